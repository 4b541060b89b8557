import CCairo
import Foundation
import Graphics

/// `GraphicsContext.Filter.alphaThreshold(min:max:color:)`: each pixel whose alpha lies in the range
/// becomes the colour, every other one transparent. Over a blur it merges nearby shapes into one
/// ("metaballs"). Works on premultiplied BGRA in place (`effect_kernels.h`).
enum AlphaThresholdFilter {
  static func apply(_ threshold: AlphaThreshold, to surface: ImageSurface, in box: PixelBox) {
    let c = threshold.color
    let a = min(1, max(0, c.alpha.isFinite ? c.alpha : 0))
    func byte(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v.isFinite ? v : 0)) * a * 255).rounded()) }
    // The range in 0…255 alpha steps: min 0.5 keeps alpha ≥ 127.5, so from 128.
    func step(_ v: Double, _ rounding: FloatingPointRoundingRule) -> Int32 {
      Int32(min(256, max(-1, (v.isFinite ? v : 0) * 255)).rounded(rounding))
    }
    animrender_alpha_threshold(surface.data, Int32(surface.stride), Int32(box.x0), Int32(box.y0), Int32(box.x1), Int32(box.y1),
                               step(threshold.min, .up), step(threshold.max, .down),
                               byte(c.blue), byte(c.green), byte(c.red), UInt8((a * 255).rounded()))
    surface.markDirty()
  }
}
