import CFFmpeg
import CFFmpegShim
import Foundation
import Graphics

/// Writes an animated GIF with one palette computed from the whole clip.
///
/// Two passes: while frames stream in, their colours are counted and the frames are spooled to a
/// temporary file beside the output (memory stays at about two frames plus the colour tables);
/// `finish()` builds the palette, then reads the spool back, maps each frame to palette indices
/// (with the chosen dithering) and encodes it with FFmpeg's `gif` encoder and muxer.
///
/// Timing: GIF delays are whole hundredths of a second. Frame *i* starts at round(100·i/fps) cs,
/// so 30 fps alternates 3 and 4 cs with no drift. Browsers slow delays under 2 cs down to 10 cs,
/// so above 50 fps frames closer than 2 cs to the previous one are dropped (60 fps → 2,3,2,3 cs).
/// A frame identical to the previous one is merged into it (a longer delay), not stored again.
public final class GIFSink: FrameSink {
  public let url: URL
  public let width: Int, height: Int
  public let settings: GIFSettings
  /// Frames passed to `write`.
  public private(set) var framesWritten = 0
  /// Frames that will be stored in the GIF (after merging repeats and dropping sub-2 cs frames).
  public var storedFrames: Int { starts.count }
  /// Bytes written to the frame spool beside the output (until `finish()` or `cancel()` removes it).
  public var spooledBytes: Int { spool?.bytesWritten ?? 0 }

  private let output: TemporaryOutput
  private var spool: FrameSpool?
  private let histogram = ColorHistogram()
  /// Frames composited over a non-black matte (`Transparency.matte`), reused from frame to frame.
  private var matted: FrameBuffer?
  private let matte: (Int32, Int32, Int32)
  /// Start of each stored frame, in centiseconds.
  private var starts: [Int] = []
  private let files: FileWriting
  private let isCancelled: @Sendable () -> Bool

  /// - Parameter isCancelled: asked between frames of the second pass in `finish()`, which can
  ///   take seconds; when it says true `finish()` stops, removes its temporaries and throws
  ///   `MediaError.cancelled`. (Passed in as a value so MediaIO needs no cancellation type of its own.)
  public init(url: URL, width: Int, height: Int, settings: GIFSettings = GIFSettings(),
              files: FileWriting = LocalFileWriter(), isCancelled: @escaping @Sendable () -> Bool = { false }) throws {
    try settings.validate()
    guard width > 0, height > 0, width <= 65535, height <= 65535 else {
      throw MediaError.invalidSize(width: width, height: height, reason: "GIF sizes are 1…65535 pixels per side")
    }
    self.url = url
    self.width = width
    self.height = height
    self.settings = settings
    self.files = files
    self.isCancelled = isCancelled
    if case .matte(let colour) = settings.transparency { matte = VideoSink.bytes(colour) } else { matte = (0, 0, 0) }
    output = try TemporaryOutput(destination: url, files: files)
    let spoolURL = output.temporary.deletingPathExtension().appendingPathExtension("spool")
    spool = try FrameSpool(url: spoolURL, width: width, height: height, displayPath: url.path, files: files)
  }

  public func write(_ input: FrameBuffer) throws {
    guard let spool else { throw MediaError.sinkClosed }
    do {
      guard input.width == width, input.height == height else {
        throw MediaError.frameSizeMismatch(expected: (width, height), got: (input.width, input.height))
      }
      let frame = composited(input)
      let start = centiseconds(atFrame: framesWritten)
      framesWritten += 1
      if let last = starts.last {
        if start - last < 2 { return }  // above 50 fps: keep the earlier frame
        if spool.matchesLast(frame) { return }  // a held frame: the previous one's delay grows
      }
      try spool.append(frame)
      histogram.add(frame, alphaThreshold: settings.alphaThreshold)
      starts.append(start)
    } catch {
      cancel()
      throw error
    }
  }

  public func finish() throws {
    guard let spool else { throw MediaError.sinkClosed }
    do {
      guard framesWritten > 0 else { throw MediaError.invalidSetting("no frames were written to '\(url.path)'") }
      try encode(from: spool)
      spool.remove()
      self.spool = nil
      try output.commit()
    } catch {
      cancel()
      throw error
    }
  }

  public func cancel() {
    spool?.remove()
    spool = nil
    output.discard()
  }

  deinit {
    if spool != nil { cancel() }
  }

  /// `input` over the matte colour, or `input` itself when the matte is black (premultiplied
  /// colours already are "over black").
  private func composited(_ input: FrameBuffer) -> FrameBuffer {
    guard matte != (0, 0, 0) else { return input }
    var out = matted ?? FrameBuffer(width: width, height: height)
    matted = nil  // keep the buffer uniquely referenced while writing into it
    input.pixels.withUnsafeBufferPointer { src in
      out.pixels.withUnsafeMutableBufferPointer { dst in
        avshim_composite_over(src.baseAddress, input.bytesPerRow, dst.baseAddress, out.bytesPerRow, Int32(width),
                              Int32(height), matte.0, matte.1, matte.2)
      }
    }
    matted = out
    return out
  }

