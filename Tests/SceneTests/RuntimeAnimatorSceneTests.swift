import Foundation
import Graphics
import Testing
import ViewRuntime

/// Animator behaviours in scene code: a keyframe animator switched on and off by state, and a
/// phase animator whose content is a bare `if`.
@Suite("Runtime animators in scenes")
struct RuntimeAnimatorSceneTests {
  /// `keyframeAnimator(initialValue:repeating:)` with `repeating: running`: keyframes 1 → 2 → 1,
  /// linear, 1 s each (period 2 s). Tap at 0.5 turns it on, so the timeline starts at 0.5:
  /// scale(t) = 1 + e for e = t − 0.5 in [0, 1], 3 − e in [1, 2], repeating. Tap at 3.0 turns it
  /// off: the initial value, 1.
  @Test func repeatingFollowsItsState() throws {
    let scene = try InlineScene("""
      struct Pulse: View {
          @State private var running = false
          var body: some View {
              Rectangle().fill(Color.red).frame(width: 40, height: 40)
                  .keyframeAnimator(initialValue: 1.0, repeating: running) { content, s in
                      content.scaleEffect(s)
                  } keyframes: { _ in
                      KeyframeTrack {
                          LinearKeyframe(2.0, duration: 1.0)
                          LinearKeyframe(1.0, duration: 1.0)
                      }
                  }
                  .onTapGesture { running.toggle() }
          }
      }
      Scene(width: 200, height: 200, fps: 10, duration: 4, background: .white, taps: [0.5, 3.0]) {
          Pulse()
      }
      """)
    func scale(_ t: Double) throws -> Double? { try scene.nodes(t).first?.value("scaleEffect", "x") }
    #expect(try scale(0.3) == 1)
    for (t, expected) in [(1.0, 1.5), (1.25, 1.75), (1.75, 1.75), (2.25, 1.25), (2.75, 1.25)] {
      let got = try #require(try scale(t))
      #expect(abs(got - expected) < 1e-9, "scale at \(t): \(got)")
    }
    #expect(try scale(3.2) == 1)
    #expect(try scale(3.9) == 1)
  }

  /// A phase animator whose whole content is `if on { Circle() }`, linear 1 s steps: the loop
  /// starts at 0 (phase 1: the circle fades in over [0, 1]); at 1 it steps back to phase 0 (the
  /// circle fades out over [1, 2], drawn where it was); at 2 it comes in again.
  @Test func bareIfAsPhaseContentDraws() throws {
    let scene = try InlineScene("""
      struct Blink: View {
          var body: some View {
              PhaseAnimator([false, true]) { on in
                  if on {
                      Circle().fill(Color.red).frame(width: 40, height: 40)
                  }
              } animation: { _ in .linear(duration: 1) }
          }
      }
      Scene(width: 200, height: 200, fps: 10, duration: 3, background: .white) {
          Blink()
      }
      """)
    for (t, expected) in [(0.5, 0.5), (0.75, 0.75), (1.25, 0.75), (1.5, 0.5), (2.5, 0.5)] {
      let nodes = try scene.nodes(t)
      try #require(nodes.count == 1, "at \(t)")
      #expect(nodes[0].shape == "Circle")
      #expect(nodes[0].bounds == [80, 80, 40, 40], "at \(t)")
      let opacity = try #require(nodes[0].value("opacity", "value"))
      #expect(abs(opacity - expected) < 1e-9, "opacity at \(t): \(opacity)")
    }
  }

  /// A tap runs the actions of the views drawn at that moment, even when a phase step rebuilt them
  /// on its own: the button's action adds the phase shown (phases 1, 10, 100; steps at 0 and 1),
  /// so taps at 0.5 (phase 10) and 1.5 (phase 100) make 110.
  @Test func tapsRunTheActionsOfTheCurrentPhase() throws {
    let scene = try InlineScene("""
      struct Adder: View {
          @State private var total = 0.0
          var body: some View {
              VStack {
                  Text("\\(Int(total))")
                  PhaseAnimator([1, 10, 100]) { p in
                      Button("add") { total += p }
                          .opacity(p == 10 ? 0.5 : 1)
                  } animation: { _ in .linear(duration: 1) }
              }
          }
      }
      Scene(width: 200, height: 200, fps: 10, duration: 2, background: .white, taps: [0.5, 1.5]) {
          Adder()
      }
      """)
    func texts(_ t: Double) throws -> [String] { try scene.nodes(t).compactMap(\.text) }
    #expect(try texts(0.4) == ["0", "add"])
    #expect(try texts(1.0) == ["10", "add"])
    #expect(try texts(1.9) == ["110", "add"])
  }

  /// A phase step that changes its content's size is laid out with the whole tree at the step: the
  /// frame grows 30 → 80 wide with the step's ease-in-out (1 s; its midpoint is exactly half way)
  /// from where the square was (x = 135 in a 110-wide row centred on 300) to its new place
  /// (x = 110 in a 160-wide row): at 0.5, x = 122.5 and width 55; back again over [1, 2].
  @Test func aStepThatChangesLayoutAnimatesGeometryFromItsTime() throws {
    let scene = try InlineScene("""
      struct Grow: View {
          var body: some View {
              HStack(spacing: 10) {
                  Rectangle().fill(Color.red).frame(width: 30, height: 30)
                  Rectangle().fill(Color.blue)
                      .phaseAnimator([false, true]) { content, wide in
                          content.frame(width: wide ? 80 : 30, height: 30)
                      } animation: { _ in .easeInOut(duration: 1) }
                  Rectangle().fill(Color.green).frame(width: 30, height: 30)
              }
          }
      }
      Scene(width: 300, height: 100, fps: 10, duration: 2, background: .white) {
          Grow()
      }
      """)
    for t in [0.5, 1.5] {
      let nodes = try scene.nodes(t)
      try #require(nodes.count == 3)
      #expect(nodes[1].bounds == [122.5, 35, 55, 30], "at \(t)")
    }
    #expect(try scene.nodes(1.0)[1].bounds == [110, 35, 80, 30])
  }
}
