import Foundation
import Testing
@testable import ViewRuntime

@Suite("Transitions")
struct TransitionTests {
  func toggler(_ transition: AnyTransition?) -> some View {
    let show = StateKey("show", false)
    return Component("Toggler", state: show) { s in
      VStack {
        Text("Title")
        if s[show] {
          if let transition { Text("Hi").transition(transition) } else { Text("Hi") }
        }
      }
      .frame(width: 200, height: 200)
      .onTapGesture { withAnimation(.linear(duration: 1)) { s[show].toggle() } }
    }
  }

  func node(_ ins: FrameInspection, _ text: String) -> InspectNode? { ins.nodes.first { $0.text == text } }

  @Test func defaultOpacityTransitionInAndOut() throws {
    let rt = try SceneRuntime(root: toggler(nil), canvasSize: CGSize(width: 200, height: 200), taps: [1, 3],
                              measurer: FixedTextMeasurer())
    #expect(node(try rt.inspect(at: 0.5), "Hi") == nil)
    let entering = try #require(node(try rt.inspect(at: 1.25), "Hi"))
    #expect(entering.modifiers.first { $0.name == "opacity" }?.values["value"] == [0.25])
    #expect(node(try rt.inspect(at: 2.5), "Hi")?.modifiers.isEmpty == true)
    let leaving = try #require(node(try rt.inspect(at: 3.5), "Hi"))
    #expect(leaving.modifiers.first { $0.name == "opacity" }?.values["value"] == [0.5])
    #expect(node(try rt.inspect(at: 4.01), "Hi") == nil)
  }

  @Test func slideMovesByTheViewsWidth() throws {
    let rt = try SceneRuntime(root: toggler(.slide), canvasSize: CGSize(width: 200, height: 200), taps: [1, 3],
                              measurer: FixedTextMeasurer())
    let width = 2 * 17 * 0.6
    let settled = try #require(node(try rt.inspect(at: 2.5), "Hi")).bounds[0]
    let entering = try #require(node(try rt.inspect(at: 1.25), "Hi")).bounds[0]
    #expect(abs(entering - (settled - 0.75 * width)) < 1e-9)  // in from the leading edge
    let leaving = try #require(node(try rt.inspect(at: 3.5), "Hi")).bounds[0]
    #expect(abs(leaving - (settled + 0.5 * width)) < 1e-9)  // out towards the trailing edge
  }

  @Test func idChangeCrossFadesAndThePhaseWaitsForIt() throws {
    // SwiftUI Lab's moon phases: `Text(phase).id(phase)` animates (a transition) where `Text(phase)` cannot.
    let view = PhaseAnimator(["🌕", "🌖", "🌗"]) { phase in Text(phase).id(phase) } animation: { _ in .easeInOut(duration: 1) }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 200, height: 200), measurer: FixedTextMeasurer())
    let ins = try rt.inspect(at: 0.5)
    #expect(ins.nodes.map(\.text) == ["🌕", "🌖"])
    #expect(ins.nodes[0].modifiers.first?.values["value"] == [0.5])
    #expect(try rt.inspect(at: 1.5).nodes.map(\.text) == ["🌖", "🌗"])
  }
}
