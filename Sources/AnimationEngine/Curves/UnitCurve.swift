import Foundation

/// A function from unit progress (0…1) to unit value, SwiftUI's `UnitCurve`.
///
/// Progress is clamped to 0…1, as SwiftUI does.
public struct UnitCurve: Hashable, Sendable {
  enum Storage: Hashable, Sendable {
    case linear
    case bezier(CubicBezier)
    case circularEaseIn, circularEaseOut, circularEaseInOut
  }

  let storage: Storage

  public static let linear = UnitCurve(storage: .linear)
  public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  public static let easeInOut = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  public static let circularEaseIn = UnitCurve(storage: .circularEaseIn)
  public static let circularEaseOut = UnitCurve(storage: .circularEaseOut)
  public static let circularEaseInOut = UnitCurve(storage: .circularEaseInOut)

  /// A cubic Bézier from (0,0) to (1,1); x is progress, y the value. Control x is clamped to 0…1 so
  /// the curve stays a function of progress.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(storage: .bezier(CubicBezier(
      p1x: startControlPoint.x, p1y: startControlPoint.y, p2x: endControlPoint.x, p2y: endControlPoint.y)))
  }

  /// The curve's value at `progress` (clamped to 0…1).
  public func value(at progress: Double) -> Double {
    let p = Self.clamp(progress)
    switch storage {
    case .linear: return p
    case .bezier(let b): return b.value(at: p)
    case .circularEaseIn: return 1 - (1 - p * p).squareRoot()
    case .circularEaseOut: return (1 - (1 - p) * (1 - p)).squareRoot()
    case .circularEaseInOut:
      if p < 0.5 { return 0.5 * (1 - (1 - 4 * p * p).squareRoot()) }
      let q = 2 - 2 * p
      return 0.5 * ((1 - q * q).squareRoot() + 1)
    }
  }

  /// d value / d progress at `progress` (clamped). Circular curves have vertical tangents at their
  /// ends; the result is capped there to stay finite.
  public func velocity(at progress: Double) -> Double {
    let p = Self.clamp(progress)
    let cap = 1e6
    switch storage {
    case .linear: return 1
    case .bezier(let b): return b.slope(at: p)
    case .circularEaseIn: return min(cap, p / Swift.max(1e-12, (1 - p * p).squareRoot()))
    case .circularEaseOut:
      let q = 1 - p
      return min(cap, q / Swift.max(1e-12, (1 - q * q).squareRoot()))
    case .circularEaseInOut:
      if p < 0.5 { return min(cap, 2 * p / Swift.max(1e-12, (1 - 4 * p * p).squareRoot())) }
      let q = 2 - 2 * p
      return min(cap, q / Swift.max(1e-12, (1 - q * q).squareRoot()))
    }
  }

  static func clamp(_ p: Double) -> Double {
    guard p.isFinite else { return p > 0 ? 1 : 0 }
    return Swift.min(1, Swift.max(0, p))
  }
}
