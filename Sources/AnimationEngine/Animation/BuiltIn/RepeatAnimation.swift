import Foundation

/// `.repeatCount(n, autoreverses:)` and `.repeatForever(autoreverses:)`.
///
/// Each pass, forward or backward, counts as one; with `autoreverses` odd passes show `Δ − base(t)`.
/// After the last pass the animation ends and the target shows (the well-known jump for an even
/// count with autoreverse). Passes are exactly one base duration long: SwiftUI starts the next pass
/// at the first frame after the previous one ended, a drift of under a frame that is not modelled.
struct RepeatAnimation: CustomAnimation {
  var base: Animation
  /// nil repeats forever.
  var repeatCount: Int?
  var autoreverses: Bool

  struct State<V: VectorArithmetic>: AnimationStateKey, Sendable {
    var measured = false
    var passDuration: Double?
    static var defaultValue: Self { Self() }
  }

  func passDuration<V: VectorArithmetic>(value: V, context: inout AnimationContext<V>) -> Double? {
    var s = context.state[State<V>.self]
    if !s.measured {
      s.passDuration = AnimationProbe.finishTime(of: base, value: value, context: AnimationContext())
      s.measured = true
      context.state[State<V>.self] = s
    }
    return s.passDuration
  }

  func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
    if let repeatCount, repeatCount <= 0 { return nil }
    guard let d = passDuration(value: value, context: &context) else {
      // The base never ends, so the first pass is all there is.
      var c = AnimationContext<V>()
      return base.animate(value: value, time: time, context: &c)
    }
    guard d > 0 else { return nil }
    let pass = Swift.max(0, (time / d).rounded(.down))
    if let repeatCount, pass >= Double(repeatCount) {
      context.isLogicallyComplete = true
      return nil
    }
    var c = AnimationContext<V>()
    let forward = base.animate(value: value, time: time - pass * d, context: &c) ?? value
    if let repeatCount, pass == Double(repeatCount - 1), c.isLogicallyComplete { context.isLogicallyComplete = true }
    let reversed = autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1
    return reversed ? value - forward : forward
  }

  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
    var ctx = context
    if let repeatCount, repeatCount <= 0 { return nil }
    guard let d = passDuration(value: value, context: &ctx), d > 0 else {
      return base.velocity(value: value, time: time, context: AnimationContext())
    }
    let pass = Swift.max(0, (time / d).rounded(.down))
    if let repeatCount, pass >= Double(repeatCount) { return nil }
    var c = AnimationContext<V>()
    let local = time - pass * d
    _ = base.animate(value: value, time: local, context: &c)
    guard let v = base.velocity(value: value, time: local, context: c) else { return nil }
    let reversed = autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1
    return reversed ? V.zero - v : v
  }
}

extension RepeatAnimation: CustomStringConvertible {
  var description: String {
    if let repeatCount { return "\(base).repeatCount(\(repeatCount), autoreverses: \(autoreverses))" }
    return "\(base).repeatForever(autoreverses: \(autoreverses))"
  }
}
