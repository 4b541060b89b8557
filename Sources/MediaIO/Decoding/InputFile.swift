import CFFmpeg
import CFFmpegShim
import Foundation

/// An opened media file with the decoder for its first video stream.
final class InputFile {
  let path: String
  private(set) var format: UnsafeMutablePointer<AVFormatContext>?
  let stream: UnsafeMutablePointer<AVStream>
  let streamIndex: Int32
  private(set) var codec: UnsafeMutablePointer<AVCodecContext>?

  /// - Parameter sliceThreads: threads decoding the slices of one frame (codecs that have slices).
  init(path: String, openDecoder: Bool, sliceThreads: Int = 1) throws {
    FFmpeg.quietLogs()
    self.path = path
    guard FileManager.default.fileExists(atPath: path) else {
      throw MediaError.unreadable(path, reason: "no such file")
    }
    var fmt: UnsafeMutablePointer<AVFormatContext>? = nil
    let code = avformat_open_input(&fmt, path, nil, nil)
    guard code >= 0, let fmt else { throw MediaError.unreadable(path, reason: FFmpeg.message(code)) }
    format = fmt
    let info = avformat_find_stream_info(fmt, nil)
    guard info >= 0 else {
      avformat_close_input(&format)
      throw MediaError.unreadable(path, reason: FFmpeg.message(info))
    }
    let index = av_find_best_stream(fmt, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
    guard index >= 0, let st = fmt.pointee.streams[Int(index)] else {
      avformat_close_input(&format)
      throw MediaError.unreadable(path, reason: "no video stream")
    }
    stream = st
    streamIndex = index
    if openDecoder {
      do { try self.openDecoder(sliceThreads: sliceThreads) } catch {
        avformat_close_input(&format)
        throw error
      }
    }
  }

  /// VP9 keeps alpha in a side stream that only libvpx's decoder reads; FFmpeg's native vp9
  /// decoder silently drops it. The WebM muxer marks such streams with the `alpha_mode` tag.
  var hasVP9Alpha: Bool {
    guard stream.pointee.codecpar.pointee.codec_id == AV_CODEC_ID_VP9 else { return false }
    guard let tag = av_dict_get(stream.pointee.metadata, "alpha_mode", nil, 0) else { return false }
    return String(cString: tag.pointee.value) == "1"
  }

  private func openDecoder(sliceThreads: Int) throws {
    let par = stream.pointee.codecpar!
    let decoder = hasVP9Alpha ? avcodec_find_decoder_by_name("libvpx-vp9") : avcodec_find_decoder(par.pointee.codec_id)
    guard let decoder else {
      throw MediaError.codecUnavailable(String(cString: avcodec_get_name(par.pointee.codec_id)))
    }
    guard let ctx = avcodec_alloc_context3(decoder) else {
      throw MediaError.ffmpeg(operation: "allocating a decoder", code: -12, message: "out of memory")
    }
    codec = ctx
    try FFmpeg.check(avcodec_parameters_to_context(ctx, par), "configuring the decoder")
    ctx.pointee.pkt_timebase = stream.pointee.time_base
    if sliceThreads > 1 {
      ctx.pointee.thread_count = Int32(sliceThreads)
      ctx.pointee.thread_type = FF_THREAD_SLICE
    }
    try FFmpeg.check(avcodec_open2(ctx, decoder, nil), "opening the decoder")
  }

  deinit {
    avcodec_free_context(&codec)
    avformat_close_input(&format)
  }
}
