import CFFmpeg
import CFFmpegShim
import Foundation
import Graphics

/// FFmpeg's PNG encoder for one frame size: un-premultiplies BGRA into RGBA and returns file bytes.
/// The codec context and frame are reused from frame to frame.
final class PNGEncoder {
  let width: Int, height: Int
  private var codec: UnsafeMutablePointer<AVCodecContext>?
  private var frame: UnsafeMutablePointer<AVFrame>?
  private var packet: UnsafeMutablePointer<AVPacket>?

  init(width: Int, height: Int, compressionLevel: Int) throws {
    FFmpeg.quietLogs()
    guard width > 0, height > 0, width <= 32767, height <= 32767 else {
      throw MediaError.invalidSize(width: width, height: height, reason: "PNG frames are 1…32767 pixels per side here")
    }
    guard (0...9).contains(compressionLevel) else {
      throw MediaError.invalidSetting("PNG compression level \(compressionLevel) must be 0…9")
    }
    self.width = width
    self.height = height
    guard let encoder = avcodec_find_encoder_by_name("png") else { throw MediaError.codecUnavailable("png") }
    guard let ctx = avcodec_alloc_context3(encoder), let f = av_frame_alloc(), let p = av_packet_alloc() else {
      throw MediaError.ffmpeg(operation: "allocating the PNG encoder", code: -12, message: "out of memory")
    }
    codec = ctx; frame = f; packet = p
    ctx.pointee.width = Int32(width)
    ctx.pointee.height = Int32(height)
    ctx.pointee.pix_fmt = AV_PIX_FMT_RGBA
    ctx.pointee.time_base = AVRational(num: 1, den: 1)
    ctx.pointee.compression_level = Int32(compressionLevel)
    var opts: OpaquePointer? = nil
    av_dict_set(&opts, "pred", "paeth", 0)  // Paeth prediction: smaller files than none at the same speed
    let code = avcodec_open2(ctx, encoder, &opts)
    av_dict_free(&opts)
    try FFmpeg.check(code, "opening the PNG encoder")
    f.pointee.width = Int32(width)
    f.pointee.height = Int32(height)
    f.pointee.format = AV_PIX_FMT_RGBA.rawValue
    try FFmpeg.check(av_frame_get_buffer(f, 0), "allocating a PNG frame")
  }

  /// PNG file bytes for `buffer` (which must be `width × height`).
  func encode(_ buffer: FrameBuffer) throws -> [UInt8] {
    guard let codec, let frame, let packet else { throw MediaError.sinkClosed }
    guard buffer.width == width, buffer.height == height else {
      throw MediaError.frameSizeMismatch(expected: (width, height), got: (buffer.width, buffer.height))
    }
    try FFmpeg.check(av_frame_make_writable(frame), "preparing a PNG frame")
    buffer.pixels.withUnsafeBufferPointer { px in
      avshim_unpremultiply(px.baseAddress, buffer.bytesPerRow, avshim_frame_data(frame, 0),
                           Int(avshim_frame_linesize(frame, 0)), Int32(width), Int32(height), 1)
    }
    try FFmpeg.check(avcodec_send_frame(codec, frame), "encoding a PNG")
    try FFmpeg.check(avcodec_receive_packet(codec, packet), "encoding a PNG")
    defer { av_packet_unref(packet) }
    return Array(UnsafeBufferPointer(start: packet.pointee.data, count: Int(packet.pointee.size)))
  }

  deinit {
    avcodec_free_context(&codec)
    av_frame_free(&frame)
    av_packet_free(&packet)
  }
}
