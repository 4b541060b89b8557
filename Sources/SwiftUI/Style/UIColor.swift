import Foundation
import ViewRuntime

/// UIKit's `UIColor`, as far as SwiftUI code uses it (https://developer.apple.com/documentation/uikit/uicolor):
/// the system and semantic colours with their light and dark values (`Color(.secondarySystemBackground)`,
/// `Color(uiColor: .systemGreen)`), colours from components, and `withAlphaComponent(_:)`. On iOS
/// `import SwiftUI` brings UIKit; scenes import only SwiftUI, so the module carries this much of it.
public struct UIColor: Hashable {
  let color: ViewRuntime.Color

  init(system name: String) { color = ViewRuntime.Color.system[name] ?? .clear }

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = ViewRuntime.Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }
  public init(white: CGFloat, alpha: CGFloat) { color = ViewRuntime.Color(white: Double(white), opacity: Double(alpha)) }
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    color = ViewRuntime.Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
  }

  /// The colour with its alpha replaced (light and dark appearances alike).
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    var c = color
    c.rgba.alpha = Double(alpha)
    c.dark?.alpha = Double(alpha)
    return UIColor(color: c)
  }
  init(color: ViewRuntime.Color) { self.color = color }

  /// UIKit's `UIColor(resource:)` of a generated colour symbol (`UIColor(resource: .brandStart)`, iOS 17):
  /// the catalog's colour, or the placeholder grey when it lacks the name.
  public init(resource: ColorResource) { color = _AssetLookup.color(resource.name) ?? _AssetLookup.missingColor }

  public static var systemRed: UIColor { UIColor(system: "systemRed") }
  public static var systemOrange: UIColor { UIColor(system: "systemOrange") }
  public static var systemYellow: UIColor { UIColor(system: "systemYellow") }
  public static var systemGreen: UIColor { UIColor(system: "systemGreen") }
  public static var systemMint: UIColor { UIColor(system: "systemMint") }
  public static var systemTeal: UIColor { UIColor(system: "systemTeal") }
  public static var systemCyan: UIColor { UIColor(system: "systemCyan") }
  public static var systemBlue: UIColor { UIColor(system: "systemBlue") }
  public static var systemIndigo: UIColor { UIColor(system: "systemIndigo") }
  public static var systemPurple: UIColor { UIColor(system: "systemPurple") }
  public static var systemPink: UIColor { UIColor(system: "systemPink") }
  public static var systemBrown: UIColor { UIColor(system: "systemBrown") }
  public static var systemGray: UIColor { UIColor(system: "systemGray") }
  public static var systemGray2: UIColor { UIColor(system: "systemGray2") }
  public static var systemGray3: UIColor { UIColor(system: "systemGray3") }
  public static var systemGray4: UIColor { UIColor(system: "systemGray4") }
  public static var systemGray5: UIColor { UIColor(system: "systemGray5") }
  public static var systemGray6: UIColor { UIColor(system: "systemGray6") }
  public static var label: UIColor { UIColor(system: "label") }
  public static var secondaryLabel: UIColor { UIColor(system: "secondaryLabel") }
  public static var tertiaryLabel: UIColor { UIColor(system: "tertiaryLabel") }
  public static var quaternaryLabel: UIColor { UIColor(system: "quaternaryLabel") }
  public static var placeholderText: UIColor { UIColor(system: "placeholderText") }
  public static var link: UIColor { UIColor(system: "link") }
  public static var systemFill: UIColor { UIColor(system: "systemFill") }
  public static var secondarySystemFill: UIColor { UIColor(system: "secondarySystemFill") }
  public static var tertiarySystemFill: UIColor { UIColor(system: "tertiarySystemFill") }
  public static var quaternarySystemFill: UIColor { UIColor(system: "quaternarySystemFill") }
  public static var systemBackground: UIColor { UIColor(system: "systemBackground") }
  public static var secondarySystemBackground: UIColor { UIColor(system: "secondarySystemBackground") }
  public static var tertiarySystemBackground: UIColor { UIColor(system: "tertiarySystemBackground") }
  public static var systemGroupedBackground: UIColor { UIColor(system: "systemGroupedBackground") }
  public static var secondarySystemGroupedBackground: UIColor { UIColor(system: "secondarySystemGroupedBackground") }
  public static var tertiarySystemGroupedBackground: UIColor { UIColor(system: "tertiarySystemGroupedBackground") }
  public static var separator: UIColor { UIColor(system: "separator") }
  public static var opaqueSeparator: UIColor { UIColor(system: "opaqueSeparator") }
  public static var lightText: UIColor { UIColor(system: "lightText") }
  public static var darkText: UIColor { UIColor(system: "darkText") }
  public static var white: UIColor { UIColor(system: "white") }
  public static var black: UIColor { UIColor(system: "black") }
  public static var clear: UIColor { UIColor(system: "clear") }
  public static var gray: UIColor { UIColor(system: "gray") }
  public static var lightGray: UIColor { UIColor(system: "lightGray") }
  public static var darkGray: UIColor { UIColor(system: "darkGray") }
  public static var red: UIColor { UIColor(system: "red") }
  public static var green: UIColor { UIColor(system: "green") }
  public static var blue: UIColor { UIColor(system: "blue") }
  public static var tintColor: UIColor { UIColor(system: "tintColor") }
}

extension Color {
  /// SwiftUI's `Color(uiColor:)`.
  public init(uiColor: UIColor) { self.init(_runtime: uiColor.color) }
  /// SwiftUI's `Color(_:)` from a `UIColor`.
  public init(_ color: UIColor) { self.init(_runtime: color.color) }
}
