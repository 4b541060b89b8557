import Foundation
import Testing
@testable import AnimationEngine

/// The seed's `AnimationValues` (seed 000, research §4.5).
struct AnimationValues: Equatable, Sendable {
  var scale = 1.0
  var verticalStretch = 1.0
  var verticalOffset = 0.0
  var angle = Angle.zero
}

/// The keyframes of seed 000's KeyframeAnimationView.
func seedTimeline(initialVelocity: AnimationValues? = nil) -> KeyframeTimeline<AnimationValues> {
  KeyframeTimeline(initialValue: AnimationValues(), initialVelocity: initialVelocity) {
    KeyframeTrack(\.scale) {
      LinearKeyframe(1.0, duration: 0.36)
      SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
      SpringKeyframe(1.0, spring: .bouncy)
    }
    KeyframeTrack(\.verticalOffset) {
      LinearKeyframe(0.0, duration: 0.1)
      SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
      SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
      SpringKeyframe(0.0, spring: .bouncy)
    }
    KeyframeTrack(\.verticalStretch) {
      CubicKeyframe(1.0, duration: 0.1)
      CubicKeyframe(0.6, duration: 0.15)
      CubicKeyframe(1.5, duration: 0.1)
      CubicKeyframe(1.05, duration: 0.15)
      CubicKeyframe(1.0, duration: 0.88)
      CubicKeyframe(0.8, duration: 0.1)
      CubicKeyframe(1.04, duration: 0.4)
      CubicKeyframe(1.0, duration: 0.22)
    }
    KeyframeTrack(\.angle) {
      CubicKeyframe(.zero, duration: 0.58)
      CubicKeyframe(.degrees(16), duration: 0.125)
      CubicKeyframe(.degrees(-16), duration: 0.125)
      CubicKeyframe(.degrees(16), duration: 0.125)
      CubicKeyframe(.zero, duration: 0.125)
    }
  }
}

@Suite struct SeedKeyframeTests {
  @Test func printout() {
    let tl = seedTimeline()
    print("duration", tl.duration)
    for t in [0.0, 0.25, 0.4, 0.696, 1.16, 1.25, 2.0, 3.022] {
      let v = tl.value(time: t)
      print(t, v.scale, v.verticalOffset, v.verticalStretch, v.angle.degrees)
    }
  }
}
