import CCairo
import Foundation
import Graphics

/// One run of text laid out once by Pango, in points, with its layout box's top-left at (0, 0).
final class ShapedText {
  let text: String
  let layout: OpaquePointer
  let metrics: TextMetrics
  /// A character that no pinned font has a glyph for (Pango would draw a hex box for it).
  let missingCharacter: Unicode.Scalar?
  /// Whether every glyph comes from `bitmapFamily` (the colour emoji strike), so a sprite finer than
  /// the strike would hold no more detail.
  let isBitmapOnly: Bool
  /// The union of the ink and logical rectangles, in points: what a sprite must cover.
  let bounds: CGRect

  init(text: String, layout: OpaquePointer, missingCharacter: Unicode.Scalar?, bitmapFamily: String) {
    self.text = text
    self.layout = layout
    self.missingCharacter = missingCharacter
    isBitmapOnly = Self.allRuns(of: layout, useFamily: bitmapFamily)
    var ink = PangoRectangle(), logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    let unit = Double(PANGO_SCALE)
    let baseline = Double(pango_layout_get_baseline(layout)) / unit
    let logicalHeight = Double(logical.height) / unit
    metrics = TextMetrics(width: Double(logical.width) / unit, ascent: baseline, descent: logicalHeight - baseline)
    func rect(_ r: PangoRectangle) -> CGRect {
      CGRect(x: Double(r.x) / unit, y: Double(r.y) / unit, width: Double(r.width) / unit, height: Double(r.height) / unit)
    }
    let inkRect = rect(ink), logicalRect = rect(logical)
    bounds = inkRect.isEmpty ? logicalRect : inkRect.union(logicalRect)
  }

  private static func allRuns(of layout: OpaquePointer, useFamily family: String) -> Bool {
    guard let iter = pango_layout_get_iter(layout) else { return false }
    defer { pango_layout_iter_free(iter) }
    var sawRun = false
    repeat {
      if let run = pango_layout_iter_get_run_readonly(iter) {
        sawRun = true
        guard let font = run.pointee.item.pointee.analysis.font, let description = pango_font_describe(font) else { return false }
        defer { pango_font_description_free(description) }
        guard let name = pango_font_description_get_family(description), String(cString: name) == family else { return false }
      }
    } while pango_layout_iter_next_run(iter) != 0
    return sawRun
  }

  /// Throws `missingGlyph` when the layout needed a glyph no pinned font has.
  func checkGlyphs() throws {
    guard let missing = missingCharacter else { return }
    throw CairoRendererError.missingGlyph(
      character: String(Character(missing)), codePoint: String(format: "U+%04X", missing.value), text: text)
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}
