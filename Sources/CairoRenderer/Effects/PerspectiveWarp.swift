import CCairo
import Foundation
import Graphics

/// Draws a layer through a projective transform (`rotation3DEffect`, `projectionEffect`).
///
/// Cairo's matrices are affine and its mesh patterns interpolate colours, not images, so the layer is
/// warped by inverse mapping instead: every destination pixel is mapped back through the inverse
/// homography and sampled bilinearly (`animrender_warp`). That is exact per pixel (no subdivision
/// error), mirrors back-facing content as Core Animation does (the homography itself flips it), and
/// supersamples where the projection shrinks the layer so foreshortened edges do not alias.
enum PerspectiveWarp {
  /// Warps `source` (its non-transparent pixels inside `content`) into the cleared `target`; returns
  /// the target's box that may hold pixels, or nil when nothing is visible.
  static func apply(_ projection: Projection, scale: Double, source: ImageSurface, content: PixelBox, into target: ImageSurface) -> PixelBox? {
    // Device pixels: S⁻¹ · P · S with S the point-to-pixel scale.
    let s = Projection(Transform2D.scale(x: scale, y: scale)), sInv = Projection(Transform2D.scale(x: 1 / scale, y: 1 / scale))
    let device = sInv.concatenating(projection).concatenating(s)
    guard device.isFinite, let inverse = device.inverted else { return nil }
    let corners = [(content.x0, content.y0), (content.x1, content.y0), (content.x1, content.y1), (content.x0, content.y1)]
      .map { device.homogeneous(CGPoint(x: $0.0, y: $0.1)) }
    let box: PixelBox?
    if corners.allSatisfy({ $0.w > 1e-9 }) {
      let xs = corners.map { $0.x / $0.w }, ys = corners.map { $0.y / $0.w }
      box = PixelBox.enclosing(CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!),
                               width: target.width, height: target.height)
    } else {
      // Part of the layer is behind the eye: its image is unbounded, so the whole canvas is mapped.
      box = PixelBox(x0: 0, y0: 0, x1: target.width, y1: target.height)
    }
    guard let box else { return nil }
    let sourceArea = Double((content.x1 - content.x0) * (content.y1 - content.y0))
    let targetArea = Double((box.x1 - box.x0) * (box.y1 - box.y0))
    // Where the image is smaller than the layer, take more samples per pixel (at most 3 × 3).
    let shrink = targetArea > 0 ? sourceArea / targetArea : 1
    let samples = Int32(min(3, max(1, shrink.squareRoot().rounded(.up))))
    let m = [inverse.m11, inverse.m12, inverse.m13, inverse.m21, inverse.m22, inverse.m23, inverse.m31, inverse.m32, inverse.m33]
    m.withUnsafeBufferPointer {
      animrender_warp(source.data, Int32(source.stride), target.data, Int32(target.stride), Int32(source.width), Int32(source.height),
                      Int32(box.x0), Int32(box.y0), Int32(box.x1), Int32(box.y1), $0.baseAddress, samples,
                      Int32(content.x0), Int32(content.y0), Int32(content.x1), Int32(content.y1))
    }
    target.markDirty()
    return box
  }
}
