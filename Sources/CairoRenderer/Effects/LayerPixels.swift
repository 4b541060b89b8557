import CCairo
import Foundation

/// Whole-layer pixel steps of the rasterizer's compositing: masks and opaque blurs.
enum LayerPixels {
  /// Keeps the content's box `content` of a surface `blurred` over `blurred`, made opaque (SwiftUI's
  /// `blur(radius:opaque: true)`: the result has no transparent fringe): pixels outside are cleared.
  static func keepOpaque(_ surface: ImageSurface, inside content: PixelBox, blurred: PixelBox) {
    let bytes = surface.data
    for y in blurred.y0..<blurred.y1 {
      let row = bytes + y * surface.stride
      if y < content.y0 || y >= content.y1 {
        memset(row + blurred.x0 * 4, 0, (blurred.x1 - blurred.x0) * 4)
        continue
      }
      if content.x0 > blurred.x0 { memset(row + blurred.x0 * 4, 0, (content.x0 - blurred.x0) * 4) }
      if blurred.x1 > content.x1 { memset(row + content.x1 * 4, 0, (blurred.x1 - content.x1) * 4) }
    }
    animrender_make_opaque(bytes, Int32(surface.stride), Int32(content.x0), Int32(content.y0), Int32(content.x1), Int32(content.y1))
    surface.markDirty()
  }

  /// Multiplies `surface`'s pixels in `content` by `mask`'s alpha; returns the box that may still hold pixels.
  static func applyMask(_ mask: ImageSurface, maskContent: PixelBox?, to surface: ImageSurface, content: PixelBox?) -> PixelBox? {
    guard let content else { return nil }
    let cr = cairo_create(surface.surface)!
    defer { cairo_destroy(cr); cairo_surface_flush(surface.surface) }
    cairo_rectangle(cr, Double(content.x0), Double(content.y0), Double(content.x1 - content.x0), Double(content.y1 - content.y0))
    cairo_clip(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
    cairo_set_source_surface(cr, mask.surface, 0, 0)
    cairo_paint(cr)
    return maskContent.flatMap { content.intersection($0) }
  }
}
