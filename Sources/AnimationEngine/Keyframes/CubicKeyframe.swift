import Foundation

/// Moves to `to` along a cubic Hermite curve. Adjacent cubic keyframes form a time-weighted
/// Catmull-Rom spline; omitted velocities come from the neighbouring keyframes
/// (https://developer.apple.com/documentation/swiftui/cubickeyframe).
/// Velocities are values whose `animatableData` is the rate of change per second.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  public var to: Value
  public var duration: Double
  public var startVelocity: Value?
  public var endVelocity: Value?

  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
    self.to = to
    self.duration = duration
    self.startVelocity = startVelocity
    self.endVelocity = endVelocity
  }

  public var keyframeList: KeyframeList<Value> {
    KeyframeList([.cubic(
      to: to.animatableData, duration: sanitizedDuration(duration),
      startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData)])
  }
}

extension CubicKeyframe: Sendable where Value: Sendable {}
