import CCairo
import Foundation
import Graphics

/// One run of text laid out once by Pango, in points, with its layout box's top-left at (0, 0).
final class ShapedText {
  /// A line box other than the font's own (the system font's, ``FontDescriptor/lineBox``), in points.
  struct LineBox {
    var ascent: Double
    var descent: Double
    /// The design font's own metrics (of a space), nil when this run is that space: a run whose
    /// fallback fonts reach higher or lower than the design font keeps that extra height.
    var designFont: TextMetrics?
  }

  let text: String
  let layout: OpaquePointer
  let metrics: TextMetrics
  /// Pango's own metrics of the layout (its logical box), before any line box replaced them.
  let naturalMetrics: TextMetrics
  /// How far down the Pango layout is drawn inside the layout box: the line box's baseline minus Pango's.
  let offsetY: Double
  /// A character that no pinned font has a glyph for (Pango would draw a hex box for it).
  let missingCharacter: Unicode.Scalar?
  /// Whether every glyph comes from `bitmapFamily` (the colour emoji strike), so a sprite finer than
  /// the strike would hold no more detail.
  let isBitmapOnly: Bool
  /// The union of the ink and logical rectangles, in points: what a sprite must cover.
  let bounds: CGRect

  init(text: String, layout: OpaquePointer, missingCharacter: Unicode.Scalar?, bitmapFamily: String, lineBox: LineBox? = nil) {
    self.text = text
    self.layout = layout
    self.missingCharacter = missingCharacter
    isBitmapOnly = Self.allRuns(of: layout, useFamily: bitmapFamily)
    var ink = PangoRectangle(), logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    let unit = Double(PANGO_SCALE)
    let baseline = Double(pango_layout_get_baseline(layout)) / unit
    let logicalHeight = Double(logical.height) / unit
    let natural = TextMetrics(width: Double(logical.width) / unit, ascent: baseline, descent: logicalHeight - baseline)
    naturalMetrics = natural
    var boxed = natural, dy = 0.0
    if let lineBox {
      let own = lineBox.designFont ?? natural
      let ascent = lineBox.ascent + max(0, natural.ascent - own.ascent)
      let descent = lineBox.descent + max(0, natural.descent - own.descent)
      boxed = TextMetrics(width: natural.width, ascent: ascent, descent: descent)
      dy = ascent - baseline
    }
    metrics = boxed
    offsetY = dy
    let inkRect = CGRect(x: Double(ink.x) / unit, y: Double(ink.y) / unit + dy, width: Double(ink.width) / unit, height: Double(ink.height) / unit)
    let box = CGRect(x: Double(logical.x) / unit, y: 0, width: boxed.width, height: boxed.height)
    bounds = inkRect.isEmpty ? box : inkRect.union(box)
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

  deinit { FontStackLock.run { g_object_unref(UnsafeMutableRawPointer(layout)) } }
}
