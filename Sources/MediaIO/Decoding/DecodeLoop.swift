import CFFmpeg

/// The send/receive loop of an opened `InputFile`: feeds its stream's packets to the decoder as it
/// asks for them, then the end-of-stream flush, and hands out each decoded frame. One loop for every
/// reader (`VideoDecoder`, `LosslessSegmentReader`), so they agree on errors and on the end.
final class DecodeLoop {
  private let input: InputFile
  private var packet: UnsafeMutablePointer<AVPacket>?
  private var frame: UnsafeMutablePointer<AVFrame>?
  private var draining = false, done = false

  init(input: InputFile) throws {
    self.input = input
    packet = av_packet_alloc()
    frame = av_frame_alloc()
    guard packet != nil, frame != nil else {
      throw MediaError.ffmpeg(operation: "allocating decoder buffers", code: -12, message: "out of memory")
    }
  }

  /// The next decoded frame, valid until the next call; nil at the end.
  func next() throws -> UnsafeMutablePointer<AVFrame>? {
    guard let ctx = input.codec, let fmt = input.format, let pkt = packet, let frame else { return nil }
    av_frame_unref(frame)
    while !done {
      let code = avcodec_receive_frame(ctx, frame)
      if code >= 0 { return frame }
      if code == FFmpeg.eof { done = true; break }
      if code != FFmpeg.again { throw MediaError.ffmpeg(operation: "decoding '\(input.path)'", code: code, message: FFmpeg.message(code)) }
      if draining { done = true; break }
      // Feed the decoder the next packet of our stream (or the end-of-stream flush).
      while true {
        let read = av_read_frame(fmt, pkt)
        if read == FFmpeg.eof {
          draining = true
          try FFmpeg.check(avcodec_send_packet(ctx, nil), "flushing the decoder")
          break
        }
        if read < 0 { throw MediaError.unreadable(input.path, reason: FFmpeg.message(read)) }
        defer { av_packet_unref(pkt) }
        if pkt.pointee.stream_index == input.streamIndex {
          try FFmpeg.check(avcodec_send_packet(ctx, pkt), "decoding '\(input.path)'")
          break
        }
      }
    }
    return nil
  }

  deinit {
    av_packet_free(&packet)
    av_frame_free(&frame)
  }
}
