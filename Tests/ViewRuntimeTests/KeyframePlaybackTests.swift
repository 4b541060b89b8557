import Foundation
import Testing
@testable import ViewRuntime

/// How a `keyframeAnimator` plays its keyframes over time, read from the runtime's `inspect` values and
/// compared with `KeyframeTimeline`s built by hand: a trigger replays the keyframes from the value shown
/// then, with the velocity it had; `repeating: true` loops from the view's appearance; `repeating: false`
/// holds the timeline's start. https://developer.apple.com/documentation/swiftui/keyframeanimator
@Suite("Keyframe playback")
struct KeyframePlaybackTests {
  /// Up by 10 and back over one second, from `from`.
  func bounce(_ from: Double) -> KeyframeTrackList<Double> {
    KeyframesBuilder<Double>.buildExpression(KeyframeTrack<Double, Double> {
      CubicKeyframe(from + 10, duration: 0.5)
      CubicKeyframe(from, duration: 0.5)
    })
  }

  func runtime(_ view: some View, taps: [Double]) throws -> SceneRuntime {
    try SceneRuntime(root: view, canvasSize: CGSize(width: 300, height: 300), taps: taps, measurer: FixedTextMeasurer())
  }

  func offset(_ rt: SceneRuntime, _ t: Double) throws -> Double {
    let node = try #require(rt.inspect(at: t).nodes.first { $0.text == "x" })
    return try #require(node.modifiers.first { $0.name == "offset" }?.values["x"]?.first)
  }

  @Test func triggeredPlaybackRestartsFromTheCurrentValueAndVelocity() throws {
    let count = StateKey("count", 0)
    let view = Component("Bouncer", state: count) { s in
      Text("x").keyframeAnimator(initialValue: 0.0, trigger: s[count]) { content, v in
        content.offset(x: v)
      } keyframes: { v in bounce(v) }
      .onTapGesture { s[count] += 1 }
    }
    let rt = try runtime(view, taps: [1, 1.25])
    #expect(try offset(rt, 0.5) == 0)
    #expect(try !rt.isAnimating(at: 0.5))
    let first = KeyframeTimeline(initialValue: 0.0, tracks: bounce(0))
    #expect(try offset(rt, 1.2) == first.value(time: 1.2 - 1))
    // Retriggered at 1.25 from where the first run was, with its velocity.
    let from = first.value(time: 0.25), velocity = first.velocity(time: 0.25)
    let second = KeyframeTimeline(initialValue: from, initialVelocity: velocity, tracks: bounce(from))
    #expect(try offset(rt, 1.5) == second.value(time: 1.5 - 1.25))
    #expect(try abs(offset(rt, 1.25) - from) < 1e-12)
    #expect(try offset(rt, 5) == from)
    #expect(try !rt.isAnimating(at: 5))
  }

  @Test func repeatingLoopsFromTheViewsAppearance() throws {
    let scaleTrack = KeyframeTrack(\AnimationValues.scale) {
      LinearKeyframe(1.0, duration: 0.36)
      SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
      SpringKeyframe(1.0, spring: .bouncy)
    }
    let shown = StateKey("shown", false)
    let view = Component("Looper", state: shown) { s in
      VStack {
        Text("tap")
        if s[shown] {
          Text("x").keyframeAnimator(initialValue: AnimationValues(), repeating: true) { content, v in
            content.offset(x: v.scale)
          } keyframes: { _ in scaleTrack }
        }
      }
      .onTapGesture { s[shown] = true }
    }
    let rt = try runtime(view, taps: [2])
    // The scale track alone plays as it does in the seed's four tracks.
    let seed = KeyframeTimeline(initialValue: AnimationValues()) { seedKeyframes() }
    let period = KeyframeTimeline(initialValue: AnimationValues()) { scaleTrack }.duration
    #expect(try offset(rt, 2.3) == seed.value(time: 0.3).scale)
    // Later cycles: `(t − 2) mod period` rounds, so the time into the loop is off by an ulp or so.
    #expect(try abs(offset(rt, 2 + period + 0.9) - seed.value(time: 0.9).scale) < 1e-9)
    #expect(try abs(offset(rt, 2 + 3 * period + 0.5) - seed.value(time: 0.5).scale) < 1e-9)
  }

  @Test func pausedHoldsTheStartOfTheTimeline() throws {
    let view = Text("x").keyframeAnimator(initialValue: 3.0, repeating: false) { content, v in
      content.offset(x: v)
    } keyframes: { _ in bounce(7) }
    let rt = try runtime(view, taps: [])
    #expect(try offset(rt, 0) == 3)
    #expect(try offset(rt, 10) == 3)
    #expect(try !rt.isAnimating(at: 10))
  }
}
