import Foundation
import Graphics
import SceneLanguage
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
}
