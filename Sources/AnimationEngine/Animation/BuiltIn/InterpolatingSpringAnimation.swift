import Foundation

/// `.interpolatingSpring(...)`: the closed-form spring of `Spring+Motion.swift`, with an initial velocity in
/// fractions of the change per second. It does not merge: interrupting animations combine with it.
struct InterpolatingSpringAnimation: CustomAnimation {
  var spring: Spring
  var initialVelocity: Double
  /// Core Animation's settling time, when the animation is removed.
  var settlingTime: Double
  /// 2π/ω0: the perceptual duration, when it is logically complete.
  var logicalDuration: Double

  init(spring: Spring, initialVelocity: Double) {
    self.spring = spring
    self.initialVelocity = initialVelocity
    let omega0 = spring.naturalFrequencySquared.squareRoot()
    logicalDuration = omega0 > 0 ? 2 * .pi / omega0 : .infinity
    let lambda = spring.decayConstant, omega = spring.angularFrequency
    if omega > 0 {
      settlingTime = lambda > 0 ? log(1000 * (1 + abs(lambda - initialVelocity) / omega)) / lambda : .infinity
    } else {
      var t = 0.0
      var found = Double.infinity
      for _ in 0..<10_000 {
        if abs((1 + (omega0 - initialVelocity) * t) * exp(-omega0 * t)) < 0.001 { found = t; break }
        t += 0.1
      }
      settlingTime = found
    }
  }

  func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
    if time >= logicalDuration { context.isLogicallyComplete = true }
    guard time < settlingTime else { return nil }
    let k = spring.coefficients(time: time)
    return value.scaled(by: k.a + initialVelocity * k.b)
  }

  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
    guard time < settlingTime else { return nil }
    let k = spring.coefficients(time: time)
    return value.scaled(by: k.da + initialVelocity * k.db)
  }
}

extension InterpolatingSpringAnimation: CustomStringConvertible {
  var description: String {
    "interpolatingSpring(mass: \(spring.mass), stiffness: \(spring.stiffness), damping: \(spring.damping), initialVelocity: \(initialVelocity))"
  }
}
