import Foundation

/// A `FileWriting` that behaves like the real one until a chosen operation, which fails the way a
/// full disk (`ENOSPC`, the default) or a read-only folder would. For tests of the clean-up paths.
///
/// Writes are counted across every file it creates, in order, so a run with `.never` tells how
/// many writes an output takes and a second run can fail any one of them.
public final class FailingFileWriter: FileWriting, @unchecked Sendable {
  public enum Fault: Sendable, Equatable {
    /// Counts only.
    case never
    /// The n-th write (1-based) fails, and every write after it.
    case write(Int)
    /// The file fails as it is completed: its last write is held back and lost, and `close()`
    /// reports the failure, as a full disk or quota does with delayed write-back. (When a seek
    /// came after the last write, that write went through and only the close fails.)
    case finalWrite
    /// Renaming fails (the finished file cannot be moved into place).
    case rename
    /// Only the n-th rename (1-based) fails; the others, before and after it, go through.
    case renameNumber(Int)
    /// Creating a file or a folder fails.
    case create
  }

  public let fault: Fault
  public let code: Int32
  /// Only files whose name ends with this are affected (all when nil): e.g. ".partial" for the
  /// output itself rather than a spool beside it.
  public let pathSuffix: String?
  private let base: FileWriting
  private let lock = NSLock()
  private var count = 0
  private var fired = false
  private var renames = 0

  public init(_ fault: Fault, code: Int32 = ENOSPC, pathSuffix: String? = nil, base: FileWriting = LocalFileWriter()) {
    self.fault = fault
    self.code = code
    self.pathSuffix = pathSuffix
    self.base = base
  }

  /// Writes attempted so far (the failing one included).
  public var writes: Int { lock.withLock { count } }
  /// Whether the fault has happened.
  public var didFail: Bool { lock.withLock { fired } }

  public func create(_ url: URL) throws -> WritableFile {
    if fault == .create, applies(to: url) { throw fail("creating a file") }
    return FaultyFile(base: try base.create(url), owner: self, active: applies(to: url))
  }

  public func rename(_ source: URL, to destination: URL) throws {
    if fault == .rename, applies(to: source) { throw fail("moving the finished file into place") }
    if case .renameNumber(let n) = fault, applies(to: source) {
      let number = lock.withLock { renames += 1; return renames }
      if number == n { throw fail("moving a file into place") }
    }
    try base.rename(source, to: destination)
  }

  public func createDirectory(_ url: URL, intermediate: Bool) throws {
    if fault == .create, applies(to: url) { throw fail("creating a folder") }
    try base.createDirectory(url, intermediate: intermediate)
  }

  public func remove(_ url: URL) { base.remove(url) }

  private func applies(to url: URL) -> Bool {
    pathSuffix.map { url.lastPathComponent.hasSuffix($0) } ?? true
  }

  fileprivate func fail(_ operation: String) -> FileWriteError {
    lock.withLock { fired = true }
    return FileWriteError(code: code, operation: operation)
  }

  /// Counts one write and says whether it must fail.
  fileprivate func nextWriteFails(active: Bool) -> Bool {
    lock.withLock {
      count += 1
      guard active, case .write(let n) = fault, count >= n else { return false }
      fired = true
      return true
    }
  }
}

/// A file whose writes pass through `FailingFileWriter`'s rules. For `.finalWrite` each write is
/// held back until the next one (or a seek) proves it was not the last; the close drops it and fails.
private final class FaultyFile: WritableFile {
  let base: WritableFile
  let owner: FailingFileWriter
  let active: Bool
  private var held: [UInt8]?

  init(base: WritableFile, owner: FailingFileWriter, active: Bool) {
    self.base = base
    self.owner = owner
    self.active = active
  }

  func write(_ bytes: UnsafeRawBufferPointer) throws {
    if owner.nextWriteFails(active: active) { throw FileWriteError(code: owner.code, operation: "writing") }
    guard active, owner.fault == .finalWrite else { return try base.write(bytes) }
    try flushHeld()
    held = Array(bytes)
  }

  func seek(to offset: Int64, whence: Int32) throws -> Int64 {
    try flushHeld()
    return try base.seek(to: offset, whence: whence)
  }

  func size() throws -> Int64 {
    try flushHeld()
    return try base.size()
  }

  func close() throws {
    held = nil
    try base.close()
    if active, owner.fault == .finalWrite { throw owner.fail("writing") }
  }

  private func flushHeld() throws {
    guard let bytes = held else { return }
    held = nil
    try base.write(bytes)
  }
}
