import CCairo
import Foundation
import Graphics

/// Glyph outlines from the pinned icon font (Material Design Icons), extracted once per glyph
/// through Pango and Cairo (`pango_cairo_layout_path` → `cairo_copy_path`) and cached for the
/// life of the measurer, so a symbol drawn every frame is decoded once.
///
/// Thread-safe: calls are serialised (Pango font maps are not thread-safe).
public final class SymbolGlyphOutlines: SymbolGlyphSource, @unchecked Sendable {
  /// Glyphs are laid out this large (pixels per em) so the copied outline keeps its precision.
  static let emSize = 1000.0

  private let library: FontLibrary
  private let family: String
  private let lock = NSLock()
  private var fontMap: UnsafeMutablePointer<PangoFontMap>?
  private var context: OpaquePointer?
  private var cache: [UInt32: Path?] = [:]

  public init(library: FontLibrary) {
    self.library = library
    family = library.fonts.iconFamily ?? ""
  }

  deinit {
    FontStackLock.run {
      if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
      if let fontMap { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
    }
  }

  /// The number of glyphs decoded so far (each at most once).
  public var decodedCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return cache.count
  }

  public func symbolGlyph(_ codepoint: UInt32) -> Path? {
    lock.lock()
    defer { lock.unlock() }
    if let hit = cache[codepoint] { return hit }
    let path = family.isEmpty ? nil : FontStackLock.run { extract(codepoint) }
    cache[codepoint] = path
    return path
  }

  private func extract(_ codepoint: UInt32) -> Path? {
    guard let scalar = Unicode.Scalar(codepoint) else { return nil }
    if context == nil {
      let map = library.makeFontMap()
      fontMap = map
      context = pango_font_map_create_context(map)
      pango_cairo_context_set_resolution(context, 72)
    }
    let layout = pango_layout_new(context)!
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let description = pango_font_description_new()
    pango_font_description_set_family(description, family)
    pango_font_description_set_absolute_size(description, Self.emSize * Double(PANGO_SCALE))
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    pango_layout_set_text(layout, String(Character(scalar)), -1)
    // A codepoint the icon font lacks would come out as another font's glyph or a hex box.
    guard pango_layout_get_unknown_glyphs_count(layout) == 0, Self.usesOnly(family, layout) else { return nil }

    let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
    // Icon fonts put the em square's bottom on the baseline less the font's descent; the
    // font's own ascent and descent (in em) place the square: top = baseline − (1 − descent).
    let metrics = fontMetrics(layout)
    let top = baseline - Self.emSize * (1 - metrics.descent)
    cairo_move_to(cr, 0, 0)
    pango_cairo_layout_path(cr, layout)
    guard let copied = cairo_copy_path(cr) else { return nil }
    defer { cairo_path_destroy(copied) }
    guard copied.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
    var path = Path()
    let data = copied.pointee.data!
    var i = 0
    func point(_ k: Int) -> CGPoint {
      CGPoint(x: data[k].point.x / Self.emSize, y: (data[k].point.y - top) / Self.emSize)
    }
    // A move is kept only when something is drawn from it (the path starts with the layout's origin).
    var pendingMove: CGPoint?
    func flushMove() {
      if let m = pendingMove { path.move(to: m); pendingMove = nil }
    }
    while i < Int(copied.pointee.num_data) {
      let header = data[i].header
      switch header.type {
      case CAIRO_PATH_MOVE_TO: pendingMove = point(i + 1)
      case CAIRO_PATH_LINE_TO: flushMove(); path.addLine(to: point(i + 1))
      case CAIRO_PATH_CURVE_TO:
        flushMove()
        path.addCurve(to: point(i + 3), control1: point(i + 1), control2: point(i + 2))
      default: if pendingMove == nil { path.closeSubpath() }
      }
      i += Int(header.length)
    }
    return path.isEmpty ? nil : path
  }

  /// The descent of the font the layout used, as a fraction of the em.
  private func fontMetrics(_ layout: OpaquePointer) -> (ascent: Double, descent: Double) {
    let description = pango_layout_get_font_description(layout)
    let font = pango_font_map_load_font(fontMap, context, description)
    defer { if let font { g_object_unref(UnsafeMutableRawPointer(font)) } }
    guard let font, let m = pango_font_get_metrics(font, nil) else { return (1, 0) }
    defer { pango_font_metrics_unref(m) }
    let scale = Self.emSize * Double(PANGO_SCALE)
    return (Double(pango_font_metrics_get_ascent(m)) / scale, Double(pango_font_metrics_get_descent(m)) / scale)
  }

  /// Whether every run of the layout was shaped with `family` (not a fallback font).
  private static func usesOnly(_ family: String, _ layout: OpaquePointer) -> Bool {
    guard let iter = pango_layout_get_iter(layout) else { return false }
    defer { pango_layout_iter_free(iter) }
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iter) else { continue }
      let font = run.pointee.item.pointee.analysis.font
      let d = pango_font_describe(font)
      defer { pango_font_description_free(d) }
      guard let name = pango_font_description_get_family(d), String(cString: name) == family else { return false }
    } while pango_layout_iter_next_run(iter) != 0
    return true
  }
}
