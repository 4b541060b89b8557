import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The scene workers running at one time (one, or `test --jobs N` of them), which a SIGINT, SIGTERM or
/// SIGHUP is forwarded to. The signal handler only reads a fixed block of process ids (no allocation,
/// no lock), as a handler may; threads add and remove ids under a lock.
final class WorkerTable: @unchecked Sendable {
  static let capacity = 256
  private let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: WorkerTable.capacity)
  private let lock = NSLock()

  init() { slots.initialize(repeating: 0, count: Self.capacity) }

  func add(_ pid: pid_t) {
    lock.lock(); defer { lock.unlock() }
    if let free = (0..<Self.capacity).first(where: { slots[$0] == 0 }) { slots[free] = pid }
  }

  /// Removes `pid`; true when no worker is left.
  func remove(_ pid: pid_t) -> Bool {
    lock.lock(); defer { lock.unlock() }
    for i in 0..<Self.capacity where slots[i] == pid { slots[i] = 0 }
    return (0..<Self.capacity).allSatisfy { slots[$0] == 0 }
  }

  /// From a signal handler: `sig` to every running worker.
  func kill(_ sig: Int32) {
    for i in 0..<Self.capacity where slots[i] != 0 { _ = Glibc.kill(slots[i], sig) }
  }
}
