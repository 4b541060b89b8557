import CFFmpeg
import CFFmpegShim
import Foundation
import Graphics

/// Decodes a video, GIF or PNG back into premultiplied BGRA `FrameBuffer`s, one at a time.
///
/// YUV is converted with the matrix and range the file is tagged with (BT.601 when untagged), so
/// a correctly tagged file decodes to the colours that were encoded. VP9 with alpha goes through
/// libvpx's decoder, the only one in FFmpeg 5.1 that reads the alpha side stream.
public final class VideoDecoder {
  public let url: URL
  public let width: Int
  public let height: Int
  private let input: InputFile
  private var packet: UnsafeMutablePointer<AVPacket>?
  private var decoded: UnsafeMutablePointer<AVFrame>?
  private var converter: (PixelConverterFrom, Int32)?
  /// Presentation time, in seconds, of the frame `nextFrame()` returned last.
  public private(set) var lastFrameTime: Double?
  private var draining = false
  private var done = false

  public init(url: URL) throws {
    self.url = url
    input = try InputFile(path: url.path, openDecoder: true)
    width = Int(input.stream.pointee.codecpar.pointee.width)
    height = Int(input.stream.pointee.codecpar.pointee.height)
    packet = av_packet_alloc()
    decoded = av_frame_alloc()
    guard packet != nil, decoded != nil else {
      throw MediaError.ffmpeg(operation: "allocating decoder buffers", code: -12, message: "out of memory")
    }
  }

  /// The next frame in presentation order, or nil at the end.
  public func nextFrame() throws -> FrameBuffer? {
    guard let ctx = input.codec, let fmt = input.format, let pkt = packet, let frame = decoded else { return nil }
    while !done {
      let code = avcodec_receive_frame(ctx, frame)
      if code >= 0 {
        defer { av_frame_unref(frame) }
        let ts = frame.pointee.best_effort_timestamp, tb = input.stream.pointee.time_base
        lastFrameTime = ts == FFmpeg.noPTS || tb.den == 0 ? nil : Double(ts) * Double(tb.num) / Double(tb.den)
        return try convert(frame)
      }
      if code == FFmpeg.eof { done = true; break }
      if code != FFmpeg.again { throw MediaError.ffmpeg(operation: "decoding '\(url.path)'", code: code, message: FFmpeg.message(code)) }
      if draining { done = true; break }
      // Feed the decoder the next packet of our stream (or the end-of-stream flush).
      while true {
        let read = av_read_frame(fmt, pkt)
        if read == FFmpeg.eof {
          draining = true
          try FFmpeg.check(avcodec_send_packet(ctx, nil), "flushing the decoder")
          break
        }
        if read < 0 { throw MediaError.unreadable(url.path, reason: FFmpeg.message(read)) }
        defer { av_packet_unref(pkt) }
        if pkt.pointee.stream_index == input.streamIndex {
          try FFmpeg.check(avcodec_send_packet(ctx, pkt), "decoding '\(url.path)'")
          break
        }
      }
    }
    return nil
  }

  /// Every frame of the file. Only for short clips: all frames are held in memory.
  public static func decodeAll(_ url: URL) throws -> [FrameBuffer] {
    let decoder = try VideoDecoder(url: url)
    var frames: [FrameBuffer] = []
    while let f = try decoder.nextFrame() { frames.append(f) }
    return frames
  }

  private func convert(_ frame: UnsafeMutablePointer<AVFrame>) throws -> FrameBuffer {
    let w = Int(frame.pointee.width), h = Int(frame.pointee.height)
    let format = frame.pointee.format
    if converter == nil || converter!.1 != format || converter!.0.width != w || converter!.0.height != h {
      converter = (try PixelConverterFrom(frame: frame), format)
    }
    var out = FrameBuffer(width: w, height: h)
    try out.pixels.withUnsafeMutableBytes { dst in
      let base = dst.baseAddress!.assumingMemoryBound(to: UInt8.self)
      try converter!.0.convert(frame, into: base, bytesPerRow: w * 4)
      avshim_premultiply(base, w * 4, Int32(w), Int32(h))
    }
    return out
  }

