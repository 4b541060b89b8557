import Foundation

/// The lines and placeholders a text is drawn with besides its glyphs: SwiftUI's
/// `strikethrough(_:color:)` and `underline(_:color:)`
/// (https://developer.apple.com/documentation/swiftui/text/strikethrough(_:color:)) and
/// `redacted(reason: .placeholder)` (https://developer.apple.com/documentation/swiftui/view/redacted(reason:)),
/// inherited down the tree like the font.
public struct TextDecorations: Hashable, Sendable {
  /// A line along the text; a nil colour draws it in the text's foreground style.
  public struct Line: Hashable, Sendable {
    public var color: Color?
    public init(color: Color?) { self.color = color }
  }

  public var strikethrough: Line?
  public var underline: Line?
  /// `.redacted(reason: .placeholder)`: each line of text is drawn as a rounded bar in its
  /// foreground style instead of glyphs, keeping the text's layout.
  public var isPlaceholder = false

  public init() {}

  var isEmpty: Bool { strikethrough == nil && underline == nil && !isPlaceholder }
}

/// A text's decorations, resolved to paints, as the display list draws them (`TextLayout.decorations`).
struct ResolvedTextDecorations {
  var strikethrough: StylePaint?
  var underline: StylePaint?
  var isPlaceholder = false

  /// Where the lines go, as fractions of the font size, an approximation of SF Pro's metrics (its
  /// strikeout sits near half the x-height, its underline just under the baseline; both about
  /// 1/17 em thick, a point at body size). Offsets are from the baseline, down positive.
  static let thicknessPerSize = 1.0 / 17
  static let strikethroughCentre = -0.28
  static let underlineCentre = 0.12

  /// The bar a placeholder draws for a line `width` wide in a line box `lineHeight` tall: SwiftUI's
  /// redaction bars are a little shorter than the line and round-ended.
  static func placeholderBar(x: Double, y: Double, width: Double, lineHeight: Double) -> (rect: CGRect, radius: Double) {
    let height = (lineHeight * 0.7).rounded()
    return (CGRect(x: x, y: y + (lineHeight - height) / 2, width: width, height: height), height / 4)
  }
}
