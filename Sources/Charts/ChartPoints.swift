import Foundation
import SwiftUI

/// A line's or area's points as one animatable vector (x₀, y₀, x₁, y₁, …), so that a line moving to new
/// values is interpolated point by point, as Swift Charts animates marks
/// (https://developer.apple.com/documentation/swiftui/vectorarithmetic). Vectors of different lengths
/// add as if the shorter had zeros beyond its end.
public struct _ChartPoints: VectorArithmetic {
  var values: [Double]

  init(_ points: [CGPoint]) { values = points.flatMap { [Double($0.x), Double($0.y)] } }
  init(values: [Double]) { self.values = values }

  var points: [CGPoint] {
    stride(from: 0, to: values.count - 1, by: 2).map { CGPoint(x: values[$0], y: values[$0 + 1]) }
  }

  public static var zero: _ChartPoints { _ChartPoints(values: []) }

  private static func combine(_ a: _ChartPoints, _ b: _ChartPoints, _ f: (Double, Double) -> Double) -> _ChartPoints {
    let n = max(a.values.count, b.values.count)
    return _ChartPoints(values: (0..<n).map { f($0 < a.values.count ? a.values[$0] : 0, $0 < b.values.count ? b.values[$0] : 0) })
  }
  public static func + (a: _ChartPoints, b: _ChartPoints) -> _ChartPoints { combine(a, b, +) }
  public static func - (a: _ChartPoints, b: _ChartPoints) -> _ChartPoints { combine(a, b, -) }
  public mutating func scale(by rhs: Double) { values = values.map { $0 * rhs } }
  public var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
}
