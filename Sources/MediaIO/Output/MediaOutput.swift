import Foundation
import Graphics

/// Opens the right sink for an output path.
public enum MediaOutput {
  /// A sink for `url` in `format` (inferred from the path when nil). `video` and `gif` settings
  /// supply the options of those formats; their frame rate is replaced by `frameRate`. Every byte
  /// the sink writes goes through `files`. `isCancelled` lets a long `finish()` (a GIF's second
  /// pass) stop between frames.
  public static func makeSink(url: URL, width: Int, height: Int, frameRate: FrameRate, format: OutputFormat? = nil,
                              video: VideoSettings = VideoSettings(), gif: GIFSettings = GIFSettings(),
                              files: FileWriting = LocalFileWriter(),
                              isCancelled: @escaping @Sendable () -> Bool = { false }) throws -> FrameSink {
    switch try format ?? OutputFormat(path: url.path) {
    case .video(let codec):
      var settings = video
      settings.codec = codec
      settings.frameRate = frameRate
      return try VideoSink(url: url, width: width, height: height, settings: settings, files: files)
    case .gif:
      var settings = gif
      settings.frameRate = frameRate
      return try GIFSink(url: url, width: width, height: height, settings: settings, files: files, isCancelled: isCancelled)
    case .pngSequence:
      return try PNGSequenceSink(folder: url, width: width, height: height, files: files)
    case .png:
      return try StillPNGSink(url: url, width: width, height: height, files: files)
    }
  }
}
