import Foundation

/// `.delay(d)`: the base animation sees `max(0, t − d)`.
struct DelayAnimation: CustomAnimation {
  var base: Animation
  var delay: Double

  func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
    base.animate(value: value, time: Swift.max(0, time - delay), context: &context)
  }

  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
    time < delay ? .zero : base.velocity(value: value, time: time - delay, context: context)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    // Like SwiftUI's modified animations: only the same delayed animation takes over.
    guard let previous = previous.as(DelayAnimation.self), previous == self else { return false }
    return base.shouldMerge(previous: previous.base, value: value, time: Swift.max(0, time - delay), context: &context)
  }
}

extension DelayAnimation: CustomStringConvertible {
  var description: String { "\(base).delay(\(delay))" }
}
