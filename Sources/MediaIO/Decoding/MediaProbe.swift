import CFFmpeg
import CFFmpegShim
import Foundation

/// Reads a media file's stream parameters and timing without decoding pixels.
///
/// Used by tests and `animrender test` to check what a sink wrote: codec, pixel format, size,
/// colour tags, exact frame count (every packet is read), duration and per-frame delays.
public enum MediaProbe {
  public static func inspect(_ url: URL) throws -> MediaInfo {
    let file = try InputFile(path: url.path, openDecoder: false)
    guard let fmt = file.format else { throw MediaError.unreadable(url.path, reason: "not open") }
    let st = file.stream
    let par = st.pointee.codecpar!
    let tb = st.pointee.time_base

    // Read every packet: frame count and the presentation span, without trusting the header.
    guard let pkt = av_packet_alloc() else {
      throw MediaError.ffmpeg(operation: "allocating a packet", code: -12, message: "out of memory")
    }
    var packet: UnsafeMutablePointer<AVPacket>? = pkt
    defer { av_packet_free(&packet) }
    var spans: [(pts: Int64, duration: Int64)] = []
    while true {
      let code = av_read_frame(fmt, pkt)
      if code == FFmpeg.eof { break }
      if code < 0 { throw MediaError.unreadable(url.path, reason: FFmpeg.message(code)) }
      if pkt.pointee.stream_index == file.streamIndex {
        let pts = pkt.pointee.pts != FFmpeg.noPTS ? pkt.pointee.pts : pkt.pointee.dts
        spans.append((pts, pkt.pointee.duration))
      }
      av_packet_unref(pkt)
    }
    spans.sort { $0.pts < $1.pts }
    let seconds = { (t: Int64) in Double(t) * Double(tb.num) / Double(tb.den) }
    let start = spans.first?.pts ?? 0
    let end = spans.map { $0.pts + $0.duration }.max() ?? 0

    let pixFmt = AVPixelFormat(rawValue: par.pointee.format)
    let pixName = av_get_pix_fmt_name(pixFmt).map { String(cString: $0) } ?? "unknown"
    // libvpx's decoder turns VP9 + alpha side data into yuva420p; report what a decode yields.
    let alphaVP9 = file.hasVP9Alpha
    let descriptorHasAlpha = av_pix_fmt_desc_get(pixFmt).map { $0.pointee.flags & UInt64(AV_PIX_FMT_FLAG_ALPHA) != 0 } ?? false
    let profile = avcodec_profile_name(par.pointee.codec_id, par.pointee.profile).map { String(cString: $0) }

    var loopCount: Int? = nil
    if par.pointee.codec_id == AV_CODEC_ID_GIF, let data = FileManager.default.contents(atPath: url.path) {
      loopCount = try GIFStructure(data: [UInt8](data)).loopCount
    }
    var indexBeforeMedia: Bool? = nil
    if par.pointee.codec_id == AV_CODEC_ID_H264 || par.pointee.codec_id == AV_CODEC_ID_PRORES {
      indexBeforeMedia = try? Self.moovPrecedesMdat(url)
    }

    return MediaInfo(
      containerName: String(cString: fmt.pointee.iformat.pointee.name),
      codecName: String(cString: avcodec_get_name(par.pointee.codec_id)),
      profileName: profile,
      pixelFormat: alphaVP9 && pixFmt == AV_PIX_FMT_YUV420P ? "yuva420p" : pixName,
      width: Int(par.pointee.width), height: Int(par.pointee.height),
      colorPrimaries: String(cString: av_color_primaries_name(par.pointee.color_primaries)),
      colorTransfer: String(cString: av_color_transfer_name(par.pointee.color_trc)),
      colorSpace: String(cString: av_color_space_name(par.pointee.color_space)),
      colorRange: String(cString: av_color_range_name(par.pointee.color_range)),
      hasAlpha: alphaVP9 || descriptorHasAlpha,
      frameCount: spans.count,
      duration: seconds(end - start),
      timeBase: Rational(Int(tb.num), Int(tb.den)),
      averageFrameRate: Rational(Int(st.pointee.avg_frame_rate.num), Int(st.pointee.avg_frame_rate.den)),
      frameDurations: spans.map { seconds($0.duration) },
      loopCount: loopCount,
      indexBeforeMedia: indexBeforeMedia)
  }

  /// Walks the top-level ISO-BMFF boxes and tells whether `moov` comes before `mdat`.
  static func moovPrecedesMdat(_ url: URL) throws -> Bool? {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    var offset: UInt64 = 0
    while true {
      try handle.seek(toOffset: offset)
      guard let header = try handle.read(upToCount: 16), header.count >= 8 else { return nil }
      let bytes = [UInt8](header)
      var size = UInt64(bytes[0]) << 24 | UInt64(bytes[1]) << 16 | UInt64(bytes[2]) << 8 | UInt64(bytes[3])
      let type = String(decoding: bytes[4..<8], as: UTF8.self)
      if size == 1, bytes.count >= 16 { size = bytes[8..<16].reduce(0) { $0 << 8 | UInt64($1) } }
      if type == "moov" { return true }
      if type == "mdat" { return false }
      guard size >= 8 else { return nil }
      offset += size
    }
  }
}
