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

extension BezierAnimation: CustomStringConvertible {
  var description: String {
    let name: String
    switch curve {
    case .linear: name = "linear"
    case .easeIn: name = "easeIn"
    case .easeOut: name = "easeOut"
    case .easeInOut: name = "easeInOut"
    case .circularEaseIn: name = "circularEaseIn"
    case .circularEaseOut: name = "circularEaseOut"
    case .circularEaseInOut: name = "circularEaseInOut"
    default: name = "timingCurve"
    }
    return "\(name)(duration: \(duration))"
  }
}
