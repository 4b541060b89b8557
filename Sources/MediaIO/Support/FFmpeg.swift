import CFFmpeg
import CFFmpegShim

/// Helpers for FFmpeg's integer return codes.
enum FFmpeg {
  static let eof = avshim_error_eof()
  static let again = avshim_error_eagain()
  static let noPTS = avshim_nopts_value()

  /// FFmpeg's text for an error code (`av_err2str` is a macro Swift cannot import).
  static func message(_ code: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    av_strerror(code, &buffer, buffer.count)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Throws `MediaError.ffmpeg` for a negative code and returns non-negative ones.
  @discardableResult
  static func check(_ code: Int32, _ operation: @autoclosure () -> String) throws -> Int32 {
    if code < 0 { throw MediaError.ffmpeg(operation: operation(), code: code, message: message(code)) }
    return code
  }

  /// A frame of `width × height` pixels in `format`, with its buffers allocated (`allocate`) or
  /// without (the caller points it at memory of its own); freed here if allocating fails.
  static func makeFrame(width: Int, height: Int, format: Int32, allocate: Bool = true,
                        _ operation: @autoclosure () -> String = "allocating frame buffers") throws -> UnsafeMutablePointer<AVFrame> {
    guard let frame = av_frame_alloc() else {
      throw MediaError.ffmpeg(operation: "allocating a frame", code: -12, message: "out of memory")
    }
    frame.pointee.width = Int32(width)
    frame.pointee.height = Int32(height)
    frame.pointee.format = format
    if allocate {
      do { try check(av_frame_get_buffer(frame, 0), operation()) } catch {
        var f: UnsafeMutablePointer<AVFrame>? = frame
        av_frame_free(&f)
        throw error
      }
    }
    return frame
  }

  /// Library chatter (x264's statistics, muxer notes) is off: errors reach callers as thrown
  /// `MediaError`s. FFmpeg's log level is process-wide, so this only ever lowers it to errors.
  static func quietLogs() {
    if av_log_get_level() > AV_LOG_ERROR { av_log_set_level(AV_LOG_ERROR) }
  }

  /// Entries an `avcodec_open2`/`avformat_write_header` call did not consume: misspelt options.
  static func leftoverKeys(_ dict: OpaquePointer?) -> [String] {
    var keys: [String] = []
    var entry: UnsafeMutablePointer<AVDictionaryEntry>? = nil
    while let e = av_dict_get(dict, "", entry, AV_DICT_IGNORE_SUFFIX) {
      keys.append(String(cString: e.pointee.key))
      entry = e
    }
    return keys
  }
}