  private func centiseconds(atFrame i: Int) -> Int {
    let fr = settings.frameRate
    return Int((Double(i) * 100 * Double(fr.denominator) / Double(fr.numerator)).rounded())
  }

  // MARK: Second pass

  private func encode(from spool: FrameSpool) throws {
    let threshold = settings.alphaThreshold
    let transparent = threshold != nil && histogram.transparentPixels > 0
    // One index is always reserved with alpha 0, even for opaque clips: FFmpeg's encoder then
    // codes pixels unchanged since the previous frame with it ("transdiff"). Without a free index
    // it must borrow a colour, and busy frames use all 256 (measured: 35 % larger files).
    let colors = histogram.palette(maxColors: settings.maxColors - 1)
    let transparentIndex = colors.count
    // ARGB words as the gif encoder reads them from data[1]; alpha 0 marks the transparent entry.
    var argb = [UInt32](repeating: 0xFF00_0000, count: 256)
    for (i, c) in colors.enumerated() { argb[i] = 0xFF00_0000 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b) }
    argb[transparentIndex] = 0
    var flat = colors.flatMap { [$0.r, $0.g, $0.b] }
    if flat.isEmpty { flat = [0, 0, 0] }  // every pixel transparent: index 0 is never looked up

    let end = centiseconds(atFrame: framesWritten)
    let lastDelay = max(1, end - (starts.last ?? 0))
    let w = width, h = height
    let encoder = try StreamEncoder(
      path: output.temporary.path, displayPath: url.path, files: files, formatName: "gif", encoderName: "gif", frameRate: settings.frameRate,
      timeBase: AVRational(num: 1, den: 100),
      // FFmpeg 5.1 crops transparent frames to a box that can miss opaque pixels on the last
      // rows and columns (measured: a 1-px edge row vanished), so cropping is off with transparency.
      codecOptions: transparent ? [("gifflags", "0")] : [],
      formatOptions: [("loop", String(settings.muxerLoop)), ("final_delay", String(lastDelay))], bitExactCodec: false
    ) { ctx in
      ctx.pointee.width = Int32(w)
      ctx.pointee.height = Int32(h)
      ctx.pointee.pix_fmt = AV_PIX_FMT_PAL8
    }
    let frame = try FFmpeg.makeFrame(width: w, height: h, format: AV_PIX_FMT_PAL8.rawValue, "allocating a GIF frame")
    defer { var f: UnsafeMutablePointer<AVFrame>? = frame; av_frame_free(&f) }

    // Exact nearest-colour cache over all 2^24 colours: 16 MB + 2 MB of lazily mapped zero pages,
    // so only the colours the clip uses cost memory.
    let cacheIndex = calloc(1 << 24, 1)!.assumingMemoryBound(to: UInt8.self)
    let cacheFilled = calloc(1 << 21, 1)!.assumingMemoryBound(to: UInt8.self)
    let byGreen = UnsafeMutablePointer<UInt8>.allocate(capacity: 1024)
    defer { free(cacheIndex); free(cacheFilled); byGreen.deallocate() }
    var errors = [Int32](repeating: 0, count: 2 * (w + 2) * 3)
    let (mode, strength): (Int32, Int32) =
      switch settings.dithering {
      case .none: (Int32(AVSHIM_DITHER_NONE), 0)
      case .bayer(let s): (Int32(AVSHIM_DITHER_BAYER), Int32(s))
      case .floydSteinberg: (Int32(AVSHIM_DITHER_FLOYD_STEINBERG), 0)
      }

    try spool.rewind()
    do {
      for start in starts {
        if isCancelled() { throw MediaError.cancelled }
        try spool.readNext()
        try FFmpeg.check(av_frame_make_writable(frame), "preparing a GIF frame")
        let dst = avshim_frame_data(frame, 0)!
        let stride = Int(avshim_frame_linesize(frame, 0))
        _ = argb.withUnsafeBytes { memcpy(avshim_frame_data(frame, 1), $0.baseAddress!, 1024) }
        flat.withUnsafeBufferPointer { pal in
          var cache = avshim_nearest_cache(index: cacheIndex, filled: cacheFilled, palette: pal.baseAddress,
                                           count: Int32(max(1, colors.count)), by_green: byGreen)
          avshim_nearest_cache_prepare(&cache)
          spool.current.withUnsafeBufferPointer { px in
            errors.withUnsafeMutableBufferPointer { err in
              avshim_map_to_palette(px.baseAddress, w * 4, Int32(w), Int32(h), Int32(threshold ?? -1), dst, stride,
                                    Int32(transparent ? transparentIndex : -1), &cache, mode, strength, err.baseAddress)
            }
          }
        }
        frame.pointee.pts = Int64(start)
        try encoder.encode(frame)
      }
      try encoder.finish()
    } catch {
      encoder.abort()
      throw error
    }
  }
}
