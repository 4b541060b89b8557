import Foundation

/// The file operations a sink performs on its output, passed down as a value so tests can make
/// them fail (see `FailingFileWriter`) where a real disk would only fail when full or read-only.
///
/// Every sink writes bytes through this: its own (PNG files, the GIF spool), FFmpeg's (through a
/// custom AVIO context) and the final rename of the temporary output.
public protocol FileWriting: Sendable {
  /// Creates (or truncates) the file at `url` for writing.
  func create(_ url: URL) throws -> WritableFile
  /// Renames `source` to `destination` (replacing a file there), as `rename(2)` does.
  func rename(_ source: URL, to destination: URL) throws
  /// Creates a folder (and missing parents when `intermediate`); an existing folder is fine.
  func createDirectory(_ url: URL, intermediate: Bool) throws
  /// Removes a file or folder if it exists. Clean-up must always run, so this never throws.
  func remove(_ url: URL)
  /// Writes the bytes of the file `source` into `destination` in place (a device, a pipe, standard
  /// output), opening it without creating or truncating it.
  func deliver(_ source: URL, to destination: URL) throws
}

extension FileWriting {
  public func deliver(_ source: URL, to destination: URL) throws {
    try StreamDelivery.copy(source, to: destination)
  }
}
