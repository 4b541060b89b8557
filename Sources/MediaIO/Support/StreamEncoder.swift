import CFFmpeg
import CFFmpegShim
import Foundation

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
  /// The output as the user named it, for messages.
  private let path: String
  private var io: AVIOOutput?
  /// One frame per time-base tick (true unless a custom time base was given).
  private let fixedDuration: Bool

  /// - Parameters:
  ///   - configure: sets size, pixel format, colour tags and the like on the codec context before it opens.
  ///   - codecOptions: private encoder options (`crf`, `preset`, ...); any the encoder does not know is an error.
  ///   - formatOptions: muxer options (`movflags`, `loop`, ...); same rule.
  ///   - path: the file FFmpeg writes (the hidden temporary); `displayPath` is the output as the user
  ///     named it, the only path error messages show.
  ///   - files: every byte goes through it (a custom AVIO context), so its failures surface here.
  init(path: String, displayPath: String, files: FileWriting, formatName: String, encoderName: String,
       frameRate: FrameRate, timeBase: AVRational? = nil, codecOptions: [(String, String)],
       formatOptions: [(String, String)], bitExactCodec: Bool,
       configure: (UnsafeMutablePointer<AVCodecContext>) -> Void) throws {
    FFmpeg.quietLogs()
    self.path = displayPath
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
    // Bit-exact muxing leaves out what differs from run to run or build to build: Matroska then
    // writes no random SegmentUID and numbers TrackUIDs from 1, and no muxer writes its library
    // version. Always on, so the same frames and settings give the same bytes (`-fflags +bitexact`
    // in https://ffmpeg.org/ffmpeg-formats.html#Format-Options).
    fmt.pointee.flags |= AVFMT_FLAG_BITEXACT
    if bitExactCodec { ctx.pointee.flags |= Int32(AV_CODEC_FLAG_BITEXACT) }
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
      let file: WritableFile
      do { file = try files.create(URL(fileURLWithPath: path)) } catch let error as FileWriteError {
        throw MediaError.unwritablePath(displayPath, reason: error.reason)
      }
      let io = try AVIOOutput(file: file)
      self.io = io
      fmt.pointee.pb = io.context
    }
    var mux: OpaquePointer? = nil
    for (k, v) in formatOptions { av_dict_set(&mux, k, v, 0) }
    let headerCode = avformat_write_header(fmt, &mux)
    let unusedFormatOptions = FFmpeg.leftoverKeys(mux)
    av_dict_free(&mux)
    try check(headerCode, "writing the \(formatName) header of '\(displayPath)'")
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
    try check(avcodec_send_frame(codec, frame), frame == nil ? "flushing the encoder" : "encoding a frame")
    while true {
      let code = avcodec_receive_packet(codec, pkt)
      if code == FFmpeg.again || code == FFmpeg.eof { return }
      try check(code, "receiving an encoded packet")
      if pkt.pointee.duration == 0, fixedDuration { pkt.pointee.duration = 1 }
      av_packet_rescale_ts(pkt, codec.pointee.time_base, stream.pointee.time_base)
      pkt.pointee.stream_index = stream.pointee.index
      // av_interleaved_write_frame takes the packet's reference, leaving `pkt` blank for reuse.
      try check(av_interleaved_write_frame(fmt, pkt), "writing a packet to '\(path)'")
      packetsWritten += 1
    }
  }

  /// Drains the encoder, writes the trailer (faststart rewrites the file here) and closes the file.
  func finish() throws {
    guard let fmt = format, !finished else { throw MediaError.sinkClosed }
    try encode(nil)
    finished = true
    let trailer = av_write_trailer(fmt)
    try check(trailer, "finishing '\(path)'")
    fmt.pointee.pb = nil
    do { try io?.close() } catch let error as FileWriteError {
      throw MediaError.unwritablePath(path, reason: error.reason)
    }
    io = nil
  }

  /// Closes the file without a trailer; the caller deletes it.
  func abort() {
    finished = true
    format?.pointee.pb = nil
    io?.discard()
    io = nil
  }

  /// `FFmpeg.check`, except that a failure of the file itself is reported as one: FFmpeg turns
  /// ENOSPC into whatever its caller makes of it, the file layer kept the real reason.
  private func check(_ code: Int32, _ operation: @autoclosure () -> String) throws {
    if code < 0, let failure = io?.failure { throw MediaError.unwritablePath(path, reason: failure.reason) }
    try FFmpeg.check(code, operation())
  }

  deinit {
    format?.pointee.pb = nil
    io?.discard()
    if let fmt = format {
      avformat_free_context(fmt)
    }
    var ctx: UnsafeMutablePointer<AVCodecContext>? = codec
    avcodec_free_context(&ctx)
    av_packet_free(&packet)
  }
}
