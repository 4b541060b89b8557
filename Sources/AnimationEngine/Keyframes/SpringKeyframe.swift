import Foundation

/// Moves towards `to` with a closed-form spring. With a `duration` the spring runs only that long and
/// the keyframe ends wherever the spring is then; without one it runs for the spring's settling
/// duration (see `EngineChoices.springKeyframeSettlingEpsilon`). Without `startVelocity` it keeps
/// the velocity the previous keyframe ended with.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  public var to: Value
  public var duration: Double?
  public var spring: Spring
  public var startVelocity: Value?

  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
    self.to = to
    self.duration = duration
    self.spring = spring
    self.startVelocity = startVelocity
  }

  public var keyframeList: KeyframeList<Value> {
    KeyframeList([.spring(
      to: to.animatableData, duration: duration.map(sanitizedDuration), spring: spring,
      startVelocity: startVelocity?.animatableData)])
  }
}

extension SpringKeyframe: Sendable where Value: Sendable {}
