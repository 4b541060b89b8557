import Foundation

/// An animation's timing function, SwiftUI's `CustomAnimation`.
///
/// `value` is the total change to animate (new − old animatable data); the result is how much of it
/// has been covered at `time` seconds after the start, or `nil` once the animation has finished.
/// Every built-in animation is a `CustomAnimation`, so user animations plug in the same way.
public protocol CustomAnimation: Hashable, Sendable {
  func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

  /// The velocity at `time`, or nil when unknown (the engine then differentiates numerically).
  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

  /// Whether this animation, starting while `previous` runs, takes over its state instead of being
  /// combined with it. `value` is the new total change measured from where `previous` began, `time`
  /// the time elapsed since then; `context` holds `previous`'s state at that moment.
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
  public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
    nil
  }

  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    false
  }
}
