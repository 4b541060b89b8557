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
}

/// A deterministic measurer for tests: every character is `0.6 × size` wide, ascent 0.8, descent 0.2.
public struct FixedTextMeasurer: TextMeasurer, Sendable {
  public init() {}
  public func measure(_ text: String, font: FontDescriptor) -> TextMetrics {
    TextMetrics(width: Double(text.count) * font.size * 0.6, ascent: font.size * 0.8, descent: font.size * 0.2)
  }
}
