import CFFmpeg
import CFFmpegShim
import Foundation
import Graphics

/// Stores frames losslessly for a later merge: the premultiplied BGRA bytes exactly as rendered,
/// compressed with FFV1 (version 3, Golomb-Rice coder, fixed slices) in Matroska.
///
/// FFV1 is FFmpeg's own lossless intra-only codec (RFC 9043, https://www.rfc-editor.org/rfc/rfc9043);
/// it takes packed BGRA as it is, so no colour conversion or un-premultiplying touches the pixels and
/// `LosslessSegmentReader` returns byte-identical `FrameBuffer`s. Intra-only also means a segment
/// decodes from any frame on, and its size is a fraction of raw BGRA (flat UI scenes compress ~20–50×).
/// The slice count is fixed, so the bytes do not depend on the machine's core count.
public final class LosslessSegmentSink: FrameSink {
  public let url: URL
  public let width: Int, height: Int
  public var framesWritten: Int { file?.framesWritten ?? 0 }

  private var file: EncodedFile?
  private var frame: UnsafeMutablePointer<AVFrame>?

  public init(url: URL, width: Int, height: Int, frameRate: FrameRate, files: FileWriting = LocalFileWriter()) throws {
    try frameRate.validate()
    guard width > 0, height > 0, width <= 32767, height <= 32767 else {
      throw MediaError.invalidSize(width: width, height: height, reason: "segments are 1…32767 pixels per side")
    }
    self.url = url
    self.width = width
    self.height = height
    do {
      file = try EncodedFile(url: url, files: files) { path in
        try StreamEncoder(
          path: path, displayPath: url.path, files: files, formatName: "matroska", encoderName: "ffv1",
          frameRate: frameRate, codecOptions: [("level", "3"), ("slices", "4"), ("slicecrc", "1")],
          formatOptions: [], bitExactCodec: true
        ) { ctx in
          ctx.pointee.width = Int32(width)
          ctx.pointee.height = Int32(height)
          ctx.pointee.pix_fmt = AV_PIX_FMT_BGRA
          ctx.pointee.thread_count = 0
          ctx.pointee.gop_size = 1
        }
      }
      frame = try FFmpeg.makeFrame(width: width, height: height, format: AV_PIX_FMT_BGRA.rawValue)
    } catch {
      file?.cancel()
      throw error
    }
  }

  public func write(_ buffer: FrameBuffer) throws {
    guard let file, file.isOpen, let frame else { throw MediaError.sinkClosed }
    do {
      guard buffer.width == width, buffer.height == height else {
        throw MediaError.frameSizeMismatch(expected: (width, height), got: (buffer.width, buffer.height))
      }
      try FFmpeg.check(av_frame_make_writable(frame), "preparing a frame")
      let dst = avshim_frame_data(frame, 0)!, stride = Int(avshim_frame_linesize(frame, 0))
      buffer.pixels.withUnsafeBytes { src in
        for y in 0..<height {
          (dst + y * stride).update(from: src.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * buffer.bytesPerRow, count: width * 4)
        }
      }
      try file.encode(frame)
    } catch {
      cancel()
      throw error
    }
  }

  public func finish() throws {
    guard let file, file.isOpen else { throw MediaError.sinkClosed }
    defer { av_frame_free(&frame) }
    try file.finish()
  }

  public func cancel() {
    file?.cancel()
    av_frame_free(&frame)
  }

  deinit {
    if file?.isOpen == true { cancel() }
    av_frame_free(&frame)
  }
}
