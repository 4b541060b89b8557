import Foundation
import Graphics

/// SwiftUI's `ShapeStyle`: what fills a shape or colours text.
/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle {
  /// The style as a paint the runtime can animate and the rasterizer can draw.
  var resolvedStyle: ResolvedShapeStyle { get }
}

/// A shape style as written, before the environment (foreground, hierarchy) and animation apply.
public indirect enum ResolvedShapeStyle: Hashable, Sendable {
  case color(Color)
  case linearGradient(LinearGradient)
  case radialGradient(RadialGradient)
  case ellipticalGradient(EllipticalGradient)
  case angularGradient(AngularGradient)
  case meshGradient(MeshGradient)
  /// The inherited foreground style (SwiftUI's `.foreground`).
  case foreground
  /// `.primary` … `.quaternary`: level 0…3 of the foreground (``HierarchicalShapeStyle``).
  case hierarchical(Int)
  /// The accent colour (SwiftUI's `.tint`).
  case tint
  /// The environment's background style (SwiftUI's `.background`): `backgroundStyle(_:)` above, else
  /// the system background (``BackgroundStyleEffect``).
  case background
  /// A style with its opacity multiplied (`style.opacity(_:)`).
  case opacity(ResolvedShapeStyle, Double)
}

extension Color: ShapeStyle {
  public var resolvedStyle: ResolvedShapeStyle { .color(self) }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, Hashable, Sendable {
  public var resolvedStyle: ResolvedShapeStyle
  public init(_ style: some ShapeStyle) { resolvedStyle = style.resolvedStyle }
  public init(resolved: ResolvedShapeStyle) { resolvedStyle = resolved }
}

extension ShapeStyle {
  /// The style with its opacity multiplied by `opacity` (SwiftUI's `ShapeStyle.opacity(_:)`).
  public func opacity(_ opacity: Double) -> AnyShapeStyle { AnyShapeStyle(resolved: .opacity(resolvedStyle, opacity)) }
}

/// SwiftUI's `ForegroundStyle`: the style inherited from the environment.
public struct ForegroundStyle: ShapeStyle, Sendable {
  public init() {}
  public var resolvedStyle: ResolvedShapeStyle { .foreground }
}

/// SwiftUI's `HierarchicalShapeStyle`: a level of the current foreground style.
/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
///
/// With the default foreground the levels are the system label colours (UIKit's `label`,
/// `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel`, light mode). Under `foregroundStyle(a, b, c)`
/// level n is the n-th style given; past the styles given, the first style at the label colours'
/// opacities (1, 0.6, 0.3, 0.18) — our choice where Apple documents no number.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
  public var level: Int
  public init(level: Int) { self.level = level }
  public var resolvedStyle: ResolvedShapeStyle { .hierarchical(level) }

  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)

  /// Opacity of each level relative to the primary one (the label colours' alphas).
  static let opacities = [1, 0.6, 0.3, 0.18]
  /// The label colours in light mode: #000000, then #3C3C43 at the opacities above.
  static func labelColor(_ level: Int) -> Color {
    level <= 0 ? .primary : Color(red: 0.235, green: 0.235, blue: 0.263, opacity: opacities[min(level, 3)])
  }
}

/// SwiftUI's `TintShapeStyle`: the accent colour (system blue by default).
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
  public init() {}
  public var resolvedStyle: ResolvedShapeStyle { .tint }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  public static var mint: Color { .mint }
  public static var teal: Color { .teal }
  public static var cyan: Color { .cyan }
  public static var blue: Color { .blue }
  public static var indigo: Color { .indigo }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  public static var brown: Color { .brown }
  public static var gray: Color { .gray }
  public static var black: Color { .black }
  public static var white: Color { .white }
  public static var clear: Color { .clear }
  public static var primary: Color { .primary }
  public static var secondary: Color { .secondary }
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}
