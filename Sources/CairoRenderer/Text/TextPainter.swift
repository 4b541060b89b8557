import CCairo
import Foundation
import Graphics

/// Draws text runs: shaped once per (text, font), rendered once per device scale into a cached
/// sprite, then composited with each frame's transform (see `CairoRasterizer.Options`).
final class TextPainter {
  private struct SpriteKey: Hashable {
    var text: String
    var font: FontDescriptor
    var paint: Paint
    var spans: [TextSpan]
    var scale: Double
    /// Sub-pixel offset of the layout origin, in quarter pixels (0…3), for pixel-aligned sprites.
    var phaseX: Int
    var phaseY: Int
  }

  let shaper: TextShaper
  let options: CairoRasterizer.Options
  private var sprites: BoundedCache<SpriteKey, TextSprite>

  init(shaper: TextShaper, options: CairoRasterizer.Options) {
    self.shaper = shaper
    self.options = options
    sprites = BoundedCache(costLimit: options.spriteCacheBytes)
  }

  var spriteCount: Int { sprites.count }
  var spriteBytes: Int { sprites.totalCost }

  /// Draws `run` with its layout box's top-left at `device`'s origin (`device` = item transform × pixel scale).
  /// Returns the device-space rectangle it may have drawn in.
  func draw(_ run: TextRun, device: Transform2D, into cr: OpaquePointer) throws -> CGRect? {
    let shaped = try shaper.shape(run.text, font: run.font, spans: run.spans)
    try shaped.checkGlyphs()
    // Nothing to draw, or so far off any canvas (a canvas is at most 32767 px) that it cannot show.
    guard !shaped.bounds.isEmpty, device.determinant != 0, abs(device.tx) < 1e7, abs(device.ty) < 1e7,
          !device.squashesToNothing(shaped.bounds) else { return nil }
    if options.textRendering == .direct {
      drawDirect(shaped, paint: run.paint, device: device, into: cr)
      return device.apply(shaped.bounds)
    }
    let limit = Double(options.maxSpriteDimension)
    let extent = max(shaped.bounds.width, shaped.bounds.height)
    // Pixel-aligned case: no rotation or shear, uniform positive scale on a 1/16 grid (1×, 1.5×, 2×, 3×…).
    // The sprite is made at exactly that scale and the position's fraction is baked in (in quarter
    // pixels), so it is copied without resampling and static text stays as sharp as direct drawing.
    let s = device.a
    if device.b == 0, device.c == 0, s > 0, device.d == s, (s * 16).rounded() == s * 16, s * extent <= limit {
      let fx = device.tx - device.tx.rounded(.down), fy = device.ty - device.ty.rounded(.down)
      var qx = Int((fx * 4).rounded()), qy = Int((fy * 4).rounded())
      var ix = Int(device.tx.rounded(.down)), iy = Int(device.ty.rounded(.down))
      if qx == 4 { qx = 0; ix += 1 }
      if qy == 4 { qy = 0; iy += 1 }
      let sprite = try self.sprite(for: shaped, run: run, scale: s, phaseX: qx, phaseY: qy)
      cairo_save(cr)
      cairo_identity_matrix(cr)
      let x = Double(ix + sprite.originX), y = Double(iy + sprite.originY)
      cairo_set_source_surface(cr, sprite.surface.surface, x, y)
      cairo_rectangle(cr, x, y, Double(sprite.surface.width), Double(sprite.surface.height))
      cairo_fill(cr)
      cairo_restore(cr)
      return CGRect(x: x, y: y, width: Double(sprite.surface.width), height: Double(sprite.surface.height))
    }
    // General case: a sprite at the next scale bucket at or above the largest scale the transform
    // applies (steps of 2^¼, so painting only ever shrinks it, by at most 16 %), drawn with a bilinear filter.
    // Runs made only of colour emoji are capped at the emoji font's bitmap strike (109 px per em):
    // a finer sprite would only hold an upscaled copy of the same bitmap, so large emoji are upscaled
    // once, when painted, exactly as drawing the glyph directly would, and their sprites stay small.
    let needed = device.maxScale
    var bucket = pow(2, (log2(needed) * 4).rounded(.up) / 4)
    if shaped.isBitmapOnly {
      bucket = min(bucket, options.emojiStrikePixelsPerEm / run.font.size)
    }
    // A sprite is painted through the inverse of `device / bucket`; pixman holds it in 16.16 fixed
    // point, so a strongly anisotropic transform (one axis nearly flattened) is drawn directly.
    guard bucket * extent <= limit, bucket / device.minScale < 16_384 else {
      // Bigger than any sprite we keep: draw the glyphs directly at this transform.
      drawDirect(shaped, paint: run.paint, device: device, into: cr)
      return device.apply(shaped.bounds)
    }
    let sprite = try self.sprite(for: shaped, run: run, scale: bucket, phaseX: 0, phaseY: 0)
    cairo_save(cr)
    // Clip to the sprite's device-space bounds so compositing touches only those pixels.
    let spriteRect = CGRect(
      x: Double(sprite.originX) / bucket, y: Double(sprite.originY) / bucket,
      width: Double(sprite.surface.width) / bucket, height: Double(sprite.surface.height) / bucket)
    let box = device.apply(spriteRect)
    let bx = box.minX.rounded(.down), by = box.minY.rounded(.down)
    cairo_identity_matrix(cr)
    cairo_rectangle(cr, bx, by, box.maxX.rounded(.up) - bx, box.maxY.rounded(.up) - by)
    cairo_clip(cr)
    CairoContext.setMatrix(cr, device)
    cairo_scale(cr, 1 / bucket, 1 / bucket)
    let x = Double(sprite.originX), y = Double(sprite.originY)
    cairo_set_source_surface(cr, sprite.surface.surface, x, y)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
    // paint, not a filled rectangle: Cairo bounds an unextended surface pattern itself, and
    // pixman's transformed-image fast paths apply only without a mask.
    cairo_paint(cr)
    cairo_restore(cr)
    return box
  }

