import Graphics

/// How a `VideoSink` encodes. The defaults suit demo clips: H.264, 30 fps, CRF 20, preset medium.
public struct VideoSettings: Hashable, Sendable {
  public var codec: VideoCodec
  public var frameRate: FrameRate
  /// Constant-quality factor; lower is better and larger. H.264 0…51 (default 20), VP9 0…63
  /// (default 30). ProRes has no CRF and ignores it.
  public var crf: Int?
  public var preset: EncoderPreset
  /// Encoder threads; 0 lets the encoder choose. x264 output bytes depend on the thread count,
  /// so pin it (e.g. 1 or 2) when files must be byte-identical across machines.
  public var threads: Int
  /// swscale threads for the RGB → YUV conversion (1 = on the calling thread).
  public var scalerThreads: Int
  /// What to do with an odd width or height where the codec needs even ones (H.264 4:2:0).
  public var oddSizePolicy: OddSizePolicy
  /// Bit-exact swscale rounding and encoder, for byte comparisons across machines and builds.
  /// The muxer always writes bit-exact (no random IDs, no version strings), so runs on one machine
  /// with a fixed `threads` give identical files without this.
  public var bitExact: Bool
  /// H.264 has no alpha: pixels that are not opaque are composited over this colour (its alpha is
  /// ignored). Black by default; use the scene's background colour (white for SwiftUI's light mode).
  /// Formats with alpha ignore it.
  public var matte: RGBAColor

  public init(codec: VideoCodec = .h264, frameRate: FrameRate = FrameRate(30), crf: Int? = nil,
              preset: EncoderPreset = .medium, threads: Int = 0, scalerThreads: Int = 1,
              oddSizePolicy: OddSizePolicy = .padByRepeatingEdge, bitExact: Bool = false, matte: RGBAColor = .black) {
    self.codec = codec; self.frameRate = frameRate; self.crf = crf; self.preset = preset
    self.threads = threads; self.scalerThreads = scalerThreads; self.oddSizePolicy = oddSizePolicy
    self.bitExact = bitExact
    self.matte = matte
  }

  /// The CRF actually used.
  public var effectiveCRF: Int? { codec.crfRange == nil ? nil : (crf ?? codec.defaultCRF) }

  func validate() throws {
    try frameRate.validate()
    if let crf, let range = codec.crfRange, !range.contains(crf) {
      throw MediaError.invalidSetting("crf \(crf) is outside \(range.lowerBound)…\(range.upperBound) for \(codec.rawValue)")
    }
    guard (0...64).contains(threads) else { throw MediaError.invalidSetting("threads \(threads) must be 0…64") }
    guard (1...64).contains(scalerThreads) else {
      throw MediaError.invalidSetting("scaler threads \(scalerThreads) must be 1…64")
    }
  }
}
