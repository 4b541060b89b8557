import CFFmpeg
import CFFmpegShim
import Foundation
import Graphics

/// Streams premultiplied BGRA frames into an MP4 (H.264), WebM (VP9 + alpha) or MOV (ProRes 4444).
///
/// ```swift
/// let sink = try VideoSink(url: URL(fileURLWithPath: "out/clip.mp4"), width: 1080, height: 1080,
///                          settings: VideoSettings(codec: .h264, frameRate: FrameRate(30)))
/// for frame in frames { try sink.write(frame) }
/// try sink.finish()   // the file appears only now
/// ```
///
/// Frames are converted and handed to the encoder as they arrive; only the encoder's own lookahead
/// (x264: about 40 frames at `medium`) is held in memory. Buffers are allocated once, at `init`.
public final class VideoSink: FrameSink {
  public let url: URL
  /// The size of the frames `write` accepts.
  public let width: Int, height: Int
  /// The size stored in the file (larger by one in a dimension that was padded to even).
  public let encodedWidth: Int, encodedHeight: Int
  public let settings: VideoSettings
  public var framesWritten: Int { file?.framesWritten ?? 0 }

  private var file: EncodedFile?
  private let converter: PixelConverter
  private var frame: UnsafeMutablePointer<AVFrame>?
  /// Un-premultiplied or padded copy of the incoming frame, when the codec needs one.
  private var staging: [UInt8]
  private let stagingBytesPerRow: Int
  /// The matte as 8-bit r, g, b (H.264 only).
  private let matte: (Int32, Int32, Int32)

  /// - Parameter files: where the bytes go; a `FailingFileWriter` here tests the clean-up paths.
  public init(url: URL, width: Int, height: Int, settings: VideoSettings = VideoSettings(),
              files: FileWriting = LocalFileWriter()) throws {
    try settings.validate()
    let codec = settings.codec
    guard width > 0, height > 0 else {
      throw MediaError.invalidSize(width: width, height: height, reason: "width and height must be positive")
    }
    guard width <= codec.maxDimension, height <= codec.maxDimension else {
      throw MediaError.invalidSize(width: width, height: height,
                                   reason: "\(codec.rawValue) supports at most \(codec.maxDimension) pixels per side")
    }
    var ew = width, eh = height
    if codec.needsEvenSize, width % 2 == 1 || height % 2 == 1 {
      if settings.oddSizePolicy == .reject {
        throw MediaError.invalidSize(width: width, height: height, reason: "\(codec.rawValue) needs even width and height")
      }
      ew += width % 2
      eh += height % 2
    }
    self.url = url
    self.width = width
    self.height = height
    self.encodedWidth = ew
    self.encodedHeight = eh
    self.settings = settings

    matte = Self.bytes(settings.matte)
    let needsStaging = codec.supportsAlpha || ew != width || eh != height || matte != (0, 0, 0)
    stagingBytesPerRow = ew * 4
    staging = needsStaging ? [UInt8](repeating: 0, count: ew * eh * 4) : []
    converter = try PixelConverter(width: ew, height: eh, to: codec.pixelFormat, threads: settings.scalerThreads,
                                   bitExact: settings.bitExact)

    var codecOptions: [(String, String)] = []
    var formatOptions: [(String, String)] = []
    switch codec {
    case .h264:
      codecOptions = [("preset", settings.preset.rawValue), ("crf", String(settings.effectiveCRF ?? 20))]
      if let cap = X264Instructions.parameters { codecOptions.append(("x264-params", cap)) }
      formatOptions = [("movflags", "+faststart")]
    case .vp9:
      let speed = settings.preset.vp9Speed
      // crf with bit rate 0 is libvpx's constant-quality mode.
      codecOptions = [("crf", String(settings.effectiveCRF ?? 30)), ("b", "0"), ("deadline", speed.deadline),
                      ("cpu-used", String(speed.cpuUsed)), ("row-mt", "1")]
    case .proRes4444:
      // profile 4 = 4444; "apl0" is the vendor tag Apple's own tools write and some players expect.
      codecOptions = [("profile", "4"), ("vendor", "apl0"), ("alpha_bits", "16")]
      formatOptions = [("movflags", "+faststart")]
    }
    let threads = settings.threads
    do {
      file = try EncodedFile(url: url, files: files) { path in
        try StreamEncoder(
          path: path, displayPath: url.path, files: files, formatName: codec.muxerName, encoderName: codec.encoderName,
          frameRate: settings.frameRate, codecOptions: codecOptions, formatOptions: formatOptions,
          bitExactCodec: settings.bitExact
        ) { ctx in
          ctx.pointee.width = Int32(ew)
          ctx.pointee.height = Int32(eh)
          ctx.pointee.pix_fmt = codec.pixelFormat
          ctx.pointee.thread_count = Int32(threads)
          ctx.pointee.color_primaries = AVCOL_PRI_BT709
          ctx.pointee.color_trc = AVCOL_TRC_BT709
          ctx.pointee.colorspace = AVCOL_SPC_BT709
          ctx.pointee.color_range = AVCOL_RANGE_MPEG
          ctx.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        }
      }
      let f = try FFmpeg.makeFrame(width: ew, height: eh, format: codec.pixelFormat.rawValue)
      frame = f
      f.pointee.color_primaries = AVCOL_PRI_BT709
      f.pointee.color_trc = AVCOL_TRC_BT709
      f.pointee.colorspace = AVCOL_SPC_BT709
      f.pointee.color_range = AVCOL_RANGE_MPEG
    } catch {
      file?.cancel()
      throw error
    }
  }

