import Foundation
import SwiftUI

/// Swift Charts' `MarkDimension` (https://developer.apple.com/documentation/charts/markdimension): a
/// mark's width, height or radius: automatic, a fixed length in points, a ratio of the available
/// space, or the available space less an inset.
public struct MarkDimension: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  enum Kind { case automatic, fixed(Double), ratio(Double), inset(Double) }
  let kind: Kind

  public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
  public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(Double(value))) }
  public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(Double(value))) }
  public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(Double(value))) }
  public init(integerLiteral value: Int) { kind = .fixed(Double(value)) }
  public init(floatLiteral value: Double) { kind = .fixed(value) }
  init(kind: Kind) { self.kind = kind }

  /// The length out of `available`, or `automatic` when automatic.
  func resolve(_ available: Double, automatic: Double) -> Double {
    switch kind {
    case .automatic: return automatic
    case .fixed(let v): return v
    case .ratio(let r): return available * r
    case .inset(let i): return max(0, available - i)
    }
  }
}

/// Swift Charts' `MarkStackingMethod` (https://developer.apple.com/documentation/charts/markstackingmethod):
/// bars and areas of one x value stack (`.standard`) or overlap (`.unstacked`).
public struct MarkStackingMethod: Equatable {
  let stacked: Bool
  public static var standard: MarkStackingMethod { MarkStackingMethod(stacked: true) }
  public static var unstacked: MarkStackingMethod { MarkStackingMethod(stacked: false) }
  @available(*, unavailable, message: "animrender: normalized stacking is not supported yet")
  public static var normalized: MarkStackingMethod { .standard }
  @available(*, unavailable, message: "animrender: centered stacking is not supported yet")
  public static var center: MarkStackingMethod { .standard }
}
