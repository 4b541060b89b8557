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
}

/// An open file being written.
public protocol WritableFile: AnyObject {
  func write(_ bytes: UnsafeRawBufferPointer) throws
  /// Moves the write position like `lseek(2)` (`SEEK_SET`, `SEEK_CUR`, `SEEK_END`) and returns it.
  func seek(to offset: Int64, whence: Int32) throws -> Int64
  /// The file's current size in bytes.
  func size() throws -> Int64
  /// Closes the file; a failure here means bytes written earlier may not have reached the disk.
  func close() throws
}

/// Why a file operation failed: the `errno` and what was attempted. Sinks turn it into a
/// `MediaError.unwritablePath` naming the output the user asked for.
public struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
  public let code: Int32
  public let operation: String
  public init(code: Int32, operation: String) {
    self.code = code
    self.operation = operation
  }
  public var reason: String { String(cString: strerror(code)) }
  public var description: String { "\(operation): \(reason)" }
}

extension WritableFile {
  func write(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { try write($0) }
  }
}
