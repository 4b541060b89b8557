import CFFmpeg
import CFFmpegShim

/// One encoder feeding one muxer: the libavcodec/libavformat plumbing every file sink shares.
///
/// Frames go in with `pts` in the codec time base (1/fps unless given: the frame index); packets come out with
/// their durations set (FFmpeg 5.1's libx264 leaves them 0, which shortens the last frame) and are
/// rescaled to the stream time base, which the muxer may change inside `avformat_write_header`.
final class StreamEncoder {
  let codec: UnsafeMutablePointer<AVCodecContext>
  private var format: UnsafeMutablePointer<AVFormatContext>?
  private let stream: UnsafeMutablePointer<AVStream>
  private var packet: UnsafeMutablePointer<AVPacket>?
  private var finished = false
  private(set) var packetsWritten = 0
  private let path: String
  /// One frame per time-base tick (true unless a custom time base was given).
  private let fixedDuration: Bool

  /// - Parameters:
  ///   - configure: sets size, pixel format, colour tags and the like on the codec context before it opens.
  ///   - codecOptions: private encoder options (`crf`, `preset`, ...); any the encoder does not know is an error.
  ///   - formatOptions: muxer options (`movflags`, `loop`, ...); same rule.
  init(path: String, formatName: String, encoderName: String, frameRate: FrameRate,
       timeBase: AVRational? = nil, codecOptions: [(String, String)], formatOptions: [(String, String)], bitExact: Bool,
       configure: (UnsafeMutablePointer<AVCodecContext>) -> Void) throws {
    FFmpeg.quietLogs()
    self.path = path
    fixedDuration = timeBase == nil
    guard let encoder = avcodec_find_encoder_by_name(encoderName) else {
      throw MediaError.codecUnavailable(encoderName)
    }
    var fmt: UnsafeMutablePointer<AVFormatContext>? = nil
    try FFmpeg.check(avformat_alloc_output_context2(&fmt, nil, formatName, path), "opening the \(formatName) muxer")
    guard let fmt else { throw MediaError.codecUnavailable(formatName) }
    format = fmt
    guard let st = avformat_new_stream(fmt, nil), let ctx = avcodec_alloc_context3(encoder) else {
      avformat_free_context(fmt)
      throw MediaError.ffmpeg(operation: "allocating the \(encoderName) encoder", code: -12, message: "out of memory")
    }
    stream = st
    codec = ctx
    // From here on `deinit` releases everything, so a throw below leaks nothing.
    ctx.pointee.time_base = timeBase ?? frameRate.timeBase
    ctx.pointee.framerate = frameRate.rational
    st.pointee.time_base = timeBase ?? frameRate.timeBase
    st.pointee.avg_frame_rate = frameRate.rational
    if fmt.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
      ctx.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
    }
    if bitExact {
      ctx.pointee.flags |= Int32(AV_CODEC_FLAG_BITEXACT)
      fmt.pointee.flags |= AVFMT_FLAG_BITEXACT
    }
    configure(ctx)

    var opts: OpaquePointer? = nil
    for (k, v) in codecOptions { av_dict_set(&opts, k, v, 0) }
    let openCode = avcodec_open2(ctx, encoder, &opts)
    let unusedCodecOptions = FFmpeg.leftoverKeys(opts)
    av_dict_free(&opts)
    try FFmpeg.check(openCode, "opening the \(encoderName) encoder")
    if !unusedCodecOptions.isEmpty {
      throw MediaError.invalidSetting("\(encoderName) does not know option(s) \(unusedCodecOptions.joined(separator: ", "))")
    }
    try FFmpeg.check(avcodec_parameters_from_context(st.pointee.codecpar, ctx), "copying encoder parameters")

    if fmt.pointee.oformat.pointee.flags & AVFMT_NOFILE == 0 {
      let code = avio_open(&fmt.pointee.pb, path, AVIO_FLAG_WRITE)
      if code < 0 { throw MediaError.unwritablePath(path, reason: FFmpeg.message(code)) }
    }
    var mux: OpaquePointer? = nil
    for (k, v) in formatOptions { av_dict_set(&mux, k, v, 0) }
    let headerCode = avformat_write_header(fmt, &mux)
    let unusedFormatOptions = FFmpeg.leftoverKeys(mux)
    av_dict_free(&mux)
    try FFmpeg.check(headerCode, "writing the \(formatName) header")
    if !unusedFormatOptions.isEmpty {
      throw MediaError.invalidSetting("\(formatName) muxer does not know option(s) \(unusedFormatOptions.joined(separator: ", "))")
    }
    guard let pkt = av_packet_alloc() else {
      throw MediaError.ffmpeg(operation: "allocating a packet", code: -12, message: "out of memory")
    }
    packet = pkt
  }

  /// Encodes one frame (or flushes with nil) and writes every packet that comes out.
  func encode(_ frame: UnsafeMutablePointer<AVFrame>?) throws {
    guard let fmt = format, let pkt = packet, !finished else { throw MediaError.sinkClosed }
    try FFmpeg.check(avcodec_send_frame(codec, frame), frame == nil ? "flushing the encoder" : "encoding a frame")
    while true {
      let code = avcodec_receive_packet(codec, pkt)
      if code == FFmpeg.again || code == FFmpeg.eof { return }
      try FFmpeg.check(code, "receiving an encoded packet")
      if pkt.pointee.duration == 0, fixedDuration { pkt.pointee.duration = 1 }
      av_packet_rescale_ts(pkt, codec.pointee.time_base, stream.pointee.time_base)
      pkt.pointee.stream_index = stream.pointee.index
      // av_interleaved_write_frame takes the packet's reference, leaving `pkt` blank for reuse.
      try FFmpeg.check(av_interleaved_write_frame(fmt, pkt), "writing a packet to '\(path)'")
      packetsWritten += 1
    }
  }

  /// Drains the encoder, writes the trailer (faststart rewrites the file here) and closes the file.
  func finish() throws {
    guard let fmt = format, !finished else { throw MediaError.sinkClosed }
    try encode(nil)
    finished = true
    try FFmpeg.check(av_write_trailer(fmt), "finishing '\(path)'")
    try close()
  }

  /// Closes the file without a trailer; the caller deletes it.
  func abort() {
    finished = true
    try? close()
  }

  private func close() throws {
    guard let fmt = format else { return }
    if fmt.pointee.oformat.pointee.flags & AVFMT_NOFILE == 0, fmt.pointee.pb != nil {
      try FFmpeg.check(avio_closep(&fmt.pointee.pb), "closing '\(path)'")
    }
  }

  deinit {
    if let fmt = format {
      if fmt.pointee.oformat.pointee.flags & AVFMT_NOFILE == 0, fmt.pointee.pb != nil {
        avio_closep(&fmt.pointee.pb)
      }
      avformat_free_context(fmt)
    }
    var ctx: UnsafeMutablePointer<AVCodecContext>? = codec
    avcodec_free_context(&ctx)
    av_packet_free(&packet)
  }
}
