import Foundation

/// A timing-curve animation of fixed duration (`.linear`, `.easeIn`, `.timingCurve`…).
///
/// Answers `curve(t/d)·Δ` while `t ≤ d` and nil afterwards: logical completion and finish coincide.
struct BezierAnimation: CustomAnimation {
  var curve: UnitCurve
  var duration: Double

  func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
    guard duration > 0, time <= duration else { return nil }
    return value.scaled(by: curve.value(at: time / duration))
  }

  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
    guard duration > 0, time <= duration else { return nil }
    return value.scaled(by: curve.velocity(at: time / duration) / duration)
  }
}
