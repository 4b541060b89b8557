import Foundation
import Graphics

/// SwiftUI's `TextAlignment` for lines of wrapped text.
public enum TextAlignment: String, Hashable, Sendable { case leading, center, trailing }

/// A part of a text in a style of its own (`Text` joined with `+`, Markdown): its characters (by
/// `Character` offset in the text) and the font, colour and lines it is drawn with.
struct TextPart {
  var range: Range<Int>
  var font: FontDescriptor
  var color: RGBAColor?
  var underline: RGBAColor?
  var strikethrough: RGBAColor?
}

/// Breaks a text into lines for a proposed width, as `Text` does: one line if it fits, otherwise
/// greedy word wrapping (a word wider than the line is broken between characters). A text with parts
/// is measured with them, and each line carries the parts it holds as spans of its own.
final class TextLayout {
  struct Line {
    var text: String
    var width: Double
    var spans: [TextSpan] = []
  }

  let text: String
  let font: FontDescriptor
  let alignment: TextAlignment
  let lineLimit: Int?
  /// Lines of height the text takes at least, however few it has.
  let minimumLines: Int
  let truncation: TruncationMode
  /// Points added between lines (`.lineSpacing`).
  let lineSpacing: Double
  /// From one line's top to the next one's.
  var linePitch: Double { lineHeight + lineSpacing }
  private let measurer: any TextMeasurer
  private let parts: [TextPart]
  /// Each character's part (an index into `parts`, −1 for none); empty when there are no parts.
  private let partOf: [Int]
  private var cache: [Double: [Line]] = [:]
  private(set) var lineHeight = 0.0
  /// Distance from a line's top to its baseline.
  private(set) var ascent = 0.0
  private(set) var idealWidth = 0.0
  /// Lines through or under the text, or placeholder bars in place of it (set by the resolver).
  var decorations = ResolvedTextDecorations()
  /// `minimumScaleFactor(_:)`: how far the font may shrink so the lines are not cut (1: never).
  let minimumScaleFactor: Double
  /// `allowsTightening(_:)`: the letter spacing may tighten so the lines are not cut.
  let allowsTightening: Bool
  /// The layout each width draws with; nil: this one (not kept in itself, which would never be freed).
  private var fittedCache: [Double: TextLayout?] = [:]