  public func write(_ buffer: FrameBuffer) throws {
    guard let file, file.isOpen, let frame else { throw MediaError.sinkClosed }
    do {
      // Any failure ends the sink: a clip with a bad frame in it is not worth keeping.
      guard buffer.width == width, buffer.height == height else {
        throw MediaError.frameSizeMismatch(expected: (width, height), got: (buffer.width, buffer.height))
      }
      // The encoder may still reference the previous frame's buffers; this copies only then.
      try FFmpeg.check(av_frame_make_writable(frame), "preparing a frame")
      try buffer.pixels.withUnsafeBytes { src in
        guard let base = src.baseAddress else { return }
        if staging.isEmpty {
          try converter.convert(base, bytesPerRow: buffer.bytesPerRow, into: frame)
          return
        }
        try staging.withUnsafeMutableBytes { dst in
          let d = dst.baseAddress!.assumingMemoryBound(to: UInt8.self)
          let s = base.assumingMemoryBound(to: UInt8.self)
          if settings.codec.supportsAlpha {
            avshim_unpremultiply(s, buffer.bytesPerRow, d, stagingBytesPerRow, Int32(width), Int32(height), 0)
            if encodedWidth != width || encodedHeight != height {
              avshim_pad_replicate(d, stagingBytesPerRow, Int32(width), Int32(height), d, stagingBytesPerRow,
                                   Int32(encodedWidth), Int32(encodedHeight))
            }
          } else if matte != (0, 0, 0) {
            // Premultiplied colour is already "over black"; other mattes need the (255 − a) share.
            avshim_composite_over(s, buffer.bytesPerRow, d, stagingBytesPerRow, Int32(width), Int32(height),
                                  matte.0, matte.1, matte.2)
            avshim_pad_replicate(d, stagingBytesPerRow, Int32(width), Int32(height), d, stagingBytesPerRow,
                                 Int32(encodedWidth), Int32(encodedHeight))
          } else {
            avshim_pad_replicate(s, buffer.bytesPerRow, Int32(width), Int32(height), d, stagingBytesPerRow,
                                 Int32(encodedWidth), Int32(encodedHeight))
          }
          try converter.convert(dst.baseAddress!, bytesPerRow: stagingBytesPerRow, into: frame)
          if settings.codec.supportsAlpha {
            avshim_alpha_to_plane(d, stagingBytesPerRow, Int32(encodedWidth), Int32(encodedHeight),
                                  avshim_frame_data(frame, 3), Int(avshim_frame_linesize(frame, 3)), settings.codec.alphaDepth)
          }
        }
      }
      try file.encode(frame)
    } catch {
      cancel()
      throw error
    }
  }

  public func finish() throws {
    guard let file, file.isOpen else { throw MediaError.sinkClosed }
    defer { release() }
    try file.finish()
  }

  public func cancel() {
    file?.cancel()
    release()
  }

  static func bytes(_ c: RGBAColor) -> (Int32, Int32, Int32) {
    func q(_ v: Double) -> Int32 { Int32((min(1, max(0, v.isFinite ? v : 0)) * 255).rounded()) }
    return (q(c.red), q(c.green), q(c.blue))
  }

  private func release() {
    av_frame_free(&frame)
    staging = []
  }

  deinit {
    // A sink dropped without finish() is a cancelled one: no partial file stays behind.
    if file?.isOpen == true { cancel() }
    av_frame_free(&frame)
  }
}
