import Foundation
import Graphics

/// SwiftUI's `ShapeStyle`: what fills a shape or colours text.
///
/// Only colours today; gradients will resolve to `Paint.linearGradient` through the same protocol.
public protocol ShapeStyle {
  /// The style as a paint the runtime can animate and the rasterizer can draw.
  var resolvedStyle: ResolvedShapeStyle { get }
}

/// A shape style with everything resolved to concrete colours.
public enum ResolvedShapeStyle: Hashable, Sendable {
  case color(Color)
  case linearGradient(LinearGradient)
  /// The inherited foreground style (SwiftUI's `.foreground`).
  case foreground
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

/// SwiftUI's `ForegroundStyle`: the style inherited from the environment.
public struct ForegroundStyle: ShapeStyle, Sendable {
  public init() {}
  public var resolvedStyle: ResolvedShapeStyle { .foreground }
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