  private func drawDirect(_ shaped: ShapedText, paint: Paint, device: Transform2D, into cr: OpaquePointer) {
    cairo_save(cr)
    CairoContext.setMatrix(cr, device)
    CairoContext.setPaint(cr, paint)
    cairo_move_to(cr, 0, shaped.offsetY)
    FontStackLock.run { pango_cairo_show_layout(cr, shaped.layout) }
    cairo_restore(cr)
  }

  private func sprite(for shaped: ShapedText, run: TextRun, scale: Double, phaseX: Int, phaseY: Int) throws -> TextSprite {
    let key = SpriteKey(text: run.text, font: run.font, paint: run.paint, spans: run.spans, scale: scale, phaseX: phaseX, phaseY: phaseY)
    if let hit = sprites.value(for: key) { return hit }
    let px = Double(phaseX) / 4, py = Double(phaseY) / 4
    let b = shaped.bounds
    // One transparent pixel of margin keeps bilinear sampling and antialiased edges inside the sprite.
    let x0 = Int((b.minX * scale + px).rounded(.down)) - 1, x1 = Int((b.maxX * scale + px).rounded(.up)) + 1
    let y0 = Int((b.minY * scale + py).rounded(.down)) - 1, y1 = Int((b.maxY * scale + py).rounded(.up)) + 1
    let surface = try ImageSurface(width: x1 - x0, height: y1 - y0)
    let cr = cairo_create(surface.surface)!
    defer { cairo_destroy(cr) }
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    cairo_translate(cr, px - Double(x0), py - Double(y0))
    cairo_scale(cr, scale, scale)
    CairoContext.setPaint(cr, run.paint)
    cairo_move_to(cr, 0, shaped.offsetY)
    FontStackLock.run { pango_cairo_show_layout(cr, shaped.layout) }
    try CairoContext.status(cr)
    cairo_surface_flush(surface.surface)
    let sprite = TextSprite(surface: surface, originX: x0, originY: y0)
    sprites.insert(sprite, for: key, cost: surface.byteCount)
    return sprite
  }
}
