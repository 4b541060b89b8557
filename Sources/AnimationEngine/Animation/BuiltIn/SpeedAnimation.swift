import Foundation

/// `.speed(s)`: the base animation sees `t·s`.
struct SpeedAnimation: CustomAnimation {
  var base: Animation
  var speed: Double

  func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
    base.animate(value: value, time: time * speed, context: &context)
  }

  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
    base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    guard let previous = previous.as(SpeedAnimation.self), previous == self else { return false }
    return base.shouldMerge(previous: previous.base, value: value, time: time * speed, context: &context)
  }
}

extension SpeedAnimation: CustomStringConvertible {
  var description: String { "\(base).speed(\(speed))" }
}
