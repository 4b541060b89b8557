import CFFmpeg
import CFFmpegShim

/// swscale from BGRA (straight or opaque) to an encoder's YUV format with BT.709 coefficients.
///
/// swscale defaults to BT.601; video players read our BT.709 tags, so the matrix must match them.
/// Uses `sws_scale_frame`, the entry point that honours swscale's `threads` option.
final class PixelConverter {
  private var sws: OpaquePointer?
  private var source: UnsafeMutablePointer<AVFrame>?
  let width: Int
  let height: Int

  init(width: Int, height: Int, from sourceFormat: AVPixelFormat = AV_PIX_FMT_BGRA, to format: AVPixelFormat,
       threads: Int, bitExact: Bool, fullRangeOutput: Bool = false) throws {
    self.width = width
    self.height = height
    guard let ctx = sws_alloc_context() else {
      throw MediaError.ffmpeg(operation: "allocating swscale", code: -12, message: "out of memory")
    }
    sws = ctx
    let raw = UnsafeMutableRawPointer(ctx)
    var flags = SWS_BICUBIC
    if bitExact { flags |= SWS_BITEXACT | SWS_ACCURATE_RND }
    let settings: [(String, Int64)] = [
      ("srcw", Int64(width)), ("srch", Int64(height)), ("src_format", Int64(sourceFormat.rawValue)),
      ("dstw", Int64(width)), ("dsth", Int64(height)), ("dst_format", Int64(format.rawValue)),
      ("sws_flags", Int64(flags)), ("threads", Int64(threads)),
    ]
    for (key, value) in settings {
      try FFmpeg.check(av_opt_set_int(raw, key, value, 0), "setting swscale option \(key)")
    }
    try FFmpeg.check(sws_init_context(ctx, nil, nil), "preparing the colour conversion")
    let isRGBOutput = format == AV_PIX_FMT_BGRA || format == AV_PIX_FMT_RGBA
    if !isRGBOutput {
      let bt709 = sws_getCoefficients(SWS_CS_ITU709)
      // RGB in is full range; YUV out is limited ("tv") range unless asked otherwise.
      try FFmpeg.check(sws_setColorspaceDetails(ctx, bt709, 1, bt709, fullRangeOutput ? 1 : 0, 0, 1 << 16, 1 << 16),
                       "setting BT.709 colour conversion")
    }
    source = try FFmpeg.makeFrame(width: width, height: height, format: sourceFormat.rawValue, allocate: false)
  }

  /// Converts `width × height` BGRA pixels at `pixels` into `destination` (already allocated).
  func convert(_ pixels: UnsafeRawPointer, bytesPerRow: Int, into destination: UnsafeMutablePointer<AVFrame>) throws {
    guard let sws, let source else { return }
    // sws_scale_frame takes a reference to its input, so the caller's memory is wrapped in a
    // buffer that frees nothing: no copy, and the reference is dropped before returning.
    let size = bytesPerRow * height
    let mutable = UnsafeMutablePointer(mutating: pixels.assumingMemoryBound(to: UInt8.self))
    guard let buffer = av_buffer_create(mutable, size, { _, _ in }, nil, 0) else {
      throw MediaError.ffmpeg(operation: "wrapping a frame", code: -12, message: "out of memory")
    }
    source.pointee.buf.0 = buffer
    avshim_frame_set_data(source, 0, mutable, Int32(bytesPerRow))
    defer {
      av_buffer_unref(&source.pointee.buf.0)
      avshim_frame_set_data(source, 0, nil, 0)
    }
    try FFmpeg.check(sws_scale_frame(sws, destination, source), "converting pixels")
  }

  deinit {
    sws_freeContext(sws)
    av_frame_free(&source)
  }
}
