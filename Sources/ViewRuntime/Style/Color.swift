import Foundation
import Graphics

/// SwiftUI's `Color`: a view that fills the space it is offered, and a shape style.
///
/// Named colours carry SwiftUI's light-mode sRGB values (iOS 17 system colours).
public struct Color: Hashable, Sendable {
  /// Gamma-encoded sRGB components and opacity, as the rasterizer draws them.
  public var rgba: RGBAColor
  /// The dark-appearance value of an adaptive colour (UIKit's system colours); nil: see `resolved(_:)`.
  public var dark: RGBAColor?
  /// `Color.accentColor`: drawn in the environment's tint (`.tint(_:)`), system blue by default.
  public var isAccentColor = false

  public init(rgba: RGBAColor) { self.rgba = rgba }

  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    rgba = RGBAColor(red: red, green: green, blue: blue, alpha: opacity)
  }

  public init(white: Double, opacity: Double = 1) {
    rgba = RGBAColor(red: white, green: white, blue: white, alpha: opacity)
  }

  /// The colour with its opacity multiplied by `opacity`, like SwiftUI's `Color.opacity(_:)`.
  /// It keeps its dark appearance and whether it is the accent colour.
  public func opacity(_ opacity: Double) -> Color {
    var c = self
    c.rgba = rgba.withAlphaMultiplied(by: opacity)
    c.dark = (dark ?? Self.darkVariants[rgba])?.withAlphaMultiplied(by: opacity)
    return c
  }

  public static let red = Color(red: 1, green: 0.231, blue: 0.188)
  public static let orange = Color(red: 1, green: 0.584, blue: 0)
  public static let yellow = Color(red: 1, green: 0.8, blue: 0)
  public static let green = Color(red: 0.204, green: 0.78, blue: 0.349)
  public static let mint = Color(red: 0, green: 0.78, blue: 0.745)
  public static let teal = Color(red: 0.188, green: 0.69, blue: 0.78)
  public static let cyan = Color(red: 0.196, green: 0.678, blue: 0.902)
  public static let blue = Color(red: 0, green: 0.478, blue: 1)
  public static let indigo = Color(red: 0.345, green: 0.337, blue: 0.839)
  public static let purple = Color(red: 0.686, green: 0.322, blue: 0.871)
  public static let pink = Color(red: 1, green: 0.176, blue: 0.333)
  public static let brown = Color(red: 0.635, green: 0.518, blue: 0.369)
  public static let gray = Color(red: 0.557, green: 0.557, blue: 0.576)
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  /// The primary label colour: opaque black, white in dark mode (UIKit's `label`). Its dark value is its
  /// own, not looked up by its components, which are `black`'s: `Color.black` stays black in dark mode.
  public static let primary: Color = {
    var c = Color(red: 0, green: 0, blue: 0)
    c.dark = RGBAColor(red: 1, green: 1, blue: 1)
    return c
  }()
  /// The secondary label colour in light mode (UIKit's `secondaryLabel`, #3C3C43 at 60 %).
  public static let secondary = Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6)
  /// UIKit's `separator` in light mode (#3C3C43 at 29 %), used by `Divider`.
  public static let separator = Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.29)
  /// The accent colour (buttons, links, the `.tint` style): the environment's tint, system blue by default.
  public static let accentColor: Color = {
    var c = Color.blue
    c.isAccentColor = true
    return c
  }()

  /// The names `Color` answers to as a static member, for interpreters that look colours up by name.
  public static let named: [String: Color] = [
    "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal,
    "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown,
    "gray": .gray, "black": .black, "white": .white, "clear": .clear, "primary": .primary,
    "secondary": .secondary, "accentColor": .accentColor,
  ]
}
