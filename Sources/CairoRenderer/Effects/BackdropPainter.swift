import CCairo
import Foundation
import Graphics

/// Materials: the pixels already drawn under a shape, blurred, saturated and tinted, drawn back inside it.
///
/// The backdrop is what the current layer holds (the frame at the top level): a material inside a
/// layer of its own (an opacity or a shadow around it) sees only that layer's earlier content.
enum BackdropPainter {
  /// Draws `backdrop` onto `cr`, which draws into `target`; `scratch` is a cleared pooled surface of the
  /// same size, `pool` lends and takes back more (for the blur). Returns the device box it may have changed.
  static func draw(_ backdrop: Backdrop, scale: Double, on cr: OpaquePointer, target: ImageSurface, scratch: ImageSurface,
                   pool: (take: () throws -> ImageSurface, giveBack: (ImageSurface) -> Void)) throws -> PixelBox? {
    let device = backdrop.transform.concatenating(.scale(x: scale, y: scale))
    guard device.determinant != 0, !backdrop.path.isEmpty,
          let shape = PixelBox.enclosing(device.apply(backdrop.path.controlPointBounds), width: target.width, height: target.height)
    else { return nil }
    let sigma = max(0, backdrop.blurRadius) * scale
    // The blur reads pixels up to its reach outside the shape.
    let source = shape.expanded(by: BoxBlur.reach(sigma: sigma), width: target.width, height: target.height)
    cairo_surface_flush(target.surface)
    let copy = cairo_create(scratch.surface)!
    cairo_rectangle(copy, Double(source.x0), Double(source.y0), Double(source.x1 - source.x0), Double(source.y1 - source.y0))
    cairo_clip(copy)
    cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(copy, target.surface, 0, 0)
    cairo_paint(copy)
    cairo_destroy(copy)
    cairo_surface_flush(scratch.surface)
    scratch.dirty = source
    if sigma > 0 { scratch.dirty = try BoxBlur.apply(to: scratch, sigma: sigma, content: source, scratch: pool.take, giveBack: pool.giveBack) }
    if backdrop.saturation != 1 {
      _ = ColorMatrixFilter.apply(.saturation(backdrop.saturation), to: scratch, content: shape, limit: shape)
    }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    CairoContext.setMatrix(cr, device)
    CairoContext.appendPath(cr, backdrop.path)
    cairo_identity_matrix(cr)
    cairo_clip(cr)
    // The blurred copy replaces what is under the shape (it was made from those very pixels).
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, scratch.surface, 0, 0)
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    let t = backdrop.tint
    cairo_set_source_rgba(cr, t.red, t.green, t.blue, t.alpha)
    cairo_paint(cr)
    return shape
  }
}
