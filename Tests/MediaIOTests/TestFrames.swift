import Foundation
import Graphics

/// Procedural test clips: a diagonal gradient with a square that moves one step per frame.
enum TestFrames {
  /// Frame `index` of a clip. With `alpha`, the background fades from transparent (left) to
  /// opaque (right), and the square is half-transparent: every alpha level is exercised.
  static func frame(_ index: Int, width: Int, height: Int, alpha: Bool = false) -> FrameBuffer {
    var f = FrameBuffer(width: width, height: height)
    let side = max(4, min(width, height) / 4)
    let sx = (index * 3) % max(1, width - side), sy = (index * 2) % max(1, height - side)
    for y in 0..<height {
      for x in 0..<width {
        var r = Double(x) / Double(width), g = Double(y) / Double(height), b = 0.5 + 0.5 * sin(Double(x + y) / 17)
        var a = alpha ? Double(x) / Double(max(1, width - 1)) : 1
        if x >= sx, x < sx + side, y >= sy, y < sy + side {
          r = 0.95; g = 0.35; b = 0.1
          a = alpha ? 0.5 : 1
        }
        let i = y * f.bytesPerRow + x * 4
        // Premultiplied, as Cairo produces it.
        f.pixels[i] = UInt8((b * a * 255).rounded())
        f.pixels[i + 1] = UInt8((g * a * 255).rounded())
        f.pixels[i + 2] = UInt8((r * a * 255).rounded())
        f.pixels[i + 3] = UInt8((a * 255).rounded())
      }
    }
    return f
  }

  static func solid(width: Int, height: Int, b: UInt8, g: UInt8, r: UInt8, a: UInt8 = 255) -> FrameBuffer {
    var f = FrameBuffer(width: width, height: height)
    for i in stride(from: 0, to: f.pixels.count, by: 4) {
      f.pixels[i] = b; f.pixels[i + 1] = g; f.pixels[i + 2] = r; f.pixels[i + 3] = a
    }
    return f
  }
}
