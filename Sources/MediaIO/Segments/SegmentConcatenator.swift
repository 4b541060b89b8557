import CFFmpeg
import CFFmpegShim
import Foundation

/// Joins H.264 MP4 segments into one MP4 without decoding: packets are copied as they are, their
/// timestamps moved by the frames before their segment.
///
/// Every segment must start with a keyframe and refer to nothing outside itself (a fresh encoder per
/// segment guarantees both) and carry the same decoder configuration (SPS/PPS in `avcC`: equal
/// encoder settings give equal bytes). Segments are closed GOPs, so the reorder delay at the start
/// of each one is the same and decode times stay increasing across the joins.
public struct SegmentConcatenator {
  public let frameRate: FrameRate
  public init(frameRate: FrameRate) { self.frameRate = frameRate }

  /// - Parameter frames: the frame count of each segment, as recorded; a segment holding another
  ///   number is refused.
  public func concatenate(_ segments: [URL], frames: [Int], to url: URL, files: FileWriting = LocalFileWriter(),
                          isCancelled: () -> Bool = { false }) throws {
    FFmpeg.quietLogs()
    try frameRate.validate()
    guard !segments.isEmpty, segments.count == frames.count else { throw MediaError.invalidSetting("no segments to join") }
    let output = try TemporaryOutput(destination: url, files: files)
    var fmt: UnsafeMutablePointer<AVFormatContext>? = nil
    var io: AVIOOutput?
    func fail(_ error: Error) -> Error {
      fmt?.pointee.pb = nil
      io?.discard()
      output.discard()
      return error
    }
    defer { if let f = fmt { avformat_free_context(f) } }
    guard let packet = av_packet_alloc() else {
      throw MediaError.ffmpeg(operation: "allocating a packet", code: -12, message: "out of memory")
    }
    var pkt: UnsafeMutablePointer<AVPacket>? = packet
    defer { av_packet_free(&pkt) }
    do {
      let first = try InputFile(path: segments[0].path, openDecoder: false)
      try FFmpeg.check(avformat_alloc_output_context2(&fmt, nil, "mp4", output.temporary.path), "opening the mp4 muxer")
      guard let out = fmt, let stream = avformat_new_stream(out, nil) else { throw MediaError.codecUnavailable("mp4") }
      out.pointee.flags |= AVFMT_FLAG_BITEXACT
      try FFmpeg.check(avcodec_parameters_copy(stream.pointee.codecpar, first.stream.pointee.codecpar), "copying stream parameters")
      guard stream.pointee.codecpar.pointee.codec_id == AV_CODEC_ID_H264 else {
        throw MediaError.unreadable(segments[0].path, reason: "not an H.264 segment")
      }
      stream.pointee.codecpar.pointee.codec_tag = 0
      stream.pointee.time_base = frameRate.timeBase
      stream.pointee.avg_frame_rate = frameRate.rational
      let reference = Self.configuration(first)
      let file: WritableFile
      do { file = try files.create(output.temporary) } catch let error as FileWriteError {
        throw MediaError.unwritablePath(url.path, reason: error.reason)
      }
      io = try AVIOOutput(file: file)
      out.pointee.pb = io!.context
      var options: OpaquePointer? = nil
      av_dict_set(&options, "movflags", "+faststart", 0)
      let header = avformat_write_header(out, &options)
      av_dict_free(&options)
      try FFmpeg.check(header, "writing the mp4 header of '\(url.path)'")

      var offset: Int64 = 0
      for (segment, count) in zip(segments, frames) {
        let input = try InputFile(path: segment.path, openDecoder: false)
        guard Self.configuration(input) == reference else {
          throw MediaError.unreadable(segment.path, reason: "its H.264 configuration (size or SPS/PPS) differs from the first segment's")
        }
        var copied = 0
        while true {
          if isCancelled() { throw MediaError.cancelled }
          let read = av_read_frame(input.format, packet)
          if read == FFmpeg.eof { break }
          if read < 0 { throw MediaError.unreadable(segment.path, reason: FFmpeg.message(read)) }
          defer { av_packet_unref(packet) }
          guard packet.pointee.stream_index == input.streamIndex else { continue }
          if copied == 0, packet.pointee.flags & AV_PKT_FLAG_KEY == 0 {
            throw MediaError.unreadable(segment.path, reason: "it does not start with a keyframe")
          }
          // Segment time → frames → the joined clip's time.
          av_packet_rescale_ts(packet, input.stream.pointee.time_base, frameRate.timeBase)
          packet.pointee.pts += offset
          packet.pointee.dts += offset
          packet.pointee.duration = 1
          packet.pointee.pos = -1
          av_packet_rescale_ts(packet, frameRate.timeBase, stream.pointee.time_base)
          packet.pointee.stream_index = stream.pointee.index
          try FFmpeg.check(av_interleaved_write_frame(out, packet), "writing a packet to '\(url.path)'")
          copied += 1
        }
        guard copied == count else {
          throw MediaError.unreadable(segment.path, reason: "it holds \(copied) frames, expected \(count)")
        }
        offset += Int64(count)
      }
      try FFmpeg.check(av_write_trailer(out), "finishing '\(url.path)'")
      out.pointee.pb = nil
      do { try io?.close() } catch let error as FileWriteError { throw MediaError.unwritablePath(url.path, reason: error.reason) }
      io = nil
      try output.commit()
    } catch {
      throw fail(error)
    }
  }

  /// Size and decoder configuration record: what must be equal for packets to be joined.
  static func configuration(_ input: InputFile) -> [UInt8] {
    let par = input.stream.pointee.codecpar.pointee
    var bytes = withUnsafeBytes(of: (par.width, par.height, par.format)) { Array($0) }
    if let extra = par.extradata, par.extradata_size > 0 { bytes += UnsafeBufferPointer(start: extra, count: Int(par.extradata_size)) }
    return bytes
  }
}
