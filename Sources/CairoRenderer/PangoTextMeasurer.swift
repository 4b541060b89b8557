import Foundation
import Graphics

/// Measures text exactly as `CairoRasterizer` lays it out and draws it: same pinned fonts, same
/// Pango settings, layouts in points with the layout box's top-left at the origin.
///
/// Safe to share between threads (calls are serialised). Layouts are cached per (text, font).
public final class PangoTextMeasurer: TextMeasurer, SymbolGlyphSource, @unchecked Sendable {
  private let lock = NSLock()
  private let shaper: TextShaper
  /// Icon-font outlines for symbol images, decoded once each (see ``SymbolGlyphOutlines``).
  public let symbolGlyphs: SymbolGlyphOutlines

  public init(fonts: FontLibrary) {
    shaper = TextShaper(library: fonts)
    symbolGlyphs = SymbolGlyphOutlines(library: fonts)
  }

  /// A measurer over the default pinned Debian fonts.
  public convenience init() throws {
    self.init(fonts: try FontLibrary())
  }

  /// The metrics of `text`. A glyph missing from every pinned font still measures (as Pango's
  /// hex box); the rasterizer throws when it is asked to draw it. Use `metrics(of:font:)` to fail early.
  public func measure(_ text: String, font: FontDescriptor) -> TextMetrics {
    (try? metrics(of: text, font: font, requireGlyphs: false)) ?? TextMetrics(width: 0, ascent: 0, descent: 0)
  }

  /// `text` with its spans, laid out as one line as the rasterizer draws it.
  public func measure(_ text: String, font: FontDescriptor, spans: [TextSpan]) -> TextMetrics {
    lock.lock()
    defer { lock.unlock() }
    return (try? shaper.shape(text, font: font, spans: spans).metrics) ?? TextMetrics(width: 0, ascent: 0, descent: 0)
  }

  /// The metrics of `text`, throwing `missingGlyph` or `nonFiniteGeometry` instead of guessing.
  public func metrics(of text: String, font: FontDescriptor) throws -> TextMetrics {
    try metrics(of: text, font: font, requireGlyphs: true)
  }

  /// The drawn area (ink ∪ layout box) of `text`, in points relative to the layout box's top-left.
  public func bounds(of text: String, font: FontDescriptor) throws -> CGRect {
    lock.lock()
    defer { lock.unlock() }
    return try shaper.shape(text, font: font).bounds
  }

  private func metrics(of text: String, font: FontDescriptor, requireGlyphs: Bool) throws -> TextMetrics {
    lock.lock()
    defer { lock.unlock() }
    let shaped = try shaper.shape(text, font: font)
    if requireGlyphs { try shaped.checkGlyphs() }
    return shaped.metrics
  }

  public func symbolGlyph(_ codepoint: UInt32) -> Path? { symbolGlyphs.symbolGlyph(codepoint) }
}
