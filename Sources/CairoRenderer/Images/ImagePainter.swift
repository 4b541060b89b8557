import CCairo
import CImageShim
import Foundation
import Graphics

/// Draws ``ImageDraw`` items: a bitmap through a Cairo surface pattern made once per image and
/// rasterizer, a vector through its librsvg / poppler handle parsed once per image and rasterizer.
/// Template images are the mask of their tint paint.
final class ImagePainter {
  private var surfaces: [ObjectIdentifier: (image: AssetImage, surface: OpaquePointer)] = [:]
  private var vectors: [ObjectIdentifier: (image: AssetImage, handle: OpaquePointer)] = [:]

  deinit {
    for entry in surfaces.values { cairo_surface_destroy(entry.surface) }
    for entry in vectors.values { imageshim_vector_free(entry.handle) }
  }

  /// Draws `draw` on `cr` at `scale` pixels per point; returns the device-space bounds it touched.
  func draw(_ draw: ImageDraw, scale: Double, on cr: OpaquePointer) throws -> CGRect? {
    let device = draw.transform.concatenating(.scale(x: scale, y: scale))
    let rect = draw.rect
    guard device.determinant != 0, rect.width > 0, rect.height > 0 else { return nil }
    let representation = draw.image.representation(forPixelScale: scale)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    CairoContext.setMatrix(cr, device)
    cairo_set_antialias(cr, draw.antialiased ? CAIRO_ANTIALIAS_GRAY : CAIRO_ANTIALIAS_NONE)
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    cairo_clip(cr)
    let pattern: OpaquePointer
    switch representation.source {
    case .bitmap(let bitmap):
      let surface = try surface(for: draw.image, representation, bitmap)
      pattern = cairo_pattern_create_for_surface(surface)!
      // Pattern space is the bitmap's pixels: user point (x, y) ↦ pixel ((x − minX)·w/W, (y − minY)·h/H).
      var m = cairo_matrix_t()
      cairo_matrix_init_scale(&m, Double(bitmap.width) / rect.width, Double(bitmap.height) / rect.height)
      cairo_matrix_translate(&m, -rect.minX, -rect.minY)
      cairo_pattern_set_matrix(pattern, &m)
      // PAD keeps edge pixels opaque when scaled, instead of fading into transparency.
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_pattern_set_filter(pattern, Self.filter(draw.interpolation))
    case .svg(let data), .pdf(let data):
      let handle = try vector(for: draw.image, data, kind: representation.source.isSVG ? 0 : 1)
      cairo_push_group(cr)
      cairo_translate(cr, rect.minX, rect.minY)
      let failed = imageshim_vector_render(handle, UnsafeMutableRawPointer(cr), rect.width, rect.height)
      cairo_translate(cr, -rect.minX, -rect.minY)
      pattern = cairo_pop_group(cr)!
      if failed != 0 { cairo_pattern_destroy(pattern); throw CairoRendererError.cairo("cannot draw vector image '\(draw.image.name)'") }
    }
    defer { cairo_pattern_destroy(pattern) }
    if let tint = draw.tint {
      try CairoContext.checkFinite(tint, "image '\(draw.image.name)'")
      CairoContext.setPaint(cr, tint, extents: rect)
      cairo_mask(cr, pattern)
    } else {
      cairo_set_source(cr, pattern)
      cairo_paint(cr)
    }
    return device.apply(rect)
  }

  private func surface(for image: AssetImage, _ representation: AssetImage.Representation, _ bitmap: AssetImage.Bitmap) throws -> OpaquePointer {
    let key = ObjectIdentifier(image)
    if let cached = surfaces[key], cached.image === image,
       cairo_image_surface_get_width(cached.surface) == Int32(bitmap.width) { return cached.surface }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let base = cairo_image_surface_get_data(surface) else {
      cairo_surface_destroy(surface)
      throw CairoRendererError.cairo("cannot make a \(bitmap.width)x\(bitmap.height) surface for image '\(image.name)'")
    }
    let stride = Int(cairo_image_surface_get_stride(surface)), row = bitmap.width * 4
    bitmap.pixels.withUnsafeBufferPointer { src in
      for y in 0..<bitmap.height { (base + y * stride).update(from: src.baseAddress! + y * row, count: row) }
    }
    cairo_surface_mark_dirty(surface)
    if let old = surfaces[key] { cairo_surface_destroy(old.surface) }
    surfaces[key] = (image, surface)
    return surface
  }

  private func vector(for image: AssetImage, _ data: Data, kind: Int32) throws -> OpaquePointer {
    let key = ObjectIdentifier(image)
    if let cached = vectors[key], cached.image === image { return cached.handle }
    var w = 0.0, h = 0.0
    var message = [CChar](repeating: 0, count: 256)
    let handle = data.withUnsafeBytes { raw in
      imageshim_vector_load(kind, raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &w, &h, &message, message.count)
    }
    guard let handle else { throw CairoRendererError.cairo("image '\(image.name)': \(String(cString: message))") }
    vectors[key] = (image, handle)
    return handle
  }

  /// SwiftUI's interpolation qualities as Cairo filters (`.none` samples the nearest pixel).
  static func filter(_ q: ImageDraw.Interpolation) -> cairo_filter_t {
    switch q {
    case .none: CAIRO_FILTER_NEAREST
    case .low: CAIRO_FILTER_FAST
    case .medium: CAIRO_FILTER_GOOD
    case .high: CAIRO_FILTER_BEST
    }
  }
}

extension AssetImage.Source {
  var isSVG: Bool { if case .svg = self { true } else { false } }
}
