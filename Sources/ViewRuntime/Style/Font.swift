import Foundation
import Graphics

/// SwiftUI's `Font`: a system font of some size, weight and design.
///
/// Text styles carry SwiftUI's default (Large Dynamic Type) point sizes and remember their style, so
/// text resolved under another `DynamicTypeSize` takes that size's point size (`scaled(to:)`).
public struct Font: Hashable, Sendable {
  public struct Weight: Hashable, Sendable {
    /// CSS-style weight, 100…900.
    public var value: Int
    public init(value: Int) { self.value = value }
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  public enum Design: String, Hashable, Sendable { case `default`, serif, rounded, monospaced }

  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// Default point size and weight of the style.
    var metrics: (size: Double, weight: Weight) {
      switch self {
      case .largeTitle: (34, .regular)
      case .title: (28, .regular)
      case .title2: (22, .regular)
      case .title3: (20, .regular)
      case .headline: (17, .semibold)
      case .body: (17, .regular)
      case .callout: (16, .regular)
      case .subheadline: (15, .regular)
      case .footnote: (13, .regular)
      case .caption: (12, .regular)
      case .caption2: (11, .regular)
      }
    }
  }

  public var size: Double
  public var weight: Weight
  public var design: Design
  public var isItalic: Bool
  /// The text style this font was made from (`.body`); nil for a fixed `system(size:)`. A custom font
  /// scales relative to it.
  public var textStyle: TextStyle? = nil
  /// The family or PostScript name of `Font.custom`, drawn with its design's stand-in.
  var custom: CustomFontFamily? = nil

  public init(size: Double, weight: Weight = .regular, design: Design = .default, italic: Bool = false) {
    self.size = size; self.weight = weight; self.design = design; self.isItalic = italic
  }

  public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
    Font(size: size, weight: weight, design: design)
  }

  public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
    let m = style.metrics
    var font = Font(size: m.size, weight: weight ?? m.weight, design: design)
    font.textStyle = style
    return font
  }

  /// SwiftUI's `Font.custom(_:size:relativeTo:)` (and `custom(_:size:)`, relative to `.body`); nil
  /// `textStyle`: `custom(_:fixedSize:)`, which never scales.
  public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle?) -> Font {
    let family = CustomFontFamily(name)
    var font = Font(size: size, weight: family.weight ?? .regular, design: family.design, italic: family.isItalic)
    font.textStyle = textStyle
    font.custom = family
    return font
  }

  /// This font at a Dynamic Type size: a text style takes that size's point size, a custom font scales
  /// by as much as its style does, a fixed size stays.
  public func scaled(to typeSize: DynamicTypeSize) -> Font {
    guard let textStyle, typeSize != .large else { return self }
    var f = self
    f.size = custom == nil ? typeSize.pointSize(of: textStyle) : size * typeSize.pointSize(of: textStyle) / textStyle.metrics.size
    return f
  }

  public static let largeTitle = system(.largeTitle)
  public static let title = system(.title)
  public static let title2 = system(.title2)
  public static let title3 = system(.title3)
  public static let headline = system(.headline)
  public static let subheadline = system(.subheadline)
  public static let body = system(.body)
  public static let callout = system(.callout)
  public static let footnote = system(.footnote)
  public static let caption = system(.caption)
  public static let caption2 = system(.caption2)

  public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
  public func bold() -> Font { weight(.bold) }
  public func italic() -> Font { var f = self; f.isItalic = true; return f }

  /// The default design is iOS's system font, SF Pro, drawn with Inter: its lines take SF Pro's line
  /// box and its characters SF Pro's size-dependent tracking (``SystemFontMetrics``). The other designs
  /// (New York, SF Pro Rounded, SF Mono on iOS) keep their stand-in fonts' own metrics.
  var descriptor: FontDescriptor {
    let system = design == .default
    return FontDescriptor(size: size, weight: weight.value, design: FontDescriptor.Design(rawValue: design.rawValue) ?? .default,
                          italic: isItalic, tracking: system ? SystemFontMetrics.tracking(size: size) : 0,
                          lineBox: system ? SystemFontMetrics.lineBox : nil)
  }
}
