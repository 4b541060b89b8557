import Foundation
import Testing
@testable import AnimationEngine

@Suite struct SpringTests {
  @Test func appleDocumentedExamples() {
    let a = Spring(duration: 0.5, bounce: 0.3)
    #expect(close(a.mass, 1, 1e-12))
    #expect(close(a.stiffness, 157.9, 0.05))
    #expect(close(a.damping, 17.6, 0.05))
    let b = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(close(b.duration, 0.63, 0.005))
    #expect(close(b.bounce, 0.5, 1e-12))
  }

  @Test func parametrisationFormulas() {
    // stiffness = (2π/d)², damping = 4πζ/d, with ζ = 1 − bounce or 1/(1 + bounce).
    for (d, bounce) in [(0.5, 0.0), (0.3, 0.7), (1.2, -0.4), (0.8, 0.15)] {
      let s = Spring(duration: d, bounce: bounce)
      let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
      let expectedStiffness = zeta > 1 ? (2 * zeta * zeta - 1) * pow(2 * .pi / d, 2) : pow(2 * .pi / d, 2)
      #expect(close(s.stiffness, expectedStiffness, 1e-9 * expectedStiffness))
      #expect(close(s.damping, 4 * .pi * zeta / d, 1e-9))
      #expect(close(s.duration, d, 1e-12))
      #expect(close(s.bounce, bounce, 1e-12))
      #expect(close(s.dampingRatio, zeta, 1e-12))
    }
    let r = Spring(response: 0.4, dampingRatio: 0.6)
    #expect(close(r.response, 0.4, 1e-12) && close(r.dampingRatio, 0.6, 1e-12))
  }

  @Test func overDampingIsClampedUnlessAllowed() {
    let clamped = Spring(mass: 1, stiffness: 100, damping: 30)
    #expect(close(clamped.dampingRatio, 1, 1e-12))
    #expect(close(clamped.damping, 20, 1e-12))
    let over = Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)
    #expect(close(over.dampingRatio, 1.5, 1e-12))
    #expect(close(over.damping, 30, 1e-12))
  }

  @Test func presetTable() {
    #expect(close(Spring.smooth.stiffness, 157.91, 0.01))
    #expect(close(Spring.smooth.damping, 25.13, 0.01))
    #expect(close(Spring.snappy.damping, 21.36, 0.01))
    #expect(close(Spring.bouncy.damping, 17.59, 0.01))
    #expect(close(Spring.smooth.settlingDuration, 0.80, 1e-9))
    #expect(close(Spring.snappy.settlingDuration, 0.877, 0.0005))
    #expect(close(Spring.bouncy.settlingDuration, 1.045, 0.0005))
    #expect(Spring.bouncy(extraBounce: 0.1) == Spring(duration: 0.5, bounce: 0.4))
    #expect(Spring.snappy(duration: 0.3) == Spring(duration: 0.3, bounce: 0.15))
  }

  @Test func underdampedSettlingFormula() {
    // T = ln((|Δ| + |λΔ − v0|)/ε)/λ.
    let s = Spring(duration: 0.7, bounce: 0.4)
    let lambda = s.damping / 2
    let t = s.settlingDuration(target: 3.0, initialVelocity: 2.0, epsilon: 0.01)
    #expect(close(t, log((3 + abs(lambda * 3 - 2)) / 0.01) / lambda, 1e-12))
    #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
  }

  @Test func closedFormSolvesTheSpringEquation() {
    // x'' = k(Δ − x) − c·x' with x(0) = 0, x'(0) = v0, for all three regimes.
    for spring in [Spring(duration: 0.6, bounce: 0.3), Spring(duration: 0.6, bounce: 0),
                   Spring(mass: 1, stiffness: 50, damping: 30, allowOverDamping: true)] {
      let k = spring.stiffness, c = spring.damping
      let regimeIsOver = spring.dampingRatio > 1
      let omega0Squared = regimeIsOver ? pow(2 * .pi / spring.duration, 2) : k
      let delta = 2.5, v0 = -1.5
      #expect(close(spring.value(target: delta, initialVelocity: v0, time: 0), 0, 1e-12))
      let h = 1e-4
      for t in stride(from: 0.05, through: 1.5, by: 0.05) {
        let x = spring.value(target: delta, initialVelocity: v0, time: t)
        let xp = spring.value(target: delta, initialVelocity: v0, time: t + h)
        let xm = spring.value(target: delta, initialVelocity: v0, time: t - h)
        let v = (xp - xm) / (2 * h), acc = (xp - 2 * x + xm) / (h * h)
        #expect(close(acc, omega0Squared * (delta - x) - c * v, 1e-3 * (1 + abs(acc))))
        var analytic = spring.velocity(target: delta, initialVelocity: v0, time: t)
        if regimeIsOver { analytic -= delta }  // Apple's quirk adds Δ
        #expect(close(analytic, v, 1e-6 * (1 + abs(v))))
      }
      let v0Check = spring.velocity(target: delta, initialVelocity: v0, time: 0) - (regimeIsOver ? delta : 0)
      #expect(close(v0Check, v0, 1e-9))
    }
  }

  @Test func vectorsMoveComponentWise() {
    let s = Spring.bouncy
    let p = s.value(target: AnimatablePair(2.0, -3.0), initialVelocity: AnimatablePair(1.0, 0.5), time: 0.3)
    #expect(close(p.first, s.value(target: 2.0, initialVelocity: 1.0, time: 0.3), 1e-12))
    #expect(close(p.second, s.value(target: -3.0, initialVelocity: 0.5, time: 0.3), 1e-12))
  }

  @Test func settlingDurationInitialiserRoundTrips() {
    for (t, zeta) in [(0.8, 0.7), (1.5, 0.3), (0.6, 1.0)] {
      let s = Spring(settlingDuration: t, dampingRatio: zeta)
      #expect(close(s.dampingRatio, zeta, 1e-9))
      let omega0 = 2 * .pi / s.duration
      if zeta < 1 {
        #expect(close(zeta / (1 - zeta * zeta).squareRoot() * exp(-zeta * omega0 * t), 0.001, 1e-9))
      } else {
        #expect(close((1 + omega0 * t) * exp(-omega0 * t), 0.001, 1e-9))
      }
    }
  }
}
