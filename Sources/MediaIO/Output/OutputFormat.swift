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
