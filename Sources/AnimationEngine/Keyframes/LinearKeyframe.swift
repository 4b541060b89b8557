import Foundation

/// Moves straight to `to` over `duration`, paced by `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  public var to: Value
  public var duration: Double
  public var timingCurve: UnitCurve

  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    self.to = to
    self.duration = duration
    self.timingCurve = timingCurve
  }

  public var keyframeList: KeyframeList<Value> {
    KeyframeList([.linear(to: to.animatableData, duration: sanitizedDuration(duration), curve: timingCurve)])
  }
}

extension LinearKeyframe: Sendable where Value: Sendable {}
