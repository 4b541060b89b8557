import Foundation
import Graphics

/// SwiftUI's `TextAlignment` for lines of wrapped text.
public enum TextAlignment: String, Hashable, Sendable { case leading, center, trailing }

/// Breaks a text into lines for a proposed width, as `Text` does: one line if it fits, otherwise
/// greedy word wrapping (a word wider than the line is broken between characters).
final class TextLayout {
  struct Line {
    var text: String
    var width: Double
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
  private var cache: [Double: [Line]] = [:]
  let lineHeight: Double
  /// Distance from a line's top to its baseline.
  let ascent: Double
  let idealWidth: Double
  /// Lines through or under the text, or placeholder bars in place of it (set by the resolver).
  var decorations = ResolvedTextDecorations()

  init(text: String, font: FontDescriptor, alignment: TextAlignment, lineLimit: Int?, minimumLines: Int = 0,
       truncation: TruncationMode = .tail, lineSpacing: Double = 0, measurer: any TextMeasurer) {
    self.text = text; self.font = font; self.alignment = alignment; self.lineLimit = lineLimit
    self.minimumLines = max(0, minimumLines); self.truncation = truncation
    self.lineSpacing = lineSpacing.isFinite ? max(0, lineSpacing) : 0
    self.measurer = measurer
    // Explicit line breaks count; the ideal width is the widest of them.
    let m = measurer.measure(text.isEmpty ? " " : text, font: font)
    lineHeight = m.height
    ascent = m.ascent
    idealWidth = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { measurer.measure(String($0), font: font).width }.max() ?? m.width
  }

  /// The lines for a proposed width (nil or infinite: no wrapping).
  func lines(for width: Double?) -> [Line] {
    let key = width.map { $0.isFinite ? $0 : -1 } ?? -1
    if let l = cache[key] { return l }
    var out: [Line] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      out += wrap(paragraph, width: key < 0 ? nil : max(0, key))
    }
    if let limit = lineLimit, limit > 0, out.count > limit {
      switch truncation {
      case .tail:
        out = Array(out.prefix(limit))
        let last = out[limit - 1].text + "…"
        out[limit - 1] = Line(text: last, width: measuredWidth(of: last))
      case .head:
        out = Array(out.suffix(limit))
        let first = "…" + out[0].text
        out[0] = Line(text: first, width: measuredWidth(of: first))
      case .middle:
        // The cut line keeps the first half of its own text and the end of the text's last line.
        let cut = out[limit - 1].text, end = out[out.count - 1].text
        let joined = String(cut.prefix(cut.count / 2)) + "…" + String(end.suffix((cut.count + 1) / 2))
        out = Array(out.prefix(limit))
        out[limit - 1] = Line(text: joined, width: measuredWidth(of: joined))
      }
    }
    cache[key] = out
    return out
  }

  func size(for width: Double?) -> CGSize {
    let l = lines(for: width)
    let lines = Double(max(1, l.count, minimumLines))
    return CGSize(width: l.map(\.width).max() ?? 0, height: lines * lineHeight + (lines - 1) * lineSpacing)
  }

  private func measuredWidth(of s: String) -> Double { measurer.measure(s, font: font).width }

  private func wrap(_ paragraph: String, width limit: Double?) -> [Line] {
    let whole = measuredWidth(of: paragraph)
    guard let limit, whole > limit + 1e-9 else { return [Line(text: paragraph, width: whole)] }
    var lines: [Line] = []
    var current = ""
    for word in paragraph.split(separator: " ").map(String.init) {
      let candidate = current.isEmpty ? word : current + " " + word
      if measuredWidth(of: candidate) <= limit + 1e-9 {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(Line(text: current, width: measuredWidth(of: current))) }
      // A word wider than the line is broken between characters (at least one per line). Only the
      // pieces are measured, never the remainder, so a 40,000-character word costs O(n), not O(n²).
      var rest = Substring(word)
      while true {
        var piece = ""
        var end = rest.startIndex
        for ch in rest {
          if !piece.isEmpty && measuredWidth(of: piece + String(ch)) > limit + 1e-9 { break }
          piece.append(ch)
          end = rest.index(after: end)
        }
        if end == rest.endIndex { current = piece; break }  // the remainder fits on the line
        lines.append(Line(text: piece, width: measuredWidth(of: piece)))
        rest = rest[end...]
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(Line(text: current, width: measuredWidth(of: current))) }
    return lines
  }
}