  deinit {
    av_packet_free(&packet)
    av_frame_free(&decoded)
  }
}

/// swscale from a decoded frame's format to straight BGRA, honouring its colour tags.
final class PixelConverterFrom {
  let width: Int, height: Int
  private var sws: OpaquePointer?
  /// Plane and bit depth of a planar alpha channel, rewritten exactly after swscale.
  private var alpha: (plane: Int32, depth: Int32)?

  init(frame: UnsafeMutablePointer<AVFrame>) throws {
    width = Int(frame.pointee.width)
    height = Int(frame.pointee.height)
    let src = AVPixelFormat(rawValue: frame.pointee.format)
    guard let ctx = sws_getContext(Int32(width), Int32(height), src, Int32(width), Int32(height), AV_PIX_FMT_BGRA,
                                   SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT, nil, nil, nil)
    else {
      let name = av_get_pix_fmt_name(src).map { String(cString: $0) } ?? "unknown"
      throw MediaError.ffmpeg(operation: "converting \(name) to BGRA", code: -22, message: "unsupported pixel format")
    }
    sws = ctx
    if let desc = av_pix_fmt_desc_get(src), desc.pointee.flags & UInt64(AV_PIX_FMT_FLAG_ALPHA) != 0,
      desc.pointee.flags & UInt64(AV_PIX_FMT_FLAG_PLANAR) != 0, desc.pointee.nb_components == 4,
      desc.pointee.flags & UInt64(AV_PIX_FMT_FLAG_BE) == 0, desc.pointee.comp.3.shift == 0
    {
      alpha = (Int32(desc.pointee.comp.3.plane), Int32(desc.pointee.comp.3.depth))
    }
    let isYUV = av_pix_fmt_desc_get(src).map { $0.pointee.flags & UInt64(AV_PIX_FMT_FLAG_RGB) == 0 && $0.pointee.nb_components >= 3 } ?? false
    if isYUV {
      let space: Int32 = switch frame.pointee.colorspace {
      case AVCOL_SPC_BT709: SWS_CS_ITU709
      case AVCOL_SPC_BT2020_NCL, AVCOL_SPC_BT2020_CL: SWS_CS_BT2020
      case AVCOL_SPC_SMPTE240M: SWS_CS_SMPTE240M
      default: SWS_CS_ITU601
      }
      let full: Int32 = frame.pointee.color_range == AVCOL_RANGE_JPEG ? 1 : 0
      let coefficients = sws_getCoefficients(space)
      sws_setColorspaceDetails(ctx, coefficients, full, coefficients, 1, 0, 1 << 16, 1 << 16)
    }
  }

  func convert(_ frame: UnsafeMutablePointer<AVFrame>, into dst: UnsafeMutablePointer<UInt8>, bytesPerRow: Int) throws {
    let planes: [UnsafePointer<UInt8>?] = (0..<4).map { UnsafePointer(avshim_frame_data(frame, Int32($0))) }
    let strides: [Int32] = (0..<4).map { avshim_frame_linesize(frame, Int32($0)) }
    var dstPlanes: [UnsafeMutablePointer<UInt8>?] = [dst, nil, nil, nil]
    var dstStrides: [Int32] = [Int32(bytesPerRow), 0, 0, 0]
    let rows = sws_scale(sws, planes, strides, 0, Int32(height), &dstPlanes, &dstStrides)
    guard rows == Int32(height) else {
      throw MediaError.ffmpeg(operation: "converting a decoded frame", code: rows, message: "incomplete conversion")
    }
    if let alpha {
      avshim_alpha_from_plane(avshim_frame_data(frame, alpha.plane), Int(avshim_frame_linesize(frame, alpha.plane)),
                              alpha.depth, dst, bytesPerRow, Int32(width), Int32(height))
    }
  }

  deinit { sws_freeContext(sws) }
}
