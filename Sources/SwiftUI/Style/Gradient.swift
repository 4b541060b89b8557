import Foundation
import ViewRuntime

/// SwiftUI's `Gradient`: colour stops along a line from 0 to 1
/// (https://developer.apple.com/documentation/swiftui/gradient). Also a shape style, drawn as a
/// top-to-bottom linear gradient as SwiftUI does.
public struct Gradient: Hashable {
  /// SwiftUI's `Gradient.Stop`.
  public struct Stop: Hashable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
  }

  public var stops: [Stop]
  public init(stops: [Stop]) { self.stops = stops }
  public init(colors: [Color]) {
    stops = ViewRuntime.Gradient(colors: colors.map(\._color)).stops.map { Stop(color: Color(_runtime: $0.color), location: $0.location) }
  }

  var _runtime: ViewRuntime.Gradient {
    ViewRuntime.Gradient(stops: stops.map { ViewRuntime.Gradient.Stop(color: $0.color._color, location: Double($0.location)) })
  }
}

extension Gradient: ShapeStyle {
  @_spi(AnimRender) public var _style: ViewRuntime.AnyShapeStyle {
    ViewRuntime.AnyShapeStyle(ViewRuntime.LinearGradient(gradient: _runtime, startPoint: .top, endPoint: .bottom))
  }
}

/// SwiftUI's `AnyGradient` (`Color.gradient`).
public struct AnyGradient: Hashable, ShapeStyle {
  let gradient: ViewRuntime.LinearGradient
  init(_runtime gradient: ViewRuntime.LinearGradient) { self.gradient = gradient }
  public init(_ gradient: Gradient) {
    self.gradient = ViewRuntime.LinearGradient(gradient: gradient._runtime, startPoint: .top, endPoint: .bottom)
  }
  @_spi(AnimRender) public var _style: ViewRuntime.AnyShapeStyle { ViewRuntime.AnyShapeStyle(gradient) }
}

/// SwiftUI's `LinearGradient`: a shape style, and a view that fills its frame with it.
public struct LinearGradient: ShapeStyle, View, _PrimitiveView {
  public typealias Body = Never
  let gradient: ViewRuntime.LinearGradient
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = ViewRuntime.LinearGradient(gradient: gradient._runtime, startPoint: startPoint, endPoint: endPoint)
  }
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
  @_spi(AnimRender) public var _style: ViewRuntime.AnyShapeStyle { ViewRuntime.AnyShapeStyle(gradient) }
  public var _node: ViewNode { gradient._node }
}

/// SwiftUI's `RadialGradient`.
public struct RadialGradient: ShapeStyle, View, _PrimitiveView {
  public typealias Body = Never
  let gradient: ViewRuntime.RadialGradient
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = ViewRuntime.RadialGradient(gradient: gradient._runtime, center: center,
                                               startRadius: Double(startRadius), endRadius: Double(endRadius))
  }
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  @_spi(AnimRender) public var _style: ViewRuntime.AnyShapeStyle { ViewRuntime.AnyShapeStyle(gradient) }
  public var _node: ViewNode { gradient._node }
}

/// SwiftUI's `EllipticalGradient`.
public struct EllipticalGradient: ShapeStyle, View, _PrimitiveView {
  public typealias Body = Never
  let gradient: ViewRuntime.EllipticalGradient
  public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.gradient = ViewRuntime.EllipticalGradient(gradient: gradient._runtime, center: center,
                                                   startRadiusFraction: Double(startRadiusFraction), endRadiusFraction: Double(endRadiusFraction))
  }
  public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  @_spi(AnimRender) public var _style: ViewRuntime.AnyShapeStyle { ViewRuntime.AnyShapeStyle(gradient) }
  public var _node: ViewNode { gradient._node }
}

/// SwiftUI's `AngularGradient` (a conic gradient when given one angle).
public struct AngularGradient: ShapeStyle, View, _PrimitiveView {
  public typealias Body = Never
  let gradient: ViewRuntime.AngularGradient
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = ViewRuntime.AngularGradient(gradient: gradient._runtime, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.gradient = ViewRuntime.AngularGradient(gradient: gradient._runtime, center: center, angle: angle)
  }
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }
  @_spi(AnimRender) public var _style: ViewRuntime.AnyShapeStyle { ViewRuntime.AnyShapeStyle(gradient) }
  public var _node: ViewNode { gradient._node }
}

extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                        endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
    EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                        endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
    EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                        endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
    EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
}

extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
  public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(stops: stops, center: center, angle: angle)
  }
}
