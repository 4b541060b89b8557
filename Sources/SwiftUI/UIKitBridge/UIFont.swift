import Foundation

/// UIKit's `UIFont` as far as SwiftUI view code reads it: sizes
/// (https://developer.apple.com/documentation/uikit/uifont). `preferredFont(forTextStyle:)` has the
/// iOS sizes at the default ("Large") Dynamic Type setting, from Apple's Human Interface Guidelines,
/// Typography (https://developer.apple.com/design/human-interface-guidelines/typography).
public struct UIFont: Hashable, Sendable {
  public let pointSize: CGFloat
  public let weight: Weight

  /// UIKit's `UIFont.Weight`.
  public struct Weight: Hashable, Sendable, RawRepresentable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    // UIKit's values (UIFontWeightTrait).
    public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
  }

  /// UIKit's `UIFont.TextStyle`.
  public struct TextStyle: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0"), title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2"), title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline"), body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout"), subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote"), caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// Point size and weight at the default Dynamic Type size.
    var metrics: (size: CGFloat, weight: Weight) {
      switch self {
      case .largeTitle: (34, .regular)
      case .title1: (28, .regular)
      case .title2: (22, .regular)
      case .title3: (20, .regular)
      case .headline: (17, .semibold)
      case .callout: (16, .regular)
      case .subheadline: (15, .regular)
      case .footnote: (13, .regular)
      case .caption1: (12, .regular)
      case .caption2: (11, .regular)
      default: (17, .regular)
      }
    }
  }

  init(pointSize: CGFloat, weight: Weight) { self.pointSize = pointSize; self.weight = weight }

  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let m = style.metrics
    return UIFont(pointSize: m.size, weight: m.weight)
  }
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .regular) }
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .bold) }
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }
  public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }

  /// UIKit's class sizes on iOS.
  public static var systemFontSize: CGFloat { 14 }
  public static var smallSystemFontSize: CGFloat { 12 }
  public static var labelFontSize: CGFloat { 17 }
  public static var buttonFontSize: CGFloat { 18 }
}
