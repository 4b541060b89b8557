/// Size of a laid-out text run, in points. The text's layout box is `width × (ascent + descent)`.
public struct TextMetrics: Hashable, Sendable {
  public var width: Double
  public var ascent: Double
  public var descent: Double
  public var height: Double { ascent + descent }

  public init(width: Double, ascent: Double, descent: Double) {
    self.width = width; self.ascent = ascent; self.descent = descent
  }
}

/// Measures text for layout. Injected, so layout runs without Cairo in tests.
///
/// Implementations must agree with the rasterizer that draws the same `TextRun`: the run is drawn
/// with its layout box's top-left corner at the item's origin.
public protocol TextMeasurer {
  func measure(_ text: String, font: FontDescriptor) -> TextMetrics
  /// `text` with parts in fonts of their own (``TextSpan``): the line as the rasterizer draws it.
  func measure(_ text: String, font: FontDescriptor, spans: [TextSpan]) -> TextMetrics
}

extension TextMeasurer {
  /// Each part measured on its own and the widths added; the tallest part sets the ascent and descent.
  public func measure(_ text: String, font: FontDescriptor, spans: [TextSpan]) -> TextMetrics {
    guard !spans.isEmpty else { return measure(text, font: font) }
    let bytes = Array(text.utf8)
    var parts: [(Range<Int>, FontDescriptor)] = []
    var at = 0
    for span in spans {
      if span.start > at { parts.append((at..<span.start, font)) }
      parts.append((span.start..<span.end, span.font))
      at = span.end
    }
    if at < bytes.count { parts.append((at..<bytes.count, font)) }
    var total = TextMetrics(width: 0, ascent: measure(" ", font: font).ascent, descent: measure(" ", font: font).descent)
    for (range, f) in parts {
      let m = measure(String(decoding: bytes[range], as: UTF8.self), font: f)
      total.width += m.width
      total.ascent = max(total.ascent, m.ascent)
      total.descent = max(total.descent, m.descent)
    }
    return total
  }
}

/// A deterministic measurer for tests: every character is `0.6 × size` wide, ascent 0.8, descent 0.2.
public struct FixedTextMeasurer: TextMeasurer, Sendable {
  public init() {}
  public func measure(_ text: String, font: FontDescriptor) -> TextMetrics {
    TextMetrics(width: Double(text.count) * font.size * 0.6, ascent: font.size * 0.8, descent: font.size * 0.2)
  }
}
