import Foundation
import ViewRuntime

/// SwiftUI's `Text` (https://developer.apple.com/documentation/swiftui/text).
///
/// A `Text` is its string plus the text-returning modifiers applied to it, in call order; each
/// becomes the runtime modifier the view modifier of the same name builds, so `Text("a").bold()`
/// lowers as `Text("a")` with `.bold()`. Parts with styles of their own (`+`, Markdown,
/// `AttributedString` runs) are spans, each with its own modifiers.
public struct Text: Equatable {
  var content: String
  var attributes: [_TextAttribute] = []
  /// Parts in styles of their own, by `Character` offset; a later span wins where spans overlap.
  var spans: [_TextSpan] = []
  /// A live date style's text, which the scene clock rewrites (`content` is then empty).
  var live: LiveDateText? = nil
  /// The key and table of `Text(_:tableName:)`, looked up where the text is placed (its `\.locale`);
  /// `content` is the key's own text, shown without a catalog.
  var localized: LocalizedText? = nil

  public init(verbatim content: String) { self.content = content }
  /// Disfavoured, as SwiftUI's, so a literal is a `LocalizedStringKey` (and interpolates as one).
  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    if let pieces = key.styledPieces {
      // Interpolated texts with styles of their own: the pieces joined as `+` joins texts.
      self = pieces.map { piece -> Text in
        switch piece {
        case .markdown(let m): Text(LocalizedStringKey(markdown: m))
        case .text(let t): t
        }
      }.reduce(Text(verbatim: ""), +)
      return
    }
    content = key.text
    localized = LocalizedText(key: key, table: tableName)
  }

  /// `Text(Image(systemName:))`: the symbol inline, as a glyph of the icon font that stands for SF
  /// Symbols, sized by the font and coloured by the foreground like the words around it
  /// (https://developer.apple.com/documentation/swiftui/text/init(_:)-2xvlg). An asset image, or a name
  /// the icon font has no glyph for, shows nothing.
  public init(_ image: Image) {
    guard case .symbol(let node) = image.source, let glyph = InlineSymbol.character(for: node.systemName) else {
      content = ""
      return
    }
    content = String(glyph)
    attributes = [.inlineSymbol]
  }

  /// `Text(_:format:)`: the value as the format style prints it
  /// (https://developer.apple.com/documentation/swiftui/text/init(_:format:)).
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
    content = Text.sceneFormatted(input, format)
  }

  /// A value as a format style prints it in en_US, and dates in UTC, as every scene formats them (the
  /// interpreter's choice, so a render does not depend on the machine's locale and zone); plain spaces
  /// where ICU writes narrow no-break spaces (before AM/PM).
  static func sceneFormatted<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> String where F.FormatOutput == String {
    var style = format.locale(Locale(identifier: "en_US"))
    if var date = style as? Date.FormatStyle, let utc = TimeZone(identifier: "UTC") {
      date.timeZone = utc
      style = date as! F
    }
    return style.format(input).replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
  }

  /// This text with one more attribute.
  func adding(_ attribute: _TextAttribute) -> Text {
    var t = self
    t.attributes.append(attribute)
    return t
  }

  /// Concatenation (https://developer.apple.com/documentation/swiftui/text/+(_:_:)): each part keeps
  /// its styles. The attributes both parts start with style the whole (so its line height and layout
  /// follow them); a part with more becomes a span with all of its own, inner spans after it.
  public static func + (lhs: Text, rhs: Text) -> Text {
    let left = lhs.plain, right = rhs.plain
    var result = Text(verbatim: left.content + right.content)
    for (a, b) in zip(lhs.attributes, rhs.attributes) {
      guard a == b else { break }
      result.attributes.append(a)
    }
    result.spans = left.parts(beyond: result.attributes, at: 0) + right.parts(beyond: result.attributes, at: left.content.count)
    return result
  }

  /// This text with its Markdown read (a literal's `**bold**` as a span), as a concatenation needs it.
  private var plain: Text {
    guard let localized, live == nil else { return self }
    let markdown = InlineMarkdown(localized.key.markdown)
    var t = self
    t.content = markdown.text
    t.spans = markdown.spans + spans
    return t
  }

  /// Its spans at `offset` in a concatenation styled by `common`, each with this part's attributes
  /// after its own, and first a span of the whole part if it has attributes the whole does not.
  private func parts(beyond common: [_TextAttribute], at offset: Int) -> [_TextSpan] {
    let inner = spans.map { _TextSpan(range: ($0.range.lowerBound + offset)..<($0.range.upperBound + offset), attributes: $0.attributes + attributes) }
    guard attributes != common, !content.isEmpty else { return inner }
    return [_TextSpan(range: offset..<(offset + content.count), attributes: attributes)] + inner
  }
}

/// A part of a `Text` in a style of its own: its characters and its text modifiers, in call order.
struct _TextSpan: Equatable {
  var range: Range<Int>
  var attributes: [_TextAttribute]

  var node: TextSpanNode { TextSpanNode(range: range, modifiers: attributes.map(\.modifier)) }
}

/// A `Text`'s catalog key and table.
struct LocalizedText: Equatable {
  var key: LocalizedStringKey
  var table: String?
}

/// An attribute a text-returning modifier sets: the runtime modifier node of the same name.
public enum _TextAttribute: Equatable {
  case font(ViewRuntime.Font?)
  case fontWeight(ViewRuntime.Font.Weight?)
  case bold(Bool)
  case italic(Bool)
  case fontDesign(ViewRuntime.Font.Design?)
  case tracking(Double)
  case foregroundStyle([ViewRuntime.AnyShapeStyle])
  case strikethrough(Bool, ViewRuntime.Color?)
  case underline(Bool, ViewRuntime.Color?)
  case shadow(ViewRuntime.Color, radius: Double, x: Double, y: Double)
  /// The text is a symbol's glyph in the icon font (`Text(Image(systemName:))`).
  case inlineSymbol
  /// `textScale(_:isEnabled:)`: drawn at this factor of its font's size.
  case textScale(Double)

  var modifier: ViewModifierNode {
    switch self {
    case .font(let f): .font(f)
    case .fontWeight(let w): .fontWeight(w)
    case .bold(let b): .bold(b)
    case .italic(let i): .italic(i)
    case .fontDesign(let d): .fontDesign(d)
    case .tracking(let t): .tracking(t)
    case .foregroundStyle(let s): .foregroundStyle(s)
    case .strikethrough(let on, let color): .strikethrough(on, color: color)
    case .underline(let on, let color): .underline(on, color: color)
    case .shadow(let color, let radius, let x, let y): .shadow(color: color, radius: radius, x: x, y: y)
    case .inlineSymbol: .effect(InlineSymbolModifier())
    case .textScale(let factor): .effect(TextScaleModifier(factor))
    }
  }
}

extension Text: View, _PrimitiveView {
  public typealias Body = Never
  public var _node: ViewNode {
    let attributes = self.attributes
    func styled(_ node: ViewNode) -> ViewNode { attributes.reduce(node) { .modified($0, $1.modifier) } }
    if let live { return live.node(styled) }
    if let localized { return _StringLookup.node(localized.key, table: localized.table, style: styled) }
    return styled(spans.isEmpty ? .text(content) : .styledText(content, spans.map(\.node)))
  }
}
