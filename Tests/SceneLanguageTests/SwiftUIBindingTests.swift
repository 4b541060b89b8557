import AnimationEngine
import Foundation
import Graphics
import Testing
import ViewRuntime
@testable import SceneLanguage

@Suite struct SwiftUIBindingTests {
  func modifier(_ name: String, _ key: String, in inspection: FrameInspection, node index: Int = 0) -> [Double] {
    guard inspection.nodes.indices.contains(index) else { return [] }
    return inspection.nodes[index].modifiers.filter { $0.name == name }.compactMap { $0.values[key]?.first }
  }

  @Test func everySeedSceneRendersThroughTheViewRuntime() throws {
    for (index, text) in SeedScenes.all.enumerated() {
      let program = try SceneProgram(swiftUISource: text, fileName: "seed\(index).swift-dsl")
      let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
      for t in stride(from: 0.0, through: 3.0, by: 0.25) {
        let inspection = try runtime.inspect(at: t)
        #expect(!inspection.nodes.isEmpty, "seed \(index) at \(t) draws nothing")
        try program.checkErrors()
      }
    }
  }

  @Test func reactionKeyframesFollowTheTrackValues() throws {
    let program = try SceneProgram(swiftUISource: SeedScenes.reaction, fileName: "reaction.swift-dsl")
    #expect(try program.backgroundColor() == Color.white.rgba)
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    #expect(runtime.taps == [0.2, 2.0])
    // Before the first tap nothing animates: the initial AnimationValues.
    let before = try runtime.inspect(at: 0.1)
    #expect(before.nodes.first?.text == "❤️")
    #expect(modifier("rotationEffect", "degrees", in: before) == [0])
    // The tap at 0.2 s changes likeCount, which triggers the keyframes. Keyframes pass through their
    // values at segment ends: verticalStretch 0.6 at 0.1 + 0.15 s, angle 16° at 0.58 + 0.125 s.
    let squash = try runtime.inspect(at: 0.2 + 0.25)
    let stretch = modifier("scaleEffect", "y", in: squash)
    #expect(stretch.contains { abs($0 - 0.6) < 1e-6 }, "scaleEffect y values \(stretch)")
    let wiggle = try runtime.inspect(at: 0.2 + 0.705)
    let degrees = modifier("rotationEffect", "degrees", in: wiggle)
    #expect(degrees.count == 1 && abs(degrees[0] - 16) < 1e-6, "rotation \(degrees)")
    try program.checkErrors()
  }

  @Test func tapsChangeStateThroughTheRuntime() throws {
    let program = try SceneProgram(swiftUISource: SeedScenes.avatar + "\nScene(taps: [0.5]) { Avatar() }", fileName: "avatar.swift-dsl")
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    #expect(modifier("scaleEffect", "x", in: try runtime.inspect(at: 0.25)) == [1])
    // withAnimation(.bouncy) { selected.toggle() }: animates from 1 towards 1.5, then settles there.
    let during = modifier("scaleEffect", "x", in: try runtime.inspect(at: 0.6)).first ?? 0
    #expect(during > 1 && during < 1.6)
    let after = modifier("scaleEffect", "x", in: try runtime.inspect(at: 3.0)).first ?? 0
    #expect(abs(after - 1.5) < 1e-3)
  }

  @Test func runtimeErrorsSurfaceWithTheirSourceLocation() throws {
    let source = """
      struct Broken: View {
        @State private var n = 0
        var body: some View {
          Text("\\([1, 2][n])").onTapGesture { n += 5 }
        }
      }
      Scene(taps: [0.5]) { Broken() }
      """
    let program = try SceneProgram(swiftUISource: source, fileName: "broken.swift-dsl")
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    _ = try runtime.inspect(at: 0.1)
    try program.checkErrors()
    _ = try runtime.inspect(at: 1.0)
    #expect(throws: SceneError.self) { try program.checkErrors() }
    do { try program.checkErrors() } catch {
      #expect(error.headers == ["broken.swift-dsl:4:13: error: index out of range (index 5, count 2)"])
    }
  }
}
