import AnimationEngine
import Foundation
import Graphics

/// SwiftUI's `Gradient`: colours at locations 0…1.
/// https://developer.apple.com/documentation/swiftui/gradient
public struct Gradient: Hashable, Sendable {
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: Double
    public init(color: Color, location: Double) { self.color = color; self.location = location }
  }

  public var stops: [Stop]
  public init(stops: [Stop]) { self.stops = stops }

  /// Colours spread evenly from 0 to 1.
  public init(colors: [Color]) {
    let n = colors.count
    stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0) }
  }
}

/// SwiftUI's `LinearGradient` shape style, between two unit points of the filled frame.
/// https://developer.apple.com/documentation/swiftui/lineargradient
public struct LinearGradient: ShapeStyle, Hashable, Sendable {
  public var gradient: Gradient
  public var startPoint: UnitPoint
  public var endPoint: UnitPoint

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
  }

  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  public var resolvedStyle: ResolvedShapeStyle { .linearGradient(self) }
}

extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
}

/// A gradient as a view fills the space it is offered, like `Color`.
extension LinearGradient: PrimitiveView {
  public var _node: ViewNode { .shape(ShapeNode(kind: .rectangle, fill: AnyShapeStyle(self))) }
}
