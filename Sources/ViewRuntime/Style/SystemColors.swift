import Foundation
import Graphics

/// UIKit's system and semantic colours with their light and dark values, as Apple's Human Interface
/// Guidelines list them (https://developer.apple.com/design/human-interface-guidelines/color,
/// "Specifications": iOS, default contrast) and UIKit's `UIColor` documentation
/// (https://developer.apple.com/documentation/uikit/standard-colors, "UI element colors").
extension Color {
  /// A colour with a light and a dark appearance (8-bit sRGB components, alpha 0…1).
  static func adaptive(_ light: (Double, Double, Double, Double), _ dark: (Double, Double, Double, Double)) -> Color {
    var c = Color(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, opacity: light.3)
    c.dark = RGBAColor(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3)
    return c
  }

  private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> (Double, Double, Double, Double) { (r, g, b, a) }

  /// The colours by their `UIColor` names.
  public static let system: [String: Color] = [
    "systemRed": adaptive(rgb(255, 59, 48), rgb(255, 69, 58)),
    "systemOrange": adaptive(rgb(255, 149, 0), rgb(255, 159, 10)),
    "systemYellow": adaptive(rgb(255, 204, 0), rgb(255, 214, 10)),
    "systemGreen": adaptive(rgb(52, 199, 89), rgb(48, 209, 88)),
    "systemMint": adaptive(rgb(0, 199, 190), rgb(99, 230, 226)),
    "systemTeal": adaptive(rgb(48, 176, 199), rgb(64, 200, 224)),
    "systemCyan": adaptive(rgb(50, 173, 230), rgb(100, 210, 255)),
    "systemBlue": adaptive(rgb(0, 122, 255), rgb(10, 132, 255)),
    "systemIndigo": adaptive(rgb(88, 86, 214), rgb(94, 92, 230)),
    "systemPurple": adaptive(rgb(175, 82, 222), rgb(191, 90, 242)),
    "systemPink": adaptive(rgb(255, 45, 85), rgb(255, 55, 95)),
    "systemBrown": adaptive(rgb(162, 132, 94), rgb(172, 142, 104)),
    "systemGray": adaptive(rgb(142, 142, 147), rgb(142, 142, 147)),
    "systemGray2": adaptive(rgb(174, 174, 178), rgb(99, 99, 102)),
    "systemGray3": adaptive(rgb(199, 199, 204), rgb(72, 72, 74)),
    "systemGray4": adaptive(rgb(209, 209, 214), rgb(58, 58, 60)),
    "systemGray5": adaptive(rgb(229, 229, 234), rgb(44, 44, 46)),
    "systemGray6": adaptive(rgb(242, 242, 247), rgb(28, 28, 30)),
    // Label colours.
    "label": adaptive(rgb(0, 0, 0), rgb(255, 255, 255)),
    "secondaryLabel": adaptive(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
    "tertiaryLabel": adaptive(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
    "quaternaryLabel": adaptive(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16)),
    "placeholderText": adaptive(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
    "link": adaptive(rgb(0, 122, 255), rgb(9, 132, 255)),
    // Fills.
    "systemFill": adaptive(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
    "secondarySystemFill": adaptive(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32)),
    "tertiarySystemFill": adaptive(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)),
    "quaternarySystemFill": adaptive(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18)),
    // Backgrounds.
    "systemBackground": adaptive(rgb(255, 255, 255), rgb(0, 0, 0)),
    "secondarySystemBackground": adaptive(rgb(242, 242, 247), rgb(28, 28, 30)),
    "tertiarySystemBackground": adaptive(rgb(255, 255, 255), rgb(44, 44, 46)),
    "systemGroupedBackground": adaptive(rgb(242, 242, 247), rgb(0, 0, 0)),
    "secondarySystemGroupedBackground": adaptive(rgb(255, 255, 255), rgb(28, 28, 30)),
    "tertiarySystemGroupedBackground": adaptive(rgb(242, 242, 247), rgb(44, 44, 46)),
    // Separators.
    "separator": adaptive(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
    "opaqueSeparator": adaptive(rgb(198, 198, 200), rgb(56, 56, 58)),
    // Fixed colours.
    "lightText": adaptive(rgb(255, 255, 255, 0.6), rgb(255, 255, 255, 0.6)),
    "darkText": adaptive(rgb(0, 0, 0), rgb(0, 0, 0)),
    "white": adaptive(rgb(255, 255, 255), rgb(255, 255, 255)),
    "black": adaptive(rgb(0, 0, 0), rgb(0, 0, 0)),
    "clear": adaptive(rgb(0, 0, 0, 0), rgb(0, 0, 0, 0)),
    "gray": adaptive(rgb(128, 128, 128), rgb(128, 128, 128)),
    "lightGray": adaptive(rgb(170, 170, 170), rgb(170, 170, 170)),
    "darkGray": adaptive(rgb(85, 85, 85), rgb(85, 85, 85)),
    "red": adaptive(rgb(255, 0, 0), rgb(255, 0, 0)),
    "green": adaptive(rgb(0, 255, 0), rgb(0, 255, 0)),
    "blue": adaptive(rgb(0, 0, 255), rgb(0, 0, 255)),
    "tintColor": adaptive(rgb(0, 122, 255), rgb(10, 132, 255)),
  ]

  /// SwiftUI's own named colours in dark mode, by their light value (`Color.red` is system red in
  /// both appearances; `.primary` and `.secondary` are the label colours).
  static let darkVariants: [RGBAColor: RGBAColor] = {
    var d: [RGBAColor: RGBAColor] = [:]
    let pairs: [(Color, String)] = [(.red, "systemRed"), (.orange, "systemOrange"), (.yellow, "systemYellow"), (.green, "systemGreen"),
      (.mint, "systemMint"), (.teal, "systemTeal"), (.cyan, "systemCyan"), (.blue, "systemBlue"), (.indigo, "systemIndigo"),
      (.purple, "systemPurple"), (.pink, "systemPink"), (.brown, "systemBrown"), (.gray, "systemGray"),
      (.secondary, "secondaryLabel"), (.separator, "separator")]
    for (named, name) in pairs { d[named.rgba] = Color.system[name]!.dark }
    return d
  }()

  /// The colour drawn in `scheme`: its own dark value, SwiftUI's dark value of a named colour, or itself.
  public func resolved(_ scheme: ColorScheme) -> RGBAColor {
    guard scheme == .dark else { return rgba }
    return dark ?? Self.darkVariants[rgba] ?? rgba
  }

  /// `Color(hue:saturation:brightness:opacity:)`: HSB to sRGB (the hexcone model).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
    let s = min(1, max(0, saturation)), v = min(1, max(0, brightness))
    let i = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
    let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }
}
