import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where interpreter work runs, and how deep it may go there.
///
/// A tree-walking interpreter uses many native frames per scene-level call (about 27 KB per call level in
/// a debug build, measured by `BudgetTests`). Entry points called by a user of the API (loading, `body`
/// for tests) hop onto a dedicated 512 MiB-stack thread, so `Budget.callDepth` is the only limit a scene
/// can hit. Callbacks from the view runtime run inline instead: the runtime binds its transaction to
/// the current thread (a task-local), which a thread hop would lose, and `withAnimation` inside an
/// action must see it. Inline work gets a depth limit derived from the stack that is left.
enum LargeStack {
  static let stackSize = 512 << 20
  /// A conservative native stack cost of one scene-level call (debug builds; release needs far less).
  static let bytesPerCallLevel = 48 << 10
  /// A conservative native stack cost of one level of expression nesting.
  static let bytesPerNestingLevel = 8 << 10
  private static let marker = "animrender.SceneLanguage.largeStack"
  private static let baseKey = "animrender.SceneLanguage.stackBase"

  static var isOnLargeStack: Bool { Thread.current.threadDictionary[marker] != nil }

  static func run<T>(_ body: () throws -> T) throws -> T {
    if isOnLargeStack { return try body() }
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

  /// Bytes of stack left below the caller on the current thread; nil if the platform cannot tell.
  static func remaining() -> Int? {
    var local = 0
    let sp = withUnsafeMutablePointer(to: &local) { Int(bitPattern: $0) }
    if let base = Thread.current.threadDictionary[baseKey] as? Int { return sp - base }
    guard let base = stackBase() else { return nil }
    Thread.current.threadDictionary[baseKey] = base
    return sp - base
  }

  /// The lowest address of the current thread's stack (stacks grow down on every supported platform).
  private static func stackBase() -> Int? {
    #if canImport(Glibc)
      // `pthread_getattr_np` is a GNU extension the Glibc module does not import; look it up by name.
      typealias GetAttr = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
      let getattr = unsafeBitCast(symbol, to: GetAttr.self)
      var attr = pthread_attr_t()
      guard getattr(pthread_self(), &attr) == 0 else { return nil }
      defer { pthread_attr_destroy(&attr) }
      var address: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(&attr, &address, &size) == 0, let address else { return nil }
      return Int(bitPattern: address)
    #elseif canImport(Darwin)
      let top = Int(bitPattern: pthread_get_stackaddr_np(pthread_self()))
      return top - pthread_get_stacksize_np(pthread_self())
    #else
      return nil
    #endif
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
