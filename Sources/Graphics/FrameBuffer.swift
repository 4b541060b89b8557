/// One rendered frame: premultiplied BGRA, 8 bits per channel (Cairo's ARGB32 on little-endian).
///
/// Premultiplied pixels are what Cairo produces and what opaque video can take as they are;
/// sinks that write alpha un-premultiply exactly once, at their boundary.
public struct FrameBuffer: Sendable, Equatable {
  public let width: Int
  public let height: Int
  /// Bytes per row; at least `width * 4`.
  public let bytesPerRow: Int
  public var pixels: [UInt8]

  public init(width: Int, height: Int, bytesPerRow: Int? = nil, pixels: [UInt8]? = nil) {
    precondition(width > 0 && height > 0, "frame size must be positive")
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow ?? width * 4
    self.pixels = pixels ?? [UInt8](repeating: 0, count: self.bytesPerRow * height)
    precondition(self.pixels.count >= self.bytesPerRow * height, "pixel storage too small")
  }

  /// Premultiplied (b, g, r, a) at a pixel.
  public func pixel(x: Int, y: Int) -> (b: UInt8, g: UInt8, r: UInt8, a: UInt8) {
    let i = y * bytesPerRow + x * 4
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// Whether every pixel is fully opaque (sinks without alpha can then skip un-premultiplying).
  public var isOpaque: Bool {
    for y in 0..<height {
      let row = y * bytesPerRow
      for x in 0..<width where pixels[row + x * 4 + 3] != 255 { return false }
    }
    return true
  }
}
