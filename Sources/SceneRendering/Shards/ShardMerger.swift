import Foundation
import Graphics
import MediaIO
import RenderPipeline

/// Joins checked parts into one file. Lossless parts are decoded and encoded once through the very
/// sink a single-machine render uses (`SinkFactory`), so with the same settings the bytes are the
/// same; a GIF's palette comes from all frames, since the sink sees them all. H.264 segments are
/// joined without encoding.
public struct ShardMerger {
  public let parts: ShardParts
  public init(parts: ShardParts) { self.parts = parts }

  /// The shards' frame settings over `base`'s encoding options and format.
  public func settings(over base: RenderSettings) -> RenderSettings { parts.first.settings.applied(to: base) }

  /// Writes `path`; returns the number of frames.
  @discardableResult
  public func merge(to path: String, settings base: RenderSettings, cancellation: CancellationFlag = CancellationFlag(),
                    progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws -> Int {
    let settings = settings(over: base)
    let total = parts.frameCount
    switch parts.storage {
    case .h264:
      guard settings.format == .video(.h264) else {
        throw ShardError("these parts are H.264 segments (--segments h264): merge them into an .mp4, or render lossless parts for other formats")
      }
      let urls = parts.segments.map { parts.folder.appendingPathComponent($0.file) }
      try SegmentConcatenator(frameRate: FrameRate(settings.fps)).concatenate(urls, frames: parts.segments.map(\.frames),
                                                                            to: URL(fileURLWithPath: path), isCancelled: { cancellation.isCancelled })
      return total
    case .lossless:
      let sink = try SinkFactory.makeSink(path: path, settings: settings, cancellation: cancellation)
      let segments = parts.segments
      var written = 0
      // Sizes first: a part of another size would fail inside the encoder with a vaguer message.
      for segment in segments {
        let reader = try LosslessSegmentReader(url: parts.folder.appendingPathComponent(segment.file))
        guard reader.width == settings.pixelWidth, reader.height == settings.pixelHeight else {
          sink.cancel()
          throw ShardError("\(segment.file) is \(reader.width)x\(reader.height) px, the shards say \(settings.pixelWidth)x\(settings.pixelHeight)")
        }
      }
      let decoder = DecodeAhead(segments: segments.map { parts.folder.appendingPathComponent($0.file) })
      do {
        var index = 0
        loop: while true {
          switch decoder.pop() {
          case .frame(let frame):
            if cancellation.isCancelled { throw RenderCancelled() }
            try sink.write(frame)
            decoder.recycle(consume frame)
            written += 1
            progress?(written, total)
          case .segmentEnd(let file, let count):
            guard count == segments[index].frames else { throw ShardError("\(file) holds \(count) frames, its manifest says \(segments[index].frames)") }
            index += 1
          case .end:
            break loop
          case .failed(let error):
            throw error
          }
        }
        decoder.close()
        if cancellation.isCancelled { throw RenderCancelled() }
        try sink.finish()
      } catch {
        decoder.close()
        sink.cancel()
        throw error
      }
      return written
    }
  }
}
