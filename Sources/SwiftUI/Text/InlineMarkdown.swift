import Foundation
import ViewRuntime

/// The inline Markdown SwiftUI reads in a `Text` made from a string literal (a `LocalizedStringKey`):
/// `**strong**` / `__strong__`, `*emphasis*` / `_emphasis_`, `` `code` ``, `~~strike~~`, `[link](url)`
/// and backslash escapes (https://developer.apple.com/documentation/swiftui/text, "Styling the view's
/// text"; delimiters follow CommonMark's flanking rules, so `5 * 3` and `snake_case` stay as written).
///
/// A style spanning the whole string is applied to the text; a style covering part of it is a span.
/// A link's words are drawn in the tint, as SwiftUI draws them.
struct InlineMarkdown {
  enum Style: Hashable { case strong, emphasis, code, strike, link, symbol }

  /// The text without its markers.
  private(set) var text = ""
  /// The styles that cover all of `text`.
  private(set) var whole: Set<Style> = []
  /// Every style read, with the characters of `text` it covers.
  private var styled: [(range: Range<Int>, style: Style)] = []

  init(_ source: String) {
    let chars = Array(source)
    guard chars.contains(where: { "*_`~[\\".contains($0) || $0.unicodeScalars.first.map(Self.isPrivateUse) == true }) else {
      text = source
      return
    }
    var spans: [(range: Range<Int>, style: Style)] = []
    var out: [Character] = []
    var i = 0

    func isSpace(_ c: Character?) -> Bool { c.map { $0.isWhitespace } ?? true }
    func isWord(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber } ?? false }
    /// The index of the closing `delimiter` for one opening at `start` (its content from `from`), if any.
    func closing(_ delimiter: [Character], from: Int) -> Int? {
      var j = from
      while j + delimiter.count <= chars.count {
        if chars[j] == "\\" { j += 2; continue }
        if Array(chars[j..<j + delimiter.count]) == delimiter, j > from, !isSpace(chars[j - 1]) {
          let after = j + delimiter.count < chars.count ? chars[j + delimiter.count] : nil
          if delimiter.first != "_" || !isWord(after) { return j }
        }
        j += 1
      }
      return nil
    }

    while i < chars.count {
      let c = chars[i]
      let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
      if c == "\\", let n = next, "*_`~[]()\\".contains(n) { out.append(n); i += 2; continue }
      if c == "`", let end = chars[(i + 1)...].firstIndex(of: "`") {
        let start = out.count
        // A code span is shown as written; only the escapes of interpolated values are undone.
        var k = i + 1
        while k < end {
          if chars[k] == "\\", k + 1 < end, "*_`~[]()\\".contains(chars[k + 1]) { k += 1 }
          out.append(chars[k])
          k += 1
        }
        spans.append((start..<out.count, .code))
        i = end + 1
        continue
      }
      if c == "[", let close = chars[(i + 1)...].firstIndex(of: "]"), close + 1 < chars.count, chars[close + 1] == "(",
         let paren = chars[(close + 2)...].firstIndex(of: ")") {
        // The link's words; SwiftUI draws them in the tint, a still shows them as the text.
        let inner = InlineMarkdown(String(chars[(i + 1)..<close]))
        let start = out.count
        out.append(contentsOf: inner.text)
        spans.append((start..<out.count, .link))
        for s in inner.styled { spans.append(((s.range.lowerBound + start)..<(s.range.upperBound + start), s.style)) }
        i = paren + 1
        continue
      }
      var consumed = false
      for (delimiter, style) in [(Array("**"), Style.strong), (Array("__"), .strong), (Array("~~"), .strike),
                                 (Array("*"), .emphasis), (Array("_"), .emphasis)] {
        let n = delimiter.count
        guard i + n <= chars.count, Array(chars[i..<i + n]) == delimiter else { continue }
        let after: Character? = i + n < chars.count ? chars[i + n] : nil
        let before: Character? = i > 0 ? chars[i - 1] : nil
        // Left-flanking: not followed by a space; an underscore also not inside a word.
        guard !isSpace(after), delimiter.first != "_" || !isWord(before), let end = closing(delimiter, from: i + n) else { continue }
        let inner = InlineMarkdown(String(chars[(i + n)..<end]))
        let start = out.count
        out.append(contentsOf: inner.text)
        spans.append((start..<out.count, style))
        for s in inner.styled { spans.append(((s.range.lowerBound + start)..<(s.range.upperBound + start), s.style)) }
        i = end + n
        consumed = true
        break
      }
      if !consumed {
        // Nothing starts here: the character as written. A Private Use Area character is an interpolated
        // symbol's glyph (no text font has one), drawn in the icon font.
        if c.unicodeScalars.first.map(Self.isPrivateUse) == true { spans.append((out.count..<(out.count + 1), .symbol)) }
        out.append(c)
        i += 1
      }
    }
    text = String(out)
    whole = Set(spans.filter { $0.range == 0..<out.count && !out.isEmpty }.map(\.style))
    styled = spans
  }

  /// The styles covering part of the text, as spans of a `Text`.
  var spans: [_TextSpan] {
    styled.filter { !whole.contains($0.style) || $0.range != 0..<text.count }.map { _TextSpan(range: $0.range, attributes: [Self.attribute($0.style)]) }
  }

  private static func attribute(_ style: Style) -> _TextAttribute {
    switch style {
    case .strong: .bold(true)
    case .emphasis: .italic(true)
    case .code: .fontDesign(.monospaced)
    case .strike: .strikethrough(true, nil)
    case .link: .foregroundStyle([ViewRuntime.AnyShapeStyle(ViewRuntime.TintShapeStyle())])
    case .symbol: .inlineSymbol
    }
  }

  static func isPrivateUse(_ s: Unicode.Scalar) -> Bool { (0xE000...0xF8FF).contains(s.value) || s.value >= 0xF0000 }

  /// `text` with every character Markdown reads escaped, so it is shown as written.
  static func escaped(_ text: String) -> String {
    guard text.contains(where: { "*_`~[]()\\".contains($0) }) else { return text }
    return String(text.flatMap { "*_`~[]()\\".contains($0) ? ["\\", $0] : [$0] })
  }

  /// The text as a node: the whole-text styles applied, innermost, and the partial ones as spans.
  var node: ViewNode {
    var n: ViewNode = spans.isEmpty ? .text(text) : .styledText(text, spans.map(\.node))
    if whole.contains(.strong) { n = .modified(n, .bold(true)) }
    if whole.contains(.emphasis) { n = .modified(n, .italic(true)) }
    if whole.contains(.code) { n = .modified(n, .fontDesign(.monospaced)) }
    if whole.contains(.strike) { n = .modified(n, .strikethrough(true, color: nil)) }
    if whole.contains(.link) { n = .modified(n, Self.attribute(.link).modifier) }
    if whole.contains(.symbol) { n = .modified(n, Self.attribute(.symbol).modifier) }
    return n
  }
}
