import Foundation

/// What kind of file a render writes, chosen from the output path or `--format`.
public enum OutputFormat: String, CaseIterable, Sendable {
  case mp4, gif, webm, mov
  /// One PNG still.
  case png
  /// A folder of numbered PNG frames.
  case pngSequence = "png-sequence"

  /// From an output path: by extension, or a PNG sequence for a path ending in `/` or an existing folder.
  public static func infer(fromPath path: String) throws -> OutputFormat {
    var isDir: ObjCBool = false
    if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue) {
      return .pngSequence
    }
    let ext = (path as NSString).pathExtension.lowercased()
    switch ext {
    case "mp4", "m4v": return .mp4
    case "gif": return .gif
    case "webm": return .webm
    case "mov": return .mov
    case "png": return .png
    case "": throw PlanError("cannot tell the format of '\(path)': give it an extension (.mp4 .gif .webm .mov .png), end it with / for a PNG folder, or pass --format")
    default: throw PlanError("unknown output extension '.\(ext)' (expected .mp4, .gif, .webm, .mov or .png)")
    }
  }

  /// Whether the format keeps an alpha channel (transparent backgrounds survive).
  public var supportsAlpha: Bool {
    switch self {
    case .mp4: return false
    case .gif, .webm, .mov, .png, .pngSequence: return true
    }
  }
}
