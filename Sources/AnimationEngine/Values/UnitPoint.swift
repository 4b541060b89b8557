import Foundation

/// A point in a view's unit coordinate space, SwiftUI's `UnitPoint`: (0, 0) is the top-leading corner,
/// (1, 1) the bottom-trailing one.
///
/// Its `animatableData` is the coordinates × 128, as in SwiftUI.
public struct UnitPoint: Hashable, Sendable, Animatable {
  public var x: Double
  public var y: Double

  public init() { self.init(x: 0, y: 0) }
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

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

  public var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(x * 128, y * 128) }
    set { (x, y) = (newValue.first / 128, newValue.second / 128) }
  }
}
