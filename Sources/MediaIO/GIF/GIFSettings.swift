import Graphics

/// How a `GIFSink` quantizes and times its frames.
public struct GIFSettings: Hashable, Sendable {
  public var frameRate: FrameRate
  public var dithering: Dithering
  public var loop: Loop
  public var transparency: Transparency
  /// Palette size, 2…256. Fewer colours give smaller files.
  public var maxColors: Int

  public init(frameRate: FrameRate = FrameRate(30), dithering: Dithering = .floydSteinberg, loop: Loop = .forever,
              transparency: Transparency = .automatic, maxColors: Int = 256) {
    self.frameRate = frameRate; self.dithering = dithering; self.loop = loop
    self.transparency = transparency; self.maxColors = maxColors
  }

  public enum Dithering: Hashable, Sendable {
    /// Nearest colour only: smallest files, flat areas stay flat, gradients band.
    case none
    /// 8×8 ordered dither; `strength` is the peak-to-peak offset in 8-bit levels (4…32 is useful).
    /// The pattern is fixed to the pixel grid, so still areas do not shimmer and stay cheap to encode.
    case bayer(strength: Int)
    /// Serpentine Floyd–Steinberg error diffusion (the default). Each share of the error is
    /// truncated, so errors of a level or two die out: colours the palette holds stay clean and
    /// still areas do not crawl. Measured: higher PSNR and smaller files than FFmpeg's paletteuse
    /// with its own error diffusion (floyd_steinberg, sierra2_4a).
    case floydSteinberg
  }

  public enum Loop: Hashable, Sendable {
    case forever
    /// No loop block: viewers play the clip once.
    case once
    /// Play, then repeat `count` more times (the NETSCAPE2.0 loop count).
    case `repeat`(count: Int)
  }

  public enum Transparency: Hashable, Sendable {
    /// Reserve one palette index for transparent pixels if any pixel's alpha is below 128
    /// (GIF has no partial transparency); otherwise use every index for colour.
    case automatic
    /// Never transparent: pixels show as composited over black.
    case off
    /// Never transparent: pixels that are not opaque are composited over this colour.
    case matte(RGBAColor)
    /// Like `automatic`, with the given alpha threshold (1…255).
    case threshold(Int)
  }

  var alphaThreshold: Int? {
    switch transparency {
    case .automatic: 128
    case .off, .matte: nil
    case .threshold(let t): t
    }
  }

  /// The muxer's `loop` option: -1 none, 0 forever, N repeats.
  var muxerLoop: Int {
    switch loop {
    case .forever: 0
    case .once: -1
    case .repeat(let n): n
    }
  }

  func validate() throws {
    try frameRate.validate()
    guard (2...256).contains(maxColors) else { throw MediaError.invalidSetting("GIF maxColors \(maxColors) must be 2…256") }
    if case .bayer(let s) = dithering, !(1...128).contains(s) {
      throw MediaError.invalidSetting("Bayer dither strength \(s) must be 1…128")
    }
    if case .repeat(let n) = loop, !(1...65535).contains(n) {
      throw MediaError.invalidSetting("GIF repeat count \(n) must be 1…65535")
    }
    if case .threshold(let t) = transparency, !(1...255).contains(t) {
      throw MediaError.invalidSetting("GIF alpha threshold \(t) must be 1…255")
    }
  }
}