  init(text: String, font: FontDescriptor, alignment: TextAlignment, lineLimit: Int?, minimumLines: Int = 0,
       truncation: TruncationMode = .tail, lineSpacing: Double = 0, parts: [TextPart] = [], measurer: any TextMeasurer,
       minimumScaleFactor: Double = 1, allowsTightening: Bool = false) {
    self.text = text; self.font = font; self.alignment = alignment; self.lineLimit = lineLimit
    self.allowsTightening = allowsTightening
    self.minimumScaleFactor = minimumScaleFactor.isFinite ? min(1, max(0.01, minimumScaleFactor)) : 1
    self.minimumLines = max(0, minimumLines); self.truncation = truncation
    self.lineSpacing = lineSpacing.isFinite ? max(0, lineSpacing) : 0
    self.measurer = measurer
    self.parts = parts
    var partOf: [Int] = []
    if !parts.isEmpty {
      partOf = Array(repeating: -1, count: text.count)
      for (i, part) in parts.enumerated() {
        for k in part.range.clamped(to: 0..<partOf.count) { partOf[k] = i }
      }
    }
    self.partOf = partOf
    // Explicit line breaks count; the ideal width is the widest of them. The tallest part sets the line.
    let m = text.isEmpty ? measurer.measure(" ", font: font) : line(Piece(text: text, from: 0, partOf: partOf)).metrics
    lineHeight = m.height
    ascent = m.ascent
    var widest = 0.0, offset = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      widest = max(widest, line(Piece(text: String(paragraph), from: offset, partOf: partOf)).metrics.width)
      offset += paragraph.count + 1
    }
    idealWidth = widest
  }

  /// The lines for a proposed width (nil or infinite: no wrapping).
  func lines(for width: Double?) -> [Line] {
    let key = width.map { $0.isFinite ? $0 : -1 } ?? -1
    if let l = cache[key] { return l }
    var pieces: [Piece] = []
    var offset = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      pieces += wrap(Piece(text: String(paragraph), from: offset, partOf: partOf), width: key < 0 ? nil : max(0, key))
      offset += paragraph.count + 1
    }
    if let limit = lineLimit, limit > 0, pieces.count > limit {
      switch truncation {
      case .tail:
        pieces = Array(pieces.prefix(limit))
        pieces[limit - 1] = pieces[limit - 1] + .ellipsis(after: pieces[limit - 1])
      case .head:
        pieces = Array(pieces.suffix(limit))
        pieces[0] = .ellipsis(before: pieces[0]) + pieces[0]
      case .middle:
        // The cut line keeps the first half of its own text and the end of the text's last line.
        let cut = pieces[limit - 1], end = pieces[pieces.count - 1]
        let head = cut.prefix(cut.count / 2)
        pieces = Array(pieces.prefix(limit))
        pieces[limit - 1] = head + .ellipsis(after: head) + end.suffix((cut.count + 1) / 2)
      }
    }
    let out = pieces.map { line($0).line }
    cache[key] = out
    return out
  }

  func size(for width: Double?) -> CGSize {
    let fitted = self.fitted(for: width)
    if fitted !== self { return fitted.size(for: width) }
    let l = lines(for: width)
    let lines = Double(max(1, l.count, minimumLines))
    return CGSize(width: l.map(\.width).max() ?? 0, height: lines * lineHeight + (lines - 1) * lineSpacing)
  }

  /// The layout the text is drawn with in `width`: this one, or, where its lines would be cut (more
  /// lines than its limit, or a word wider than the width) and it may shrink, the same text at the
  /// largest font scale down to `minimumScaleFactor` whose lines are not cut, or at that factor if
  /// none is (https://developer.apple.com/documentation/swiftui/view/minimumscalefactor(_:)). The
  /// scale is found to 1/128 of the range by bisection.
  /// With `allowsTightening`, tightening comes first: see ``tightened(for:)``.
  func fitted(for width: Double?) -> TextLayout {
    guard minimumScaleFactor < 1 || allowsTightening, let width, width.isFinite, width > 0 else { return self }
    // Asked again every frame the text is drawn: the answer (this layout too) is kept per width.
    if let known = fittedCache[width] { return known ?? self }
    if fits(width) || (!allowsTightening && minimumScaleFactor >= 1) {
      fittedCache[width] = .some(nil)
      return self
    }
    if allowsTightening, let tight = tightened(for: width) {
      fittedCache[width] = tight
      return tight
    }
    guard minimumScaleFactor < 1 else {
      fittedCache[width] = .some(nil)
      return self
    }
    var low = minimumScaleFactor, high = 1.0
    var best = scaled(low)
    if best.fits(width) {
      for _ in 0..<7 {
        let mid = (low + high) / 2, candidate = scaled(mid)
        if candidate.fits(width) { (low, best) = (mid, candidate) } else { high = mid }
      }
    }
    fittedCache[width] = best
    return best
  }

  /// Whether the text's lines in `width` are all drawn whole: no more than the limit, none wider.
  private func fits(_ width: Double) -> Bool {
    var count = 0, offset = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let pieces = wrap(Piece(text: String(paragraph), from: offset, partOf: partOf), width: width)
      count += pieces.count
      if pieces.contains(where: { line($0).line.width > width + 1e-9 }) { return false }
      offset += paragraph.count + 1
    }
    if let limit = lineLimit, limit > 0, count > limit { return false }
    return true
  }

  /// This text with every font (its own and its parts') at `scale` of its size.
  private func scaled(_ scale: Double) -> TextLayout {
    changingFonts {
      $0.size *= scale
      $0.tracking *= scale
    }
  }

  /// This text with its letter spacing tightened just enough that its widest line fits `width`, if
  /// that line is at most 5 % wider than `width`; nil otherwise (the text is cut as it is). Apple
  /// publishes the rule for its text system: tightening is tried before truncating "provided that the
  /// ratio of the text width to the line fragment width does not exceed 1.0 +" the tightening factor,
  /// 0.05 by default (https://developer.apple.com/documentation/appkit/nsparagraphstyle/tighteningfactorfortruncation);
  /// UIKit's labels tighten the same way (`allowsDefaultTighteningForTruncation`).
  private func tightened(for width: Double) -> TextLayout? {
    guard idealWidth <= width * 1.05 else { return nil }
    // Tracking adds its points between each pair of characters of a line (graphemes − 1 gaps).
    let gaps = text.split(separator: "\n", omittingEmptySubsequences: false).map { max(0, $0.count - 1) }.max() ?? 0
    guard gaps > 0 else { return nil }
    var squeeze = (idealWidth - width) / Double(gaps)
    for _ in 0..<4 {
      let candidate = changingFonts { $0.tracking -= squeeze }
      if candidate.fits(width) { return candidate }
      squeeze += 0.01
    }
    return nil
  }

  /// This text with `change` applied to every font (its own and its parts').
  private func changingFonts(_ change: (inout FontDescriptor) -> Void) -> TextLayout {
    var own = font
    change(&own)
    let l = TextLayout(text: text, font: own, alignment: alignment, lineLimit: lineLimit, minimumLines: minimumLines,
                       truncation: truncation, lineSpacing: lineSpacing,
                       parts: parts.map { var p = $0; change(&p.font); return p }, measurer: measurer)
    l.decorations = decorations
    return l
  }

  /// Characters of the text with the part each is in, as lines are cut from it.
  private struct Piece {
    var text: String
    /// Each character's part; empty when the text has no parts.
    var parts: [Int] = []
    var count: Int { text.count }

    init(text: String, parts: [Int] = []) { self.text = text; self.parts = parts }
    init(text: String, from offset: Int, partOf: [Int]) {
      self.text = text
      if !partOf.isEmpty { parts = Array(partOf[offset..<min(partOf.count, offset + text.count)]) }
    }

    static func + (a: Piece, b: Piece) -> Piece {
      Piece(text: a.text + b.text, parts: a.parts.isEmpty && b.parts.isEmpty ? [] : a.partsOrNone + b.partsOrNone)
    }
    private var partsOrNone: [Int] { parts.isEmpty ? Array(repeating: -1, count: count) : parts }

    func prefix(_ n: Int) -> Piece { Piece(text: String(text.prefix(n)), parts: Array(parts.prefix(n))) }
    func suffix(_ n: Int) -> Piece { Piece(text: String(text.suffix(n)), parts: Array(parts.suffix(n))) }
    /// "…" in the style of the character before it (or after it, at a line's start).
    static func ellipsis(after p: Piece) -> Piece { Piece(text: "…", parts: p.parts.last.map { [$0] } ?? []) }
    static func ellipsis(before p: Piece) -> Piece { Piece(text: "…", parts: p.parts.first.map { [$0] } ?? []) }
  }

  /// A piece as a line: its text, its parts as spans over its UTF-8 bytes, and its measured size.
  private func line(_ piece: Piece) -> (line: Line, metrics: TextMetrics) {
    guard piece.parts.contains(where: { $0 >= 0 }) else {
      let m = measurer.measure(piece.text, font: font)
      return (Line(text: piece.text, width: m.width), m)
    }
    var spans: [TextSpan] = []
    var byte = 0
    for (ch, p) in zip(piece.text, piece.parts) {
      let next = byte + ch.utf8.count
      if p >= 0 {
        let part = parts[p]
        if let last = spans.last, last.end == byte, last.font == part.font, last.color == part.color,
           last.underline == part.underline, last.strikethrough == part.strikethrough {
          spans[spans.count - 1].end = next
        } else {
          spans.append(TextSpan(start: byte, end: next, font: part.font, color: part.color, underline: part.underline,
                                strikethrough: part.strikethrough))
        }
      }
      byte = next
    }
    let m = measurer.measure(piece.text, font: font, spans: spans)
    return (Line(text: piece.text, width: m.width, spans: spans), m)
  }

  private func wrap(_ paragraph: Piece, width limit: Double?) -> [Piece] {
    let whole = line(paragraph).metrics.width
    guard let limit, whole > limit + 1e-9 else { return [paragraph] }
    func width(_ p: Piece) -> Double { line(p).metrics.width }
    let chars = Array(paragraph.text)
    func piece(_ range: Range<Int>) -> Piece {
      Piece(text: String(chars[range]), parts: paragraph.parts.isEmpty ? [] : Array(paragraph.parts[range]))
    }
    var words: [Range<Int>] = []
    var start = 0
    for (i, ch) in chars.enumerated() where ch == " " {
      if i > start { words.append(start..<i) }
      start = i + 1
    }
    if chars.count > start { words.append(start..<chars.count) }
    var lines: [Piece] = []
    var current: Piece?
    for range in words {
      let word = piece(range)
      // The space joining two words keeps the style of the space before the word.
      let candidate = current.map { $0 + piece(range.lowerBound - 1..<range.lowerBound) + word } ?? word
      if width(candidate) <= limit + 1e-9 {
        current = candidate
        continue
      }
      if let current { lines.append(current) }
      current = nil
      // A word wider than the line is broken between characters (at least one per line). Only the
      // pieces are measured, never the remainder, so a 40,000-character word costs O(n), not O(n²).
      var from = range.lowerBound
      while true {
        var end = from
        while end < range.upperBound, end == from || width(piece(from..<end + 1)) <= limit + 1e-9 { end += 1 }
        if end == range.upperBound { current = piece(from..<end); break }  // the remainder fits on the line
        lines.append(piece(from..<end))
        from = end
      }
    }
    if let current { lines.append(current) } else if lines.isEmpty { lines.append(Piece(text: "")) }
    return lines
  }
}
