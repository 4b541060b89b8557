import AnimationEngine
import Foundation
import Graphics

/// SwiftUI's `RadialGradient`: circles around a unit point of the filled frame, radii in points.
/// https://developer.apple.com/documentation/swiftui/radialgradient
public struct RadialGradient: ShapeStyle, Hashable, Sendable {
  public var gradient: Gradient
  public var center: UnitPoint
  public var startRadius: Double
  public var endRadius: Double

  public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
    self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
  }

  public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public var resolvedStyle: ResolvedShapeStyle { .radialGradient(self) }
}

/// SwiftUI's `EllipticalGradient`: ellipses fitted to the filled frame; radii are fractions of its
/// size (0.5 reaches the inscribed ellipse).
/// https://developer.apple.com/documentation/swiftui/ellipticalgradient
public struct EllipticalGradient: ShapeStyle, Hashable, Sendable {
  public var gradient: Gradient
  public var center: UnitPoint
  public var startRadiusFraction: Double
  public var endRadiusFraction: Double

  public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
    self.gradient = gradient; self.center = center
    self.startRadiusFraction = startRadiusFraction; self.endRadiusFraction = endRadiusFraction
  }

  public var resolvedStyle: ResolvedShapeStyle { .ellipticalGradient(self) }
}

/// SwiftUI's `AngularGradient` (a conic gradient): colours swept clockwise around a unit point.
/// https://developer.apple.com/documentation/swiftui/angulargradient
///
/// Equal start and end angles sweep a full turn from that angle (`AngularGradient(colors:center:)`
/// draws a colour wheel). A sweep under a full turn fills the rest with the end colours, changing
/// halfway across the gap, as Apple documents.
public struct AngularGradient: ShapeStyle, Hashable, Sendable {
  public var gradient: Gradient
  public var center: UnitPoint
  public var startAngle: Angle
  public var endAngle: Angle

  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
  }

  /// A full turn starting at `angle` (SwiftUI's `AngularGradient(gradient:center:angle:)`, `.conicGradient`).
  public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
  }

  public var resolvedStyle: ResolvedShapeStyle { .angularGradient(self) }
}

extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
}

/// Gradients as views fill the space they are offered, like `Color`.
extension RadialGradient: PrimitiveView {
  public var _node: ViewNode { .shape(ShapeNode(kind: .rectangle, fill: AnyShapeStyle(self))) }
}

extension EllipticalGradient: PrimitiveView {
  public var _node: ViewNode { .shape(ShapeNode(kind: .rectangle, fill: AnyShapeStyle(self))) }
}

extension AngularGradient: PrimitiveView {
  public var _node: ViewNode { .shape(ShapeNode(kind: .rectangle, fill: AnyShapeStyle(self))) }
}

extension Color {
  /// SwiftUI's `Color.gradient` (`AnyGradient`): a subtle top-to-bottom linear gradient of the colour.
  /// Apple documents no stops; ours run from the colour mixed 12 % with white at the top to the
  /// colour mixed 8 % with black at the bottom.
  /// https://developer.apple.com/documentation/swiftui/color/gradient
  public var gradient: LinearGradient {
    func mix(_ target: Double, _ f: Double) -> Color {
      Color(red: rgba.red + (target - rgba.red) * f, green: rgba.green + (target - rgba.green) * f,
            blue: rgba.blue + (target - rgba.blue) * f, opacity: rgba.alpha)
    }
    return LinearGradient(colors: [mix(1, 0.12), mix(0, 0.08)], startPoint: .top, endPoint: .bottom)
  }
}
