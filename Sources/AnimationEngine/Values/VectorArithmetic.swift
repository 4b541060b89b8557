import Foundation

/// A vector that animations interpolate: SwiftUI's `VectorArithmetic`.
///
/// Animations never see the user's value, only its `animatableData`: they work on the difference
/// between the old and new data, scaled and added back.
public protocol VectorArithmetic: AdditiveArithmetic, Sendable {
  /// Multiplies every component by `rhs`.
  mutating func scale(by rhs: Double)
  /// Sum of the squared components (the dot product with itself).
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  public func scaled(by rhs: Double) -> Self {
    var v = self
    v.scale(by: rhs)
    return v
  }

  /// `self + (other − self)·t`.
  public func interpolated(towards other: Self, amount t: Double) -> Self {
    self + (other - self).scaled(by: t)
  }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

/// The animatable data of a value with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic, Hashable {
  public init() {}
  public static var zero: Self { .init() }
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}
