import Foundation

/// An exclusive advisory lock (`flock(2)`) on an existing file or folder, held for the duration of
/// `body`. Processes that update one shared file (two batches on one output folder) take it so
/// neither loses the other's changes; the kernel drops it if the holder dies, so a crash never
/// leaves it stuck. Locking the folder itself leaves no lock file behind.
public enum FileLock {
  public static func withExclusiveLock<T>(at url: URL, _ body: () throws -> T) throws -> T {
    let fd = open(url.path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw FileWriteError(code: errno, operation: "opening \(url.path) to lock it") }
    defer { close(fd) }  // closing releases the lock
    while flock(fd, LOCK_EX) != 0 {
      guard errno == EINTR else { throw FileWriteError(code: errno, operation: "locking \(url.path)") }
    }
    return try body()
  }
}
