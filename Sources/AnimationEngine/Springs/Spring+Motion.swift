import Foundation

// Closed-form spring motion (as OpenSwiftUI's decompiled `Spring`; kern0x1b/eidolon measured it
// against Apple's). For a total change Δ and an initial velocity v0 the
// displacement is linear in both: x(t) = A(t)·Δ + B(t)·v0, component by component, so one pair of
// scalar coefficients serves every VectorArithmetic type.
extension Spring {
  /// Coefficients (A, B) of x(t) = A·Δ + B·v0, and their time derivatives (A', B').
  func coefficients(time t: Double) -> (a: Double, b: Double, da: Double, db: Double) {
    let lambda = decayConstant, omega = angularFrequency
    if omega > 0 {
      let e = exp(-lambda * t), s = sin(omega * t), c = cos(omega * t)
      let a = 1 - e * (lambda / omega * s + c)
      let b = e * s / omega
      let da = e * s * (lambda * lambda / omega + omega)
      let db = e * (c - lambda * s / omega)
      return (a, b, da, db)
    } else if omega == 0 {
      let e = exp(-lambda * t)
      return (1 - e * (1 + lambda * t), e * t, lambda * lambda * t * e, e * (1 - lambda * t))
    } else {
      let w = -omega
      let r1 = -lambda + w, r2 = -lambda - w
      let e1 = exp(r1 * t), e2 = exp(r2 * t)
      let a = 1 - ((lambda + w) * e1 + (w - lambda) * e2) / (2 * w)
      let b = (e1 - e2) / (2 * w)
      let da = -((lambda + w) * r1 * e1 + (w - lambda) * r2 * e2) / (2 * w)
      let db = (r1 * e1 - r2 * e2) / (2 * w)
      return (a, b, da, db)
    }
  }

  /// The displacement after `time` seconds of a spring moving by `target` (the total change) from
  /// rest plus `initialVelocity`.
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
    let k = coefficients(time: time)
    return target.scaled(by: k.a) + initialVelocity.scaled(by: k.b)
  }

  /// The velocity of that motion. Overdamped springs add `target`, as Apple's implementation does
  /// (see `EngineChoices.overdampedVelocityIncludesTarget`).
  public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
    let k = coefficients(time: time)
    var v = target.scaled(by: k.da) + initialVelocity.scaled(by: k.db)
    if angularFrequency < 0 && EngineChoices.overdampedVelocityIncludesTarget { v += target }
    return v
  }

  /// Value of a spring moving from `fromValue` to `toValue`.
  public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V {
    var result = fromValue
    result.animatableData = fromValue.animatableData + value(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, time: time)
    return result
  }

  /// The time until the motion stays within `epsilon` (vector magnitude) of `target`
  /// (https://developer.apple.com/documentation/swiftui/spring/settlingduration(target:initialvelocity:epsilon:)).
  public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> Double {
    let lambda = decayConstant
    if angularFrequency > 0 {
      guard lambda > 0 else { return .infinity }
      let magnitude = target.magnitudeSquared.squareRoot()
      let kick = (target.scaled(by: lambda) - initialVelocity).magnitudeSquared.squareRoot()
      return Swift.max(0, log((magnitude + kick) / epsilon) / lambda)
    }
    // Critically and overdamped: sampled every 0.1 s as Apple does (the time is accumulated by
    // repeated addition, so it carries the same rounding).
    var t = 0.0
    var lastOut: Double? = nil
    for _ in 0..<1013 {
      let offset = value(target: target, initialVelocity: initialVelocity, time: t) - target
      if offset.magnitudeSquared.squareRoot() >= epsilon { lastOut = t }
      t += 0.1
    }
    guard let lastOut else { return 0 }
    if lastOut >= 101.1 { return 0 }
    return lastOut + 0.1
  }
}
