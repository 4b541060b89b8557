import CCairo
import Foundation
import Graphics

/// Lays out text with Pango + HarfBuzz against the pinned fonts, once per distinct (text, font).
///
/// Not thread-safe (Pango font maps are not): the owner serialises access.
final class TextShaper {
  private struct Key: Hashable {
    var text: String
    var font: FontDescriptor
    var spans: [TextSpan]
  }

  /// Pango keeps sizes in 1/1024 pt integers; far below its limit, far above any sensible text.
  static let maxFontSize = 10_000.0

  let library: FontLibrary
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  private let context: OpaquePointer
  private var cache: BoundedCache<Key, ShapedText>

  init(library: FontLibrary, maxLayouts: Int = 2048) {
    self.library = library
    let fontMap = library.makeFontMap()
    self.fontMap = fontMap
    context = FontStackLock.run { pango_font_map_create_context(fontMap) }
    // Pinned glyph rendering: grayscale antialiasing, no hinting, unhinted metrics, so a layout
    // made once in points is valid at every device scale and transform.
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_cairo_context_set_resolution(context, 72)
    // A fixed language instead of the process locale's: the language picks OpenType `locl` glyph
    // variants (Han forms in the CJK fonts, for one), so LANG must not change pixels.
    pango_context_set_language(context, pango_language_from_string("en-us"))
    // Unrounded positions: glyph advances stay exact fractions of a point at any scale.
    pango_context_set_round_glyph_positions(context, 0)
    cache = BoundedCache(costLimit: maxLayouts)
  }

  deinit {
    FontStackLock.run {
      cache.removeAll()
      g_object_unref(UnsafeMutableRawPointer(context))
      g_object_unref(UnsafeMutableRawPointer(fontMap))
    }
  }

  var cachedLayoutCount: Int { cache.count }

  /// The layout of `text` in `font`. A character no pinned font covers is reported in
  /// `ShapedText.missingCharacter` (the layout still measures), and callers that draw throw on it.
  func shape(_ text: String, font: FontDescriptor, spans: [TextSpan] = []) throws -> ShapedText {
    let key = Key(text: text, font: font, spans: spans)
    if let hit = cache.value(for: key) { return hit }
    return try FontStackLock.run { try shapeAnew(text, font: font, spans: spans, key: key) }
  }

  private func shapeAnew(_ text: String, font: FontDescriptor, spans: [TextSpan], key: Key) throws -> ShapedText {
    for f in [font] + spans.map(\.font) where !(f.size.isFinite && f.size > 0 && f.size <= Self.maxFontSize) {
      throw CairoRendererError.unsupportedFontSize(f.size, text: text)
    }
    let layout = pango_layout_new(context)!
    let description = fontDescription(font)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    if font.tracking != 0 && font.tracking.isFinite || !spans.isEmpty {
      // Pango's letter spacing puts half the space before and half after each grapheme and trims
      // both ends of the line, so a line of n graphemes grows by tracking × (n − 1).
      let attributes = pango_attr_list_new()
      if font.tracking != 0, font.tracking.isFinite {
        pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Int32((font.tracking * Double(PANGO_SCALE)).rounded())))
      }
      for span in spans { insert(span, base: font, into: attributes, length: text.utf8.count) }
      pango_layout_set_attributes(layout, attributes)
      pango_attr_list_unref(attributes)
    }
    pango_layout_set_text(layout, text, -1)
    var missing: Unicode.Scalar?
    if pango_layout_get_unknown_glyphs_count(layout) > 0 {
      missing = Self.firstUnknownCharacter(in: layout)
    }
    let lineBox = try font.lineBox.map { box in
      // The design font's own line (a space in it) tells how much taller a fallback font made this one.
      let own = text == " " ? nil : try shape(" ", font: font).naturalMetrics
      return ShapedText.LineBox(ascent: box.ascent * font.size, descent: box.descent * font.size, designFont: own)
    }
    let shaped = ShapedText(text: text, layout: layout, missingCharacter: missing, bitmapFamily: library.fonts.emojiFamily, lineBox: lineBox)
    cache.insert(shaped, for: key, cost: 1)
    return shaped
  }

  /// Pango marks a glyph it found in no font as `PANGO_GLYPH_UNKNOWN_FLAG | codepoint`.
  private static func firstUnknownCharacter(in layout: OpaquePointer) -> Unicode.Scalar? {
    let unknownFlag: UInt32 = 0x1000_0000
    guard let iter = pango_layout_get_iter(layout) else { return nil }
    defer { pango_layout_iter_free(iter) }
    repeat {
      if let run = pango_layout_iter_get_run_readonly(iter), let glyphs = run.pointee.glyphs {
        for i in 0..<Int(glyphs.pointee.num_glyphs) {
          let glyph = glyphs.pointee.glyphs[i].glyph
          if glyph & unknownFlag != 0, let scalar = Unicode.Scalar(glyph & ~unknownFlag) { return scalar }
        }
      }
    } while pango_layout_iter_next_run(iter) != 0
    return nil
  }
}
