import CFFmpeg
import CFFmpegShim
import Foundation
import Graphics

/// Decodes a video, GIF or PNG back into premultiplied BGRA `FrameBuffer`s, one at a time.
///
/// YUV is converted with the matrix and range the file is tagged with (BT.601 when untagged), so
/// a correctly tagged file decodes to the colours that were encoded. VP9 with alpha goes through
/// libvpx's decoder, the only one in FFmpeg 5.1 that reads the alpha side stream.
public final class VideoDecoder {
  public let url: URL
  public let width: Int
  public let height: Int
  private let input: InputFile
  private let frames: DecodeLoop
  private var converter: (DecodedFrameConverter, Int32)?
  /// Presentation time, in seconds, of the frame `nextFrame()` returned last.
  public private(set) var lastFrameTime: Double?

  public init(url: URL) throws {
    self.url = url
    input = try InputFile(path: url.path, openDecoder: true)
    width = Int(input.stream.pointee.codecpar.pointee.width)
    height = Int(input.stream.pointee.codecpar.pointee.height)
    frames = try DecodeLoop(input: input)
  }

  /// The next frame in presentation order, or nil at the end.
  public func nextFrame() throws -> FrameBuffer? {
    guard let frame = try frames.next() else { return nil }
    let ts = frame.pointee.best_effort_timestamp, tb = input.stream.pointee.time_base
    lastFrameTime = ts == FFmpeg.noPTS || tb.den == 0 ? nil : Double(ts) * Double(tb.num) / Double(tb.den)
    return try convert(frame)
  }

  /// Every frame of the file. Only for short clips: all frames are held in memory.
  public static func decodeAll(_ url: URL) throws -> [FrameBuffer] {
    let decoder = try VideoDecoder(url: url)
    var frames: [FrameBuffer] = []
    while let f = try decoder.nextFrame() { frames.append(f) }
    return frames
  }

  private func convert(_ frame: UnsafeMutablePointer<AVFrame>) throws -> FrameBuffer {
    let w = Int(frame.pointee.width), h = Int(frame.pointee.height)
    let format = frame.pointee.format
    if converter == nil || converter!.1 != format || converter!.0.width != w || converter!.0.height != h {
      converter = (try DecodedFrameConverter(frame: frame), format)
    }
    var out = FrameBuffer(width: w, height: h)
    try out.pixels.withUnsafeMutableBytes { dst in
      let base = dst.baseAddress!.assumingMemoryBound(to: UInt8.self)
      try converter!.0.convert(frame, into: base, bytesPerRow: w * 4)
      avshim_premultiply(base, w * 4, Int32(w), Int32(h))
    }
    return out
  }
}
