/// Apple's keyframe "reaction": the four tracks of `KeyframeAnimationView` in "Controlling the timing
/// and movements of your animations" (also in WWDC23 "Wind your way through advanced animations").
///
/// One definition, shared by the built-in demo, the engine benchmark and the tests that compare
/// rendered scenes with the engine, so they cannot drift apart.
///
/// ```swift
/// let timeline = ReactionKeyframes.timeline()
/// timeline.duration                       // 3.022 s (EngineChoices.springKeyframeSettlingEpsilon)
/// timeline.value(time: 0.696).angle       // ≈ 16.27°, the wiggle's overshoot
/// ```
public enum ReactionKeyframes {
  /// The example's `AnimationValues`.
  public struct Values: Hashable, Sendable {
    public var scale = 1.0
    public var verticalStretch = 1.0
    public var verticalOffset = 0.0
    public var angle = Angle.zero
    public init() {}
  }

  /// The four tracks, for `keyframeAnimator(initialValue:…) { … } keyframes: { _ in ReactionKeyframes.tracks() }`.
  @KeyframesBuilder<Values>
  public static func tracks() -> KeyframeTrackList<Values> {
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

  /// The tracks as a timeline starting from the initial values (at rest unless a velocity is given).
  public static func timeline(initialVelocity: Values? = nil) -> KeyframeTimeline<Values> {
    KeyframeTimeline(initialValue: Values(), initialVelocity: initialVelocity, tracks: tracks())
  }
}
