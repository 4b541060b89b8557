import Foundation

/// How a change of an animatable value unfolds over time, SwiftUI's `Animation`.
///
/// A value type wrapping a `CustomAnimation`; two animations are equal when their wrapped animations
/// are equal. Evaluate it through `AnimatedValue`, or directly with `animate(value:time:context:)`.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  let base: any CustomAnimation

  public init<A: CustomAnimation>(_ base: A) {
    if let animation = base as? Animation {
      self = animation
    } else {
      self.base = base
    }
  }

  public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
    base.animate(value: value, time: time, context: &context)
  }

  public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
    base.velocity(value: value, time: time, context: context)
  }

  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    base.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }

  /// The wrapped animation as `A`, if it is one.
  public func `as`<A: CustomAnimation>(_ type: A.Type) -> A? { base as? A }

  // Through the wrapped value's own `==` and `hash(into:)`: boxing both in `AnyHashable` looked the
  // conformance up at run time on every comparison (a phase step compares and hashes a few).
  public static func == (lhs: Animation, rhs: Animation) -> Bool { lhs.base.isEqual(to: rhs.base) }

  public func hash(into hasher: inout Hasher) { base.hash(into: &hasher) }

  public var description: String { String(describing: base) }
}

extension CustomAnimation {
  /// Whether `other` is an animation of this type equal to this one.
  fileprivate func isEqual(to other: any CustomAnimation) -> Bool { (other as? Self) == self }
}

// `Animation` is itself a `CustomAnimation`, so wrappers (delay, speed, repeat) hold plain `Animation`s.
extension Animation: CustomAnimation {}

extension Animation {
  /// When this animation, started at time 0 on a fresh property changing by `change`, becomes
  /// logically complete and when it finishes (nil: never). Spring finishes depend on the size of
  /// the change (absolute thresholds, as in OpenSwiftUI's FluidSpringAnimation); timing curves do not.
  public func completionTimes<V: VectorArithmetic>(changing change: V) -> (logicallyComplete: Double?, finished: Double?) {
    var context = AnimationContext<V>()
    _ = animate(value: change, time: 0, context: &context)
    context.isLogicallyComplete = false
    let times = AnimationProbe.completionTimes(of: self, value: change, context: context)
    return (times.logical, times.finished)
  }
}
