import Foundation

/// How a path or a glyph run is coloured.
public enum Paint: Hashable, Sendable {
  case solid(RGBAColor)
  /// Two-stop-or-more linear gradient between two points in the item's local space.
  case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
}

/// A gradient stop; `location` in 0…1.
public struct GradientStop: Hashable, Sendable {
  public var color: RGBAColor
  public var location: Double
  public init(color: RGBAColor, location: Double) {
    self.color = color; self.location = location
  }
}
