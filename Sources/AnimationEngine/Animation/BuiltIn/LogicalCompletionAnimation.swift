import Foundation

/// `.logicallyComplete(after:)`: the base animation's logical end is replaced by a fixed time.
struct LogicalCompletionAnimation: CustomAnimation {
  var base: Animation
  var duration: Double

  func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
    let result = base.animate(value: value, time: time, context: &context)
    context.isLogicallyComplete = time >= duration
    return result
  }

  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
    base.velocity(value: value, time: time, context: context)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    guard let previous = previous.as(LogicalCompletionAnimation.self), previous == self else { return false }
    return base.shouldMerge(previous: previous.base, value: value, time: time, context: &context)
  }
}

extension LogicalCompletionAnimation: CustomStringConvertible {
  var description: String { "\(base).logicallyComplete(after: \(duration))" }
}
