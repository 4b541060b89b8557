import CFFmpeg
import CFFmpegShim
import Foundation
import Graphics

/// Reads a `LosslessSegmentSink` file back: the stored premultiplied BGRA bytes, one frame at a time.
/// Anything but FFV1 in BGRA is refused, since only that round-trips exactly.
public final class LosslessSegmentReader {
  public let url: URL
  public let width: Int, height: Int
  private let input: InputFile
  private let frames: DecodeLoop

  public init(url: URL) throws {
    self.url = url
    // The sink writes 4 slices; decoding them at once keeps the merge's decoder, which runs beside
    // the encoder, from becoming the slower of the two on a machine with cores to spare.
    input = try InputFile(path: url.path, openDecoder: true, sliceThreads: min(4, ProcessInfo.processInfo.activeProcessorCount))
    let par = input.stream.pointee.codecpar!
    guard par.pointee.codec_id == AV_CODEC_ID_FFV1, par.pointee.format == AV_PIX_FMT_BGRA.rawValue else {
      throw MediaError.unreadable(url.path, reason: "not a lossless segment (FFV1, BGRA)")
    }
    width = Int(par.pointee.width)
    height = Int(par.pointee.height)
    frames = try DecodeLoop(input: input)
  }

  /// The next frame, or nil at the end.
  public func nextFrame() throws -> FrameBuffer? {
    var frame = FrameBuffer(width: width, height: height)
    return try nextFrame(into: &frame) ? frame : nil
  }

  /// Decodes the next frame into `frame`, reusing its storage when it is this size and not shared
  /// (at 4K a fresh frame is 33 MB of new pages for the kernel to clear, every frame); false at the end.
  public func nextFrame(into frame: inout FrameBuffer) throws -> Bool {
    guard let decoded = try frames.next() else { return false }
    try copy(decoded, into: &frame)
    return true
  }

  private func copy(_ decoded: UnsafeMutablePointer<AVFrame>, into out: inout FrameBuffer) throws {
    guard Int(decoded.pointee.width) == width, Int(decoded.pointee.height) == height, decoded.pointee.format == AV_PIX_FMT_BGRA.rawValue else {
      throw MediaError.unreadable(url.path, reason: "a frame changed size or pixel format")
    }
    if out.width != width || out.height != height || out.bytesPerRow != width * 4 { out = FrameBuffer(width: width, height: height) }
    let src = avshim_frame_data(decoded, 0)!, stride = Int(avshim_frame_linesize(decoded, 0))
    out.pixels.withUnsafeMutableBytes { dst in
      let d = dst.baseAddress!.assumingMemoryBound(to: UInt8.self)
      for y in 0..<height { (d + y * width * 4).update(from: src + y * stride, count: width * 4) }
    }
  }
}
