import CCairo
import Foundation
import Graphics

extension TextShaper {
  /// A Pango font description of `font` over the pinned families (the caller frees it).
  func fontDescription(_ font: FontDescriptor) -> OpaquePointer {
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, library.fonts.familyList(for: font))
    pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(min(1000, max(100, font.weight)))))
    pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    return description
  }

  /// A span's style as Pango attributes over its bytes: its font, and where set its colour (which
  /// Pango draws instead of the run's paint), underline and strikethrough, and its own tracking.
  func insert(_ span: TextSpan, base: FontDescriptor, into list: OpaquePointer?, length: Int) {
    let start = UInt32(max(0, min(span.start, length))), end = UInt32(max(0, min(span.end, length)))
    guard start < end else { return }
    func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
      guard let attribute else { return }
      attribute.pointee.start_index = start
      attribute.pointee.end_index = end
      pango_attr_list_insert(list, attribute)
    }
    if span.font != base {
      let description = fontDescription(span.font)
      add(pango_attr_font_desc_new(description))
      pango_font_description_free(description)
    }
    if span.font.tracking != base.tracking, span.font.tracking.isFinite {
      add(pango_attr_letter_spacing_new(Int32((span.font.tracking * Double(PANGO_SCALE)).rounded())))
    }
    func channel(_ v: Double) -> UInt16 { UInt16((min(1, max(0, v.isFinite ? v : 0)) * 65535).rounded()) }
    if let c = span.color {
      add(pango_attr_foreground_new(channel(c.red), channel(c.green), channel(c.blue)))
      add(pango_attr_foreground_alpha_new(channel(c.alpha)))
    }
    if let c = span.underline {
      add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
      add(pango_attr_underline_color_new(channel(c.red), channel(c.green), channel(c.blue)))
    }
    if let c = span.strikethrough {
      add(pango_attr_strikethrough_new(1))
      add(pango_attr_strikethrough_color_new(channel(c.red), channel(c.green), channel(c.blue)))
    }
  }
}
