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
  /// The union of the ink and logical rectangles, in points: what a sprite must cover.
  let bounds: CGRect

  init(text: String, layout: OpaquePointer, missingCharacter: Unicode.Scalar?) {
    self.text = text
    self.layout = layout
    self.missingCharacter = missingCharacter
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

  /// Throws `missingGlyph` when the layout needed a glyph no pinned font has.
  func checkGlyphs() throws {
    guard let missing = missingCharacter else { return }
    throw CairoRendererError.missingGlyph(
      character: String(Character(missing)), codePoint: String(format: "U+%04X", missing.value), text: text)
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}
