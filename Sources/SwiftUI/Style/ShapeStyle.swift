import Foundation
import ViewRuntime

/// SwiftUI's `ShapeStyle` (https://developer.apple.com/documentation/swiftui/shapestyle): a colour,
/// gradient or material, carried to the runtime as its resolved style.
public protocol ShapeStyle {
  @_spi(AnimRender) var _style: ViewRuntime.AnyShapeStyle { get }
  /// A material draws the blurred backdrop itself (`MaterialEffect`) instead of a paint: modifiers
  /// that take a style ask this first. nil for every other style.
  @_spi(AnimRender) var _material: ViewRuntime.Material? { get }
  /// A style with a shadow (`.red.shadow(.drop(radius: 4))`): a shape's fill draws it. nil for others.
  @_spi(AnimRender) var _shadow: ShadowStyle? { get }
}

extension ShapeStyle {
  @_spi(AnimRender) public var _material: ViewRuntime.Material? { nil }
  @_spi(AnimRender) public var _shadow: ShadowStyle? { nil }

  /// SwiftUI's `ShapeStyle.shadow(_:)`: the style drawn with a drop or inner shadow.
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
    var s = AnyShapeStyle(self)
    s._shadow = style
    return s
  }

  /// SwiftUI's hierarchical levels of a style (iOS 17, `.blue.secondary`): the style at the opacities of
  /// the label colours' levels (0.6, 0.3, 0.18; quinary 0.1), as `.secondary` levels a foreground style.
  /// https://developer.apple.com/documentation/swiftui/shapestyle/secondary
  public var secondary: some ShapeStyle { opacity(0.6) }
  public var tertiary: some ShapeStyle { opacity(0.3) }
  public var quaternary: some ShapeStyle { opacity(0.18) }
  public var quinary: some ShapeStyle { opacity(0.1) }

  /// SwiftUI's `ShapeStyle.opacity(_:)`: the style with its opacity multiplied.
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    AnyShapeStyle(_runtime: ViewRuntime.AnyShapeStyle(resolved: .opacity(_style.resolvedStyle, opacity)))
  }
}

/// SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle {
  @_spi(AnimRender) public let _style: ViewRuntime.AnyShapeStyle
  @_spi(AnimRender) public let _material: ViewRuntime.Material?
  @_spi(AnimRender) public var _shadow: ShadowStyle?
  public init<S: ShapeStyle>(_ style: S) { _style = style._style; _material = style._material; _shadow = style._shadow }
  @_spi(AnimRender) public init(_runtime style: ViewRuntime.AnyShapeStyle) { _style = style; _material = nil }
}

/// SwiftUI's `ForegroundStyle`: the style inherited from the environment (`.foreground`).
public struct ForegroundStyle: ShapeStyle {
  public init() {}
  @_spi(AnimRender) public var _style: ViewRuntime.AnyShapeStyle { ViewRuntime.AnyShapeStyle(ViewRuntime.ForegroundStyle()) }
}

/// SwiftUI's `HierarchicalShapeStyle`: a level of the current foreground style (`.secondary`, …).
public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int
  @_spi(AnimRender) public var _style: ViewRuntime.AnyShapeStyle {
    ViewRuntime.AnyShapeStyle(ViewRuntime.HierarchicalShapeStyle(level: level))
  }
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
}

/// SwiftUI's `TintShapeStyle`: the accent colour (`.tint`).
public struct TintShapeStyle: ShapeStyle {
  public init() {}
  @_spi(AnimRender) public var _style: ViewRuntime.AnyShapeStyle { ViewRuntime.AnyShapeStyle(ViewRuntime.TintShapeStyle()) }
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// SwiftUI's `BackgroundStyle` (`.background`): the background of the current context
/// (https://developer.apple.com/documentation/swiftui/backgroundstyle): the style the nearest
/// `backgroundStyle(_:)` above sets, by default the system background, white or (dark mode) black.
public struct BackgroundStyle: ShapeStyle {
  public init() {}
  @_spi(AnimRender) public var _style: ViewRuntime.AnyShapeStyle { ViewRuntime.AnyShapeStyle(resolved: .background) }
}

extension BackgroundStyle {
  /// The background's levels (iOS 17, `.background.secondary`): the secondary and tertiary system
  /// backgrounds, as UIKit layers grouped content (the last level repeats for the deeper ones).
  public var secondary: some ShapeStyle { Self.system("secondarySystemBackground") }
  public var tertiary: some ShapeStyle { Self.system("tertiarySystemBackground") }
  public var quaternary: some ShapeStyle { Self.system("tertiarySystemBackground") }
  public var quinary: some ShapeStyle { Self.system("tertiarySystemBackground") }
  private static func system(_ name: String) -> AnyShapeStyle {
    AnyShapeStyle(_runtime: ViewRuntime.AnyShapeStyle(ViewRuntime.Color.system[name] ?? .white))
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// SwiftUI's `ShadowStyle` (https://developer.apple.com/documentation/swiftui/shadowstyle): a drop
/// shadow under what a style fills, or an inner shadow inside a shape's fill.
public struct ShadowStyle: Hashable {
  @_spi(AnimRender) public let _inner: Bool
  @_spi(AnimRender) public let _color: Color
  @_spi(AnimRender) public let _radius: Double, _x: Double, _y: Double

  /// SwiftUI's default shadow colour: black at 33 %.
  public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
    ShadowStyle(_inner: false, _color: color, _radius: Double(radius), _x: Double(x), _y: Double(y))
  }
  public static func inner(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
    ShadowStyle(_inner: true, _color: color, _radius: Double(radius), _x: Double(x), _y: Double(y))
  }
}
