import Foundation
import Graphics

/// Single PNG stills (RGBA, un-premultiplied), written atomically.
public enum PNGWriter {
  /// Writes `frame` to `url` through a temporary file that replaces `url` only when complete.
  public static func write(_ frame: FrameBuffer, to url: URL, compressionLevel: Int = 6,
                           files: FileWriting = LocalFileWriter()) throws {
    let output = try TemporaryOutput(destination: url, files: files)
    do {
      let bytes = try PNGEncoder(width: frame.width, height: frame.height, compressionLevel: compressionLevel).encode(frame)
      try writeFile(bytes, to: output.temporary, files: files, reportingAs: url.path)
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

  /// Writes `bytes` to `url`; a failure names `displayPath` (the output the user asked for), and
  /// the half-written file is removed.
  static func writeFile(_ bytes: [UInt8], to url: URL, files: FileWriting, reportingAs displayPath: String) throws {
    do {
      let file = try files.create(url)
      do {
        try file.write(bytes)
      } catch {
        try? file.close()
        throw error
      }
      try file.close()
    } catch {
      files.remove(url)
      throw MediaError.unwritablePath(displayPath, reason: (error as? FileWriteError)?.reason ?? "\(error)")
    }
  }
}
