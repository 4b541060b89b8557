import Foundation

// TEMPORARY: the engine branch will provide `UnitPoint`; this file is deleted when it is merged.

/// SwiftUI's `UnitPoint`: a point in a view's frame in unit coordinates (0,0 top-left … 1,1 bottom-right).
public struct UnitPoint: Hashable, Sendable {
  public var x: Double, y: Double
  public init(x: Double, y: Double) { self.x = x; self.y = y }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
