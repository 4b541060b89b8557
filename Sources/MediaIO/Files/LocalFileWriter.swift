import Foundation

/// `FileWriting` on the real filesystem with POSIX calls, so every failure keeps its `errno`.
public struct LocalFileWriter: FileWriting {
  public init() {}

  public func create(_ url: URL) throws -> WritableFile {
    let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw FileWriteError(code: errno, operation: "creating a file") }
    return LocalFile(fd: fd)
  }

  public func rename(_ source: URL, to destination: URL) throws {
    guard Foundation.rename(source.path, destination.path) != 0 else { return }
    let code = errno
    guard code == EXDEV else { throw FileWriteError(code: code, operation: "moving the finished file into place") }
    // Another filesystem (a mount point as destination): copy, then drop the source.
    do {
      if FileManager.default.fileExists(atPath: destination.path) { try FileManager.default.removeItem(at: destination) }
      try FileManager.default.copyItem(at: source, to: destination)
      try FileManager.default.removeItem(at: source)
    } catch {
      try? FileManager.default.removeItem(at: destination)
      throw FileWriteError(code: Self.posixCode(of: error), operation: "copying the finished file into place")
    }
  }

  /// The `errno` behind a Foundation file error (EIO when it carries none).
  static func posixCode(of error: Error) -> Int32 {
    let ns = error as NSError
    if ns.domain == NSPOSIXErrorDomain { return Int32(ns.code) }
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError { return posixCode(of: underlying) }
    switch (error as? CocoaError)?.code {
    case .fileWriteVolumeReadOnly?: return EROFS
    case .fileWriteOutOfSpace?: return ENOSPC
    case .fileWriteNoPermission?: return EACCES
    default: return EIO
    }
  }

  public func createDirectory(_ url: URL, intermediate: Bool) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue { return }
    if intermediate {
      let parent = url.deletingLastPathComponent()
      if parent.path != url.path { try createDirectory(parent, intermediate: true) }
    }
    if mkdir(url.path, 0o755) != 0, errno != EEXIST {
      throw FileWriteError(code: errno, operation: "creating a folder")
    }
  }

  public func remove(_ url: URL) {
    try? FileManager.default.removeItem(at: url)
  }
}

/// A file descriptor open for writing.
final class LocalFile: WritableFile {
  private var fd: Int32

  init(fd: Int32) { self.fd = fd }

  func write(_ bytes: UnsafeRawBufferPointer) throws {
    guard fd >= 0 else { throw FileWriteError(code: EBADF, operation: "writing") }
    var done = 0
    while done < bytes.count {
      let n = Foundation.write(fd, bytes.baseAddress! + done, bytes.count - done)
      if n < 0 {
        if errno == EINTR { continue }
        throw FileWriteError(code: errno, operation: "writing")
      }
      done += n
    }
  }

  func seek(to offset: Int64, whence: Int32) throws -> Int64 {
    let position = lseek(fd, off_t(offset), whence)
    guard position >= 0 else { throw FileWriteError(code: errno, operation: "seeking") }
    return Int64(position)
  }

  func size() throws -> Int64 {
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw FileWriteError(code: errno, operation: "reading the file size") }
    return Int64(info.st_size)
  }

  func close() throws {
    guard fd >= 0 else { return }
    let code = Foundation.close(fd)
    let error = errno
    fd = -1
    // Network and quota filesystems may report a failed write only here.
    if code != 0 { throw FileWriteError(code: error, operation: "closing") }
  }

  deinit { if fd >= 0 { _ = Foundation.close(fd) } }
}
