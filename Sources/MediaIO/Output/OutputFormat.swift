import Foundation
import Graphics

/// Every kind of output animrender writes, chosen from a path the way a user types it.
public enum OutputFormat: Hashable, Sendable {
  case video(VideoCodec)
  case gif
  /// A folder of `frame_00000.png` … files.
  case pngSequence
  /// One PNG still (a single frame).
  case png

  /// `clip.mp4`/`.m4v` → H.264, `.webm` → VP9 + alpha, `.mov` → ProRes 4444, `.gif`, `.png` → a still,
  /// and a path without an extension (or ending in `/`) → a PNG sequence folder.
  public init(path: String) throws {
    let url = URL(fileURLWithPath: path)
    let ext = url.pathExtension.lowercased()
    if path.hasSuffix("/") || ext.isEmpty { self = .pngSequence; return }
    if let codec = VideoCodec(fileExtension: ext) { self = .video(codec); return }
    switch ext {
    case "gif": self = .gif
    case "png": self = .png
    default:
      throw MediaError.invalidSetting(
        "unknown output type '.\(ext)' for '\(path)': use .mp4, .webm, .mov, .gif, .png or a folder for PNG frames")
    }
  }

  /// Whether the format keeps transparency (GIF: on/off per pixel only).
  public var supportsAlpha: Bool {
    switch self {
    case .video(let codec): codec.supportsAlpha
    case .gif, .pngSequence, .png: true
    }
  }
}

/// Opens the right sink for an output path.
public enum MediaOutput {
  /// A sink for `url` in `format` (inferred from the path when nil). `video` and `gif` settings
  /// supply the options of those formats; their frame rate is replaced by `frameRate`.
  public static func makeSink(url: URL, width: Int, height: Int, frameRate: FrameRate, format: OutputFormat? = nil,
                              video: VideoSettings = VideoSettings(), gif: GIFSettings = GIFSettings()) throws -> FrameSink {
    switch try format ?? OutputFormat(path: url.path) {
    case .video(let codec):
      var settings = video
      settings.codec = codec
      settings.frameRate = frameRate
      return try VideoSink(url: url, width: width, height: height, settings: settings)
    case .gif:
      var settings = gif
      settings.frameRate = frameRate
      return try GIFSink(url: url, width: width, height: height, settings: settings)
    case .pngSequence:
      return try PNGSequenceSink(folder: url, width: width, height: height)
    case .png:
      return try StillPNGSink(url: url, width: width, height: height)
    }
  }
}

/// Writes the single frame it receives as a PNG still; more than one frame is an error.
public final class StillPNGSink: FrameSink {
  public let url: URL
  private let width: Int, height: Int
  private var frame: FrameBuffer?
  private var closed = false

  public init(url: URL, width: Int, height: Int) throws {
    _ = try TemporaryOutput(destination: url)  // the same early checks as every other sink
    guard width > 0, height > 0 else {
      throw MediaError.invalidSize(width: width, height: height, reason: "width and height must be positive")
    }
    self.url = url; self.width = width; self.height = height
  }

  public func write(_ frame: FrameBuffer) throws {
    guard !closed else { throw MediaError.sinkClosed }
    guard self.frame == nil else {
      cancel()
      throw MediaError.invalidSetting("a .png output holds one frame; use a folder path for a PNG sequence")
    }
    guard frame.width == width, frame.height == height else {
      cancel()
      throw MediaError.frameSizeMismatch(expected: (width, height), got: (frame.width, frame.height))
    }
    self.frame = frame
  }

  public func finish() throws {
    guard !closed else { throw MediaError.sinkClosed }
    closed = true
    guard let frame else { throw MediaError.invalidSetting("no frame was written to '\(url.path)'") }
    self.frame = nil
    try PNGWriter.write(frame, to: url)
  }

  public func cancel() {
    closed = true
    frame = nil
  }
}
