import CFFmpeg
import Foundation

/// A file being encoded: its encoder, writing a hidden temporary that becomes the file only when
/// `finish` succeeds. The life cycle every encoding sink shares (`VideoSink`, `LosslessSegmentSink`):
/// frames are numbered as they go in, and a failed or cancelled file leaves nothing behind.
final class EncodedFile {
  let url: URL
  private let output: TemporaryOutput
  private var encoder: StreamEncoder?
  private(set) var framesWritten = 0

  /// - Parameter open: opens the encoder on the temporary file's path.
  init(url: URL, files: FileWriting, open: (_ temporaryPath: String) throws -> StreamEncoder) throws {
    self.url = url
    output = try TemporaryOutput(destination: url, files: files)
    do { encoder = try open(output.temporary.path) } catch {
      output.discard()
      throw error
    }
  }

  var isOpen: Bool { encoder != nil }

  /// Encodes `frame` as the next one (its `pts` is its index).
  func encode(_ frame: UnsafeMutablePointer<AVFrame>) throws {
    guard let encoder else { throw MediaError.sinkClosed }
    frame.pointee.pts = Int64(framesWritten)
    try encoder.encode(frame)
    framesWritten += 1
  }

  /// Drains the encoder and moves the file into place; on any failure the file is discarded.
  func finish() throws {
    guard let encoder else { throw MediaError.sinkClosed }
    do {
      guard framesWritten > 0 else { throw MediaError.invalidSetting("no frames were written to '\(url.path)'") }
      try encoder.finish()
      self.encoder = nil
      try output.commit()
    } catch {
      cancel()
      throw error
    }
  }

  func cancel() {
    encoder?.abort()
    encoder = nil
    output.discard()
  }

  deinit {
    // Dropped without finish(): cancelled, so no partial file stays behind.
    if encoder != nil { cancel() }
  }
}
