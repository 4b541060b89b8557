import Foundation
import Graphics

/// Remembers text measurements: the same strings are measured every frame.
final class CachingMeasurer: TextMeasurer {
  let base: any TextMeasurer
  private var cache: [Key: TextMetrics] = [:]
  private struct Key: Hashable { var text: String; var font: FontDescriptor; var spans: [TextSpan] = [] }

  /// Symbol images composed once per runtime (from the base's icon-font outlines, if it has them).
  lazy var symbols = SymbolImageCache(glyphs: base as? any SymbolGlyphSource)

  init(_ base: any TextMeasurer) { self.base = base }

  func measure(_ text: String, font: FontDescriptor) -> TextMetrics {
    let key = Key(text: text, font: font)
    if let m = cache[key] { return m }
    let m = base.measure(text, font: font)
    cache[key] = m
    return m
  }

  func measure(_ text: String, font: FontDescriptor, spans: [TextSpan]) -> TextMetrics {
    guard !spans.isEmpty else { return measure(text, font: font) }
    let key = Key(text: text, font: font, spans: spans)
    if let m = cache[key] { return m }
    let m = base.measure(text, font: font, spans: spans)
    cache[key] = m
    return m
  }
}
