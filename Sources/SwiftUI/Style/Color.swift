import Foundation
import ViewRuntime

/// SwiftUI's `Color`: a view that fills its space and a shape style
/// (https://developer.apple.com/documentation/swiftui/color).
public struct Color: Hashable, Sendable {
  @_spi(AnimRender) public let _color: ViewRuntime.Color
  @_spi(AnimRender) public init(_runtime color: ViewRuntime.Color) { _color = color }

  public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    _color = ViewRuntime.Color(red: red, green: green, blue: blue, opacity: opacity)
  }

  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    _color = ViewRuntime.Color(white: white, opacity: opacity)
  }

  /// SwiftUI's `Color(hue:saturation:brightness:opacity:)`, converted to sRGB as the runtime does.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    _color = ViewRuntime.Color(hue: hue, saturation: saturation, brightness: brightness, opacity: opacity)
  }

  /// SwiftUI's `Color(_:bundle:)`, a colour from the scene's asset catalog (see `_AssetLookup`); a
  /// name the catalog lacks is the placeholder grey the interpreter draws.
  public init(_ name: String, bundle: Bundle? = nil) {
    _color = _AssetLookup.color(name) ?? _AssetLookup.missingColor
  }

  public func opacity(_ opacity: Double) -> Color { Color(_runtime: _color.opacity(opacity)) }

  /// SwiftUI's `Color.gradient`: a subtle top-to-bottom gradient of the colour
  /// (https://developer.apple.com/documentation/swiftui/color/gradient).
  public var gradient: AnyGradient { AnyGradient(_runtime: _color.gradient) }

  /// SwiftUI's `Color.mix(with:by:in:)`: `fraction` of the way to `rhs`, in Oklab (`.perceptual`) or in
  /// gamma-encoded sRGB (`.device`).
  public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
    Color(_runtime: _color.mixed(with: rhs._color, by: fraction, perceptual: colorSpace != .device))
  }

  public static let red = Color(_runtime: .red)
  public static let orange = Color(_runtime: .orange)
  public static let yellow = Color(_runtime: .yellow)
  public static let green = Color(_runtime: .green)
  public static let mint = Color(_runtime: .mint)
  public static let teal = Color(_runtime: .teal)
  public static let cyan = Color(_runtime: .cyan)
  public static let blue = Color(_runtime: .blue)
  public static let indigo = Color(_runtime: .indigo)
  public static let purple = Color(_runtime: .purple)
  public static let pink = Color(_runtime: .pink)
  public static let brown = Color(_runtime: .brown)
  public static let gray = Color(_runtime: .gray)
  public static let black = Color(_runtime: .black)
  public static let white = Color(_runtime: .white)
  public static let clear = Color(_runtime: .clear)
  public static let primary = Color(_runtime: .primary)
  public static let secondary = Color(_runtime: .secondary)
  public static let accentColor = Color(_runtime: .accentColor)
}

extension Color: View, _PrimitiveView {
  public typealias Body = Never
  public var _node: ViewNode { .color(_color) }
}

extension Color: ShapeStyle {
  @_spi(AnimRender) public var _style: ViewRuntime.AnyShapeStyle { ViewRuntime.AnyShapeStyle(_color) }
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
}
