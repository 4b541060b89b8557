import Foundation
import Graphics

/// `GraphicsContext.Filter.alphaThreshold(min:max:color:)`: each pixel whose alpha lies in the range
/// becomes the colour, every other one transparent. Over a blur it merges nearby shapes into one
/// ("metaballs"). Works on premultiplied BGRA in place.
enum AlphaThresholdFilter {
  static func apply(_ threshold: AlphaThreshold, to surface: ImageSurface, in box: PixelBox) {
    let c = threshold.color
    let a = Swift.min(1, Swift.max(0, c.alpha))
    func byte(_ v: Double) -> UInt8 { UInt8((Swift.min(1, Swift.max(0, v)) * a * 255).rounded()) }
    let fill: (UInt8, UInt8, UInt8, UInt8) = (byte(c.blue), byte(c.green), byte(c.red), UInt8((a * 255).rounded()))
    // In 0…255 alpha steps: min 0.5 keeps alpha ≥ 127.5, so from 128.
    let lo = threshold.min * 255, hi = threshold.max * 255
    let data = surface.data
    for y in box.y0..<box.y1 {
      var p = data + y * surface.stride + box.x0 * 4
      for _ in box.x0..<box.x1 {
        let alpha = Double(p[3])
        if alpha >= lo, alpha <= hi, alpha > 0 {
          p[0] = fill.0; p[1] = fill.1; p[2] = fill.2; p[3] = fill.3
        } else {
          p[0] = 0; p[1] = 0; p[2] = 0; p[3] = 0
        }
        p += 4
      }
    }
    surface.markDirty()
  }
}
