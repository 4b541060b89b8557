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

@Suite("Animated geometry")
struct GeometryAnimationTests {
  let show = StateKey("show", false)

  func stack() -> some View {
    Component("List", state: show) { s in
      VStack(spacing: 0) {
        if s[show] { Color.red.frame(width: 20, height: 40) }
        Color.blue.frame(width: 20, height: 20)
      }
      .onTapGesture { withAnimation(.linear(duration: 1)) { s[show].toggle() } }
    }
  }

  func blue(_ rt: SceneRuntime, _ t: Double) throws -> [Double] {
    try #require(rt.inspect(at: t).nodes.last).bounds
  }

  @Test func siblingsSlideWhenAViewIsInserted() throws {
    let rt = try SceneRuntime(root: stack(), canvasSize: CGSize(width: 100, height: 100), taps: [1, 3], measurer: FixedTextMeasurer())
    // Blue alone is centred at y 40; with red above the pair (60 tall) is centred: blue at y 60.
    #expect(try blue(rt, 0.5)[1] == 40)
    #expect(abs(try blue(rt, 1.5)[1] - 50) < 1e-9)
    #expect(try blue(rt, 2.5)[1] == 60)
    // Removal: blue slides back up while red fades out where it was, taking no space.
    #expect(abs(try blue(rt, 3.25)[1] - 55) < 1e-9)
    let red = try #require(rt.inspect(at: 3.25).nodes.first)
    #expect(red.bounds == [40, 20, 20, 40])
    #expect(red.modifiers.first { $0.name == "opacity" }?.values["value"] == [0.75])
  }

  @Test func frameSizeChangesAnimateAsGeometry() throws {
    let on = StateKey("on", false)
    let view = Component("Bar", state: on) { s in
      RoundedRectangle(cornerRadius: 4).frame(width: s[on] ? 100 : 50, height: 10)
        .onTapGesture { withAnimation(.linear(duration: 1)) { s[on] = true } }
    }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 200, height: 100), taps: [1], measurer: FixedTextMeasurer())
    #expect(try rt.inspect(at: 1.5).nodes[0].bounds == [62.5, 45, 75, 10])
  }

  @Test func changesWithoutAnimationJump() throws {
    let view = Component("List", state: show) { s in
      VStack(spacing: 0) {
        if s[show] { Color.red.frame(width: 20, height: 40) }
        Color.blue.frame(width: 20, height: 20)
      }
      .onTapGesture { s[show].toggle() }
    }
    let rt = try SceneRuntime(root: view, canvasSize: CGSize(width: 100, height: 100), taps: [1], measurer: FixedTextMeasurer())
    #expect(try blue(rt, 1.01)[1] == 60)
    #expect(try rt.inspect(at: 1.01).nodes.count == 2)
  }
}
