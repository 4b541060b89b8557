import Foundation

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

extension WritableFile {
  func write(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { try write($0) }
  }
}
