import Foundation

/// Runs interpreter work on a thread with a large stack.
///
/// A tree-walking interpreter uses many native frames per scene-level call (more in debug builds), and the
/// threads the runtime may call from can have small stacks (Swift concurrency pool threads, 512 KiB on some
/// platforms). Running every entry on a dedicated 512 MiB-stack thread makes `Budget.callDepth` the only
/// limit a scene can hit; re-entrant calls (host → closure → interpreter) stay on that thread.
enum LargeStack {
  static let stackSize = 512 << 20
  private static let marker = "animrender.SceneLanguage.largeStack"

  static func run<T>(_ body: () throws -> T) throws -> T {
    if Thread.current.threadDictionary[marker] != nil { return try body() }
    return try withoutActuallyEscaping(body) { escapable in
      let box = ResultBox<T>(escapable)
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        Thread.current.threadDictionary[marker] = true
        box.run()
        done.signal()
      }
      thread.stackSize = stackSize
      thread.start()
      done.wait()
      return try box.get()
    }
  }
}

/// Hands work and its result across the thread hop; the semaphore orders the accesses.
private final class ResultBox<T>: @unchecked Sendable {
  private var body: (() throws -> T)?
  private var result: Result<T, Error>?

  init(_ body: @escaping () throws -> T) { self.body = body }

  /// Runs the body once and drops it, so the non-escaping closure really does not outlive the call.
  func run() {
    guard let body else { return }
    result = Result { try body() }
    self.body = nil
  }

  func get() throws -> T {
    guard let result else { throw HostError("interpreter thread did not finish") }
    return try result.get()
  }
}
