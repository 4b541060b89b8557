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
  private var converter: (DecodedFrameConverter, Int32)?
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
      converter = (try DecodedFrameConverter(frame: frame), format)
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
