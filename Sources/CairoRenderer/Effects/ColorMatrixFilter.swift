import CCairo
import Foundation
import Graphics

/// SwiftUI's colour effects on a layer: the matrix applies to straight colours, so each pixel is
/// unpremultiplied, transformed and premultiplied again (`effect_kernels.h`).
enum ColorMatrixFilter {
  /// Applies `matrix` to `box` of `surface`; returns the box that may hold non-transparent pixels
  /// after it (the whole `limit` when the matrix makes transparent pixels visible).
  static func apply(_ matrix: ColorMatrix, to surface: ImageSurface, content box: PixelBox, limit: PixelBox) -> PixelBox {
    // A constant alpha term turns transparent pixels visible: then the whole layer area is processed.
    let region = matrix.m[19] > 0 ? limit : box
    let m = matrix.m.map { Float($0) }
    m.withUnsafeBufferPointer {
      animrender_color_matrix(surface.data, Int32(surface.stride), Int32(region.x0), Int32(region.y0), Int32(region.x1), Int32(region.y1), $0.baseAddress)
    }
    surface.markDirty()
    return region
  }
}
