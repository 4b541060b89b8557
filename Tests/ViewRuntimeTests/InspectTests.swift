import AnimationEngine
import Foundation
import Graphics
import Testing
@testable import ViewRuntime

@Suite("Inspect and display-list snapshots")
struct InspectTests {
  @Test func jsonLineHasStableOrderAndRoundedNumbers() throws {
    let view = RoundedRectangle(cornerRadius: 12).fill(.red).frame(width: 100, height: 50)
      .foregroundStyle(.blue).rotationEffect(.degrees(45)).opacity(0.5)
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 200, height: 200), measurer: FixedTextMeasurer())
    let line = try rt.inspect(at: 0.5, frame: 30).jsonLine()
    let h = 75 * 2.squareRoot()  // bounds of the rotated 100×50 frame: (100+50)/√2
    func n(_ v: Double) -> String {
      var s = String(format: "%.4f", (v * 10_000).rounded() / 10_000)
      while s.hasSuffix("0") { s.removeLast() }
      return s.hasSuffix(".") ? String(s.dropLast()) : s
    }
    let b = "[\(n(100 - h / 2)),\(n(100 - h / 2)),\(n(h)),\(n(h))]"
    #expect(line == """
      {"time":0.5,"frame":30,"nodes":[{"kind":"shape","shape":"RoundedRectangle","cornerRadius":12,"bounds":\(b),\
      "modifiers":[{"name":"foregroundStyle","rgba":[0,0.478,1,1]},{"name":"rotationEffect","degrees":45},\
      {"name":"opacity","value":0.5}]}]}
      """)
    let decoded = try JSONDecoder().decode(FrameInspection.self, from: Data(line.utf8))
    #expect(decoded.nodes[0].modifiers[1] == InspectModifier(name: "rotationEffect", values: ["degrees": [45]]))
  }

  @Test func dumpOfASmallScene() throws {
    let view = VStack(spacing: 4) {
      Text("Hi").font(.headline)
      Circle().fill(.orange).frame(width: 20, height: 20)
    }
    .padding(8)
    .background(Color.white)
    let (list, _) = try render(view, width: 100, height: 80)
    // Stack 20.4 × (17 + 4 + 20), padded by 8, centred: background (31.8, 11.5, 36.4, 57).
    #expect(list.dump() == """
      canvas 100x80 background rgba(1, 1, 1, 1)
      fill rgba(1, 1, 1, 1) nonZero [identity] M31.8,11.5 L68.2,11.5 L68.2,68.5 L31.8,68.5 Z
      text "Hi" size 17 weight 600 default rgba(0, 0, 0, 1) [1 0 0 1 39.8 19.5]
      fill rgba(1, 0.584, 0, 1) nonZero [identity] M60,50.5 C60,56.0228 55.5228,60.5 50,60.5 C44.4772,60.5 40,56.0228 40,50.5 C40,44.9772 44.4772,40.5 50,40.5 C55.5228,40.5 60,44.9772 60,50.5 Z

      """)
  }
}
