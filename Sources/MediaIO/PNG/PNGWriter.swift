import Foundation
import Graphics

/// Single PNG stills (RGBA, un-premultiplied), written atomically.
public enum PNGWriter {
  /// Writes `frame` to `url` through a temporary file that replaces `url` only when complete.
  public static func write(_ frame: FrameBuffer, to url: URL, compressionLevel: Int = 6) throws {
    let output = try TemporaryOutput(destination: url)
    do {
      let bytes = try PNGEncoder(width: frame.width, height: frame.height, compressionLevel: compressionLevel).encode(frame)
      try writeFile(bytes, to: output.temporary)
      try output.commit()
    } catch {
      output.discard()
      throw error
    }
  }

  /// PNG bytes for `frame`, for callers that store them elsewhere.
  public static func data(for frame: FrameBuffer, compressionLevel: Int = 6) throws -> [UInt8] {
    try PNGEncoder(width: frame.width, height: frame.height, compressionLevel: compressionLevel).encode(frame)
  }

  static func writeFile(_ bytes: [UInt8], to url: URL) throws {
    guard FileManager.default.createFile(atPath: url.path, contents: Data(bytes)) else {
      throw MediaError.unwritablePath(url.path, reason: "could not create the file")
    }
  }
}
