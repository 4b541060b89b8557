import CFFmpeg
import CFFmpegShim
import Foundation
import Graphics

/// Writes frames as one animated PNG (APNG) with FFmpeg's `apng` encoder and muxer: lossless RGBA,
/// so every frame decodes (through `VideoDecoder`) to the premultiplied pixels that went in, as a
/// PNG still does. The file appears only when `finish()` succeeds. Used for whole-clip goldens.
///
/// The format: https://wiki.mozilla.org/APNG_Specification; FFmpeg's muxer options:
/// https://ffmpeg.org/ffmpeg-formats.html#apng-1
public final class APNGSink: FrameSink {
  public let url: URL
  public let width: Int, height: Int
  public let frameRate: FrameRate
  public var framesWritten: Int { file?.framesWritten ?? 0 }

  private var file: EncodedFile?
  private var frame: UnsafeMutablePointer<AVFrame>?

  /// - Parameter plays: how often a viewer plays the clip; 0 loops forever.
  public init(url: URL, width: Int, height: Int, frameRate: FrameRate, plays: Int = 0,
              files: FileWriting = LocalFileWriter()) throws {
    guard width > 0, height > 0, width <= 32767, height <= 32767 else {
      throw MediaError.invalidSize(width: width, height: height, reason: "APNG frames are 1…32767 pixels per side here")
    }
    try frameRate.validate()
    guard plays >= 0 else { throw MediaError.invalidSetting("APNG play count \(plays) must not be negative") }
    self.url = url
    self.width = width
    self.height = height
    self.frameRate = frameRate
    do {
      file = try EncodedFile(url: url, files: files) { path in
        try StreamEncoder(
          path: path, displayPath: url.path, files: files, formatName: "apng", encoderName: "apng",
          frameRate: frameRate, codecOptions: [("pred", "paeth")], formatOptions: [("plays", String(plays))],
          bitExactCodec: true
        ) { ctx in
          ctx.pointee.width = Int32(width)
          ctx.pointee.height = Int32(height)
          ctx.pointee.pix_fmt = AV_PIX_FMT_RGBA
        }
      }
      frame = try FFmpeg.makeFrame(width: width, height: height, format: AV_PIX_FMT_RGBA.rawValue, "allocating an APNG frame")
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
      // The encoder keeps the previous frame to diff against; this copies only when it still holds ours.
      try FFmpeg.check(av_frame_make_writable(frame), "preparing an APNG frame")
      buffer.pixels.withUnsafeBufferPointer { px in
        avshim_unpremultiply(px.baseAddress, buffer.bytesPerRow, avshim_frame_data(frame, 0),
                             Int(avshim_frame_linesize(frame, 0)), Int32(width), Int32(height), 1)
      }
      try file.encode(frame)
    } catch {
      cancel()
      throw error
    }
  }

  public func finish() throws {
    guard let file else { throw MediaError.sinkClosed }
    defer { self.file = nil; av_frame_free(&frame) }
    try file.finish()
  }

  public func cancel() {
    file?.cancel()
    file = nil
    av_frame_free(&frame)
  }

  deinit {
    file?.cancel()
    av_frame_free(&frame)
  }
}
