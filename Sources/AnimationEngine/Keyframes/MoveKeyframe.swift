import Foundation

/// Jumps to `to` immediately (zero duration, zero velocity afterwards).
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  public var to: Value

  public init(_ to: Value) { self.to = to }

  public var keyframeList: KeyframeList<Value> { KeyframeList([.move(to: to.animatableData)]) }
}

extension MoveKeyframe: Sendable where Value: Sendable {}
