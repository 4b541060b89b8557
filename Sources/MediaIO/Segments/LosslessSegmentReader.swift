import CFFmpeg
import CFFmpegShim
import Foundation
import Graphics

/// Reads a `LosslessSegmentSink` file back: the stored premultiplied BGRA bytes, one frame at a time.
/// Anything but FFV1 in BGRA is refused, since only that round-trips exactly.
public final class LosslessSegmentReader {
  public let url: URL
  public let width: Int, height: Int
  private let input: InputFile
  private var packet: UnsafeMutablePointer<AVPacket>?
  private var decoded: UnsafeMutablePointer<AVFrame>?
  private var draining = false, done = false

  public init(url: URL) throws {
    self.url = url
    input = try InputFile(path: url.path, openDecoder: true)
    let par = input.stream.pointee.codecpar!
    guard par.pointee.codec_id == AV_CODEC_ID_FFV1, par.pointee.format == AV_PIX_FMT_BGRA.rawValue else {
      throw MediaError.unreadable(url.path, reason: "not a lossless segment (FFV1, BGRA)")
    }
    width = Int(par.pointee.width)
    height = Int(par.pointee.height)
    packet = av_packet_alloc()
    decoded = av_frame_alloc()
    guard packet != nil, decoded != nil else {
      throw MediaError.ffmpeg(operation: "allocating decoder buffers", code: -12, message: "out of memory")
    }
  }

  /// The next frame, or nil at the end.
  public func nextFrame() throws -> FrameBuffer? {
    guard let ctx = input.codec, let fmt = input.format, let pkt = packet, let frame = decoded else { return nil }
    while !done {
      let code = avcodec_receive_frame(ctx, frame)
      if code >= 0 {
        defer { av_frame_unref(frame) }
        return try copy(frame)
      }
      if code == FFmpeg.eof { done = true; break }
      if code != FFmpeg.again { throw MediaError.ffmpeg(operation: "decoding '\(url.path)'", code: code, message: FFmpeg.message(code)) }
      if draining { done = true; break }
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

  private func copy(_ frame: UnsafeMutablePointer<AVFrame>) throws -> FrameBuffer {
    guard Int(frame.pointee.width) == width, Int(frame.pointee.height) == height, frame.pointee.format == AV_PIX_FMT_BGRA.rawValue else {
      throw MediaError.unreadable(url.path, reason: "a frame changed size or pixel format")
    }
    var out = FrameBuffer(width: width, height: height)
    let src = avshim_frame_data(frame, 0)!, stride = Int(avshim_frame_linesize(frame, 0))
    out.pixels.withUnsafeMutableBytes { dst in
      let d = dst.baseAddress!.assumingMemoryBound(to: UInt8.self)
      for y in 0..<height { (d + y * width * 4).update(from: src + y * stride, count: width * 4) }
    }
    return out
  }

  deinit {
    av_packet_free(&packet)
    av_frame_free(&decoded)
  }
}
