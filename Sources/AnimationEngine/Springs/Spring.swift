import Foundation

/// A description of a spring's motion, SwiftUI's `Spring`.
///
/// Stored as SwiftUI stores it (OpenSwiftUIProject/OpenSwiftUI, `Spring.swift`): a signed angular
/// frequency ω (positive underdamped, zero critical, negative overdamped), a decay constant λ and a mass.
public struct Spring: Hashable, Sendable {
  /// ω: damped angular frequency; its sign tells the damping regime.
  var angularFrequency: Double
  /// λ = ζ·ω0.
  var decayConstant: Double
  var storedMass: Double

  init(angularFrequency: Double, decayConstant: Double, mass: Double) {
    self.angularFrequency = angularFrequency
    self.decayConstant = decayConstant
    self.storedMass = mass
  }

  /// A spring with a perceptual `duration` and a `bounce` (0 = critically damped, up to 1 = undamped,
  /// negative = overdamped, down to −1).
  public init(duration: Double = 0.5, bounce: Double = 0.0) {
    self.init(response: duration, dampingRatio: Self.dampingRatio(bounce: bounce))
  }

  /// A spring with a `response` (the undamped period) and a damping ratio ζ.
  public init(response: Double, dampingRatio: Double) {
    let omega0 = 2 * Double.pi / Self.validDuration(response)
    let zeta = Swift.max(0, dampingRatio.isFinite ? dampingRatio : 1)
    decayConstant = zeta * omega0
    if zeta < 1 {
      angularFrequency = (1 - zeta * zeta).squareRoot() * omega0
    } else if zeta == 1 {
      angularFrequency = 0
    } else {
      angularFrequency = -(zeta * zeta - 1).squareRoot() * omega0
    }
    storedMass = 1
  }

  /// A spring from physical parameters. Unless `allowOverDamping`, a spring with more than critical
  /// damping is treated as critically damped, as SwiftUI does.
  public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    let m = mass > 0 && mass.isFinite ? mass : 1
    let k = stiffness > 0 && stiffness.isFinite ? stiffness : 1e-9
    let c = damping.isFinite ? Swift.max(0, damping) : 0
    let omega0 = (k / m).squareRoot()
    let lambda = c / (2 * m)
    storedMass = m
    if lambda > omega0 {
      if allowOverDamping {
        decayConstant = lambda
        angularFrequency = -(lambda * lambda - omega0 * omega0).squareRoot()
      } else {
        decayConstant = omega0
        angularFrequency = 0
      }
    } else {
      decayConstant = lambda
      angularFrequency = (omega0 * omega0 - lambda * lambda).squareRoot()
    }
  }

  /// A spring that settles (to within `epsilon` of a unit change) in `settlingDuration` seconds.
  /// Duration is clamped to 0.01…10 s and the damping ratio to (0, 1], as in SwiftUI.
  public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
    let t = Swift.min(10, Swift.max(0.01, settlingDuration.isFinite ? settlingDuration : 0.5))
    let zeta = Swift.min(1, Swift.max(1e-3, dampingRatio.isFinite ? dampingRatio : 1))
    let eps = Swift.min(0.5, Swift.max(1e-12, epsilon.isFinite ? epsilon : 0.001))
    var omega0: Double
    if zeta < 1 {
      // ε = ζ/√(1−ζ²)·e^{−ζ·ω0·T} has a closed-form solution for ω0.
      let ratio = eps * (1 - zeta * zeta).squareRoot() / zeta
      omega0 = -log(ratio) / (zeta * t)
    } else {
      // (1 + u)·e^{−u} = ε with u = ω0·T: Newton from the right of the solution (f is convex there).
      var u = 10.0
      for _ in 0..<50 {
        let f = (1 + u) * exp(-u) - eps
        let df = -u * exp(-u)
        if abs(df) < 1e-300 { break }
        let next = u - f / df
        if abs(next - u) < 1e-12 { u = next; break }
        u = Swift.max(1e-6, next)
      }
      omega0 = u / t
    }
    if !(omega0 > 0) || !omega0.isFinite { omega0 = 2 * .pi / 0.5 }
    self.init(response: 2 * .pi / omega0, dampingRatio: zeta)
  }

  // MARK: Read-back

  /// ω0² as SwiftUI reports it: λ² + ω·|ω| (for overdamped springs this is ω0², see `stiffness`).
  var naturalFrequencySquared: Double { decayConstant * decayConstant + angularFrequency * abs(angularFrequency) }

  /// The perceptual duration: 2π/ω0.
  public var duration: Double {
    let w2 = naturalFrequencySquared
    return w2 > 0 ? 2 * .pi / w2.squareRoot() : .infinity
  }

  /// Same as `duration`.
  public var response: Double { duration }

  /// ζ = λ/ω0.
  public var dampingRatio: Double {
    let w2 = naturalFrequencySquared
    return w2 > 0 ? decayConstant / w2.squareRoot() : 1
  }

  /// 1 − ζ for ζ ≤ 1, 1/ζ − 1 for overdamped springs.
  public var bounce: Double {
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }

  public var mass: Double { storedMass }

  /// m(ω² + λ²). For an overdamped spring this is (2ζ² − 1)·ω0², not ω0²: Apple's getter behaves so
  /// (measured by kern0x1b/eidolon).
  public var stiffness: Double {
    storedMass * (angularFrequency * angularFrequency + decayConstant * decayConstant)
  }

  public var damping: Double { 2 * storedMass * decayConstant }

  /// The time to settle within 0.001 of a unit change from rest.
  public var settlingDuration: Double { settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001) }

  static func dampingRatio(bounce: Double) -> Double {
    guard bounce.isFinite else { return 1 }
    if bounce < 0 { return 1 / (1 + Swift.max(bounce, -0.999_999)) }
    return Swift.max(0, 1 - bounce)
  }

  /// Durations ≤ 0 would make an infinitely stiff spring; a tiny positive one keeps the math finite.
  static func validDuration(_ d: Double) -> Double {
    d.isFinite && d > 1e-6 ? d : (d.isInfinite && d > 0 ? 1e9 : 1e-6)
  }
}
