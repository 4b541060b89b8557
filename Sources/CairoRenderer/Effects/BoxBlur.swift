import CCairo
import Foundation

/// Gaussian blur approximated by three successive box blurs per axis (the box widths chosen so
/// their combined variance equals σ², after W3C/Kutskir), on premultiplied BGRA pixels.
///
/// SwiftUI's `blur(radius:)` and `shadow(radius:)` are treated as the Gaussian's standard
/// deviation σ (CSS's convention for `blur()`). Pixels outside the image count as transparent.
/// Only the rectangle holding non-transparent pixels, grown by the blur's reach, is processed;
/// the loops are C (`pixel_kernels.h`) so debug builds stay fast enough for tests.
enum BoxBlur {
  /// Box widths (odd) for `passes` boxes approximating a Gaussian of standard deviation `sigma`.
  static func boxWidths(sigma: Double, passes: Int = 3) -> [Int] {
    let n = Double(passes)
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    lower = max(1, lower)
    let upper = lower + 2
    let wl = Double(lower)
    let mIdeal = (12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)
    let m = Int(mIdeal.rounded())
    return (0..<passes).map { $0 < m ? lower : upper }
  }

  /// Blurs `surface` in place by `sigma` pixels.
  ///
  /// Large blurs run on a copy shrunk by `k = ⌊σ / 2⌋` (at most 8): a k×k box-averaged downscale,
  /// the box blurs at σ′ = √(σ² − k²/4) / k, then a bilinear upscale, whose own spread (variance
  /// ≈ k²/12 + k²/6) makes up the difference. Same look, up to k² times less work.
  /// `content` holds every non-transparent pixel; returns the box that holds them after blurring.
  /// `scratch`, when given, lends a cleared surface at least as large as the shrunk copy (the
  /// rasterizer's pool, so frames allocate nothing); it is used through a sub-surface of the copy's size.
  @discardableResult
  static func apply(to surface: ImageSurface, sigma requested: Double, content: PixelBox,
                    scratch: (() throws -> ImageSurface)? = nil, giveBack: (ImageSurface) -> Void = { _ in }) throws -> PixelBox {
    guard requested >= 0.25, requested.isFinite else { return content }
    // Past this (larger than any canvas) a blur is a flat smear; the cap keeps the C kernels' exact
    // reciprocal arithmetic in range.
    let sigma = min(requested, 4000)
    let region = content.expanded(by: reach(sigma: sigma), width: surface.width, height: surface.height)
    let x0 = region.x0, x1 = region.x1, y0 = region.y0, y1 = region.y1
    let k = min(8, Int(sigma / 2))
    if k < 2 {
      try blur(surface, x0: x0, y0: y0, x1: x1, y1: y1, sigma: sigma)
      return region
    }
    let sw = (x1 - x0 + k - 1) / k, sh = (y1 - y0 + k - 1) / k
    let small = try scratch?() ?? ImageSurface(width: sw, height: sh)
    defer {
      small.dirty = PixelBox(x0: 0, y0: 0, x1: sw, y1: sh)
      giveBack(small)
    }
    animrender_box_downsample(
      surface.data, Int32(surface.stride), Int32(x0), Int32(y0), Int32(x1), Int32(y1), Int32(k), small.data, Int32(small.stride))
    small.markDirty()
    let kk = Double(k)
    try blur(small, x0: 0, y0: 0, x1: sw, y1: sh, sigma: (sigma * sigma - kk * kk / 4).squareRoot() / kk)
    // Only the copy's own pixels may be sampled (beyond them is transparent, as for a surface of that size).
    let source = cairo_surface_create_for_rectangle(small.surface, 0, 0, Double(sw), Double(sh))!
    defer { cairo_surface_destroy(source) }
    let up = cairo_create(surface.surface)!
    cairo_rectangle(up, Double(x0), Double(y0), Double(x1 - x0), Double(y1 - y0))
    cairo_clip(up)
    cairo_translate(up, Double(x0), Double(y0))
    cairo_scale(up, kk, kk)
    cairo_set_source_surface(up, source, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(up), CAIRO_FILTER_BILINEAR)
    cairo_set_operator(up, CAIRO_OPERATOR_SOURCE)
    cairo_paint(up)
    cairo_destroy(up)
    cairo_surface_flush(surface.surface)
    return region
  }

  /// How far a blur of `sigma` pixels spreads: three standard deviations and two pixels of rounding.
  static func reach(sigma: Double) -> Int {
    sigma >= 0.25 && sigma.isFinite ? Int((3 * sigma).rounded(.up)) + 2 : 0
  }

  /// Three box blurs of the region [x0, x1) × [y0, y1) at full resolution.
  private static func blur(_ surface: ImageSurface, x0: Int, y0: Int, x1: Int, y1: Int, sigma: Double) throws {
    let radii = boxWidths(sigma: sigma).map { Int32(($0 - 1) / 2) }
    guard radii.contains(where: { $0 > 0 }) else { return }
    let ok = radii.withUnsafeBufferPointer {
      animrender_box_blur(surface.data, Int32(surface.stride), Int32(x0), Int32(y0), Int32(x1), Int32(y1), $0.baseAddress, Int32($0.count))
    }
    surface.markDirty()
    guard ok != 0 else { throw CairoRendererError.cairo("out of memory while blurring") }
  }

}
