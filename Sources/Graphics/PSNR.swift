import Foundation

extension FrameBuffer {
  /// Peak signal-to-noise ratio in dB between this frame and `other`, over their common top-left
  /// region (so a video padded to even size compares against its source). `.infinity` when equal.
  ///
  /// Compares the stored premultiplied bytes: colour channels, plus alpha when `includeAlpha`.
  /// 8-bit PSNR: 10·log10(255² / mean squared error).
  public func psnr(against other: FrameBuffer, includeAlpha: Bool = false) -> Double {
    let w = min(width, other.width), h = min(height, other.height)
    let channels = includeAlpha ? 4 : 3
    var sum: UInt64 = 0
    for y in 0..<h {
      let a = y * bytesPerRow, b = y * other.bytesPerRow
      for x in 0..<w {
        for c in 0..<channels {
          let d = Int(pixels[a + x * 4 + c]) - Int(other.pixels[b + x * 4 + c])
          sum += UInt64(d * d)
        }
      }
    }
    if sum == 0 { return .infinity }
    let mse = Double(sum) / Double(w * h * channels)
    return 10 * log10(255 * 255 / mse)
  }

  /// The largest absolute difference of any channel over the common top-left region.
  public func maxChannelDifference(from other: FrameBuffer) -> Int {
    let w = min(width, other.width), h = min(height, other.height)
    var worst = 0
    for y in 0..<h {
      let a = y * bytesPerRow, b = y * other.bytesPerRow
      for i in 0..<(w * 4) { worst = Swift.max(worst, abs(Int(pixels[a + i]) - Int(other.pixels[b + i]))) }
    }
    return worst
  }
}
