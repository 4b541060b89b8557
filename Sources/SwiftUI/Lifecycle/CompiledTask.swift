import Foundation
import ViewRuntime

/// A `.task` of a compiled scene as the runtime sees it (``RuntimeTask``): a Swift task whose
/// `Task.sleep` ends at an exact scene time, as a runtime event, like the interpreter's `SceneTask`.
///
/// The action is main-actor code (a closure written in `body`), so it runs where the main actor runs
/// it. The runtime's thread hands control to it and waits until it suspends in a sleep or ends, so only
/// one side runs at a time and everything happens in the same order on every run: on the main thread
/// (tests, previews) by running the main run loop meanwhile, which runs the main actor's jobs
/// (https://developer.apple.com/documentation/foundation/runloop); on another thread by waiting while
/// the main thread runs them. A sleep suspends on a continuation that the wake-up event resumes.
final class CompiledTask: RuntimeTask, @unchecked Sendable {
  // @unchecked: `lock` guards `phase`; the rest is touched by whichever side runs (one at a time).
  @TaskLocal static var current: CompiledTask?

  private enum Phase { case running, suspended, finished }
  private let lock = NSCondition()
  private var phase = Phase.running
  private let clock: RuntimeClock
  private var cancelTask: (() -> Void)?
  private var continuation: UnsafeContinuation<Void, Never>?
  private var wake: Int?
  private(set) var isCancelled = false
  private var abandoned = false

  init(clock: RuntimeClock) { self.clock = clock }

  /// Starts `action` now (on the runtime's thread, in an event) and returns when it first suspends or ends.
  func start(_ action: sending @escaping @isolated(any) () async -> Void) {
    clock.adopt(self)
    let task = CompiledTask.$current.withValue(self) {
      // Swift's own initialiser (named: this module's `Task.init` starts scene tasks).
      Task(name: nil, priority: nil) { [self] in
        await action()
        settle(.finished)
      }
    }
    cancelTask = { task.cancel() }
    waitUntilSettled()
  }

  /// Starts `operation` after the code that created it, at the same scene time (an unstructured
  /// `Task { … }` is enqueued on the main actor), and returns its Swift task at once.
  func startLater<Success>(_ operation: sending @escaping @isolated(any) () async -> Success) -> Task<Success, Never> {
    clock.adopt(self)
    let task = CompiledTask.$current.withValue(self) {
      Task<Success, Never>(name: nil, priority: nil) { [self] in
        try? await sleep(seconds: 0)
        let result = await operation()
        settle(.finished)
        return result
      }
    }
    cancelTask = { task.cancel() }
    waitUntilSettled()  // until it waits for its start
    return task
  }

  /// ``startLater(_:)`` for a throwing operation.
  func startLater<Success>(_ operation: sending @escaping @isolated(any) () async throws -> Success) -> Task<Success, any Error> {
    clock.adopt(self)
    let task = CompiledTask.$current.withValue(self) {
      Task<Success, any Error>(name: nil, priority: nil) { [self] in
        defer { settle(.finished) }
        try? await sleep(seconds: 0)
        return try await operation()
      }
    }
    cancelTask = { task.cancel() }
    waitUntilSettled()
    return task
  }

  /// The task's side of `Task.sleep`: suspends until the scene time `seconds` from now. Throws
  /// `CancellationError` if the task is (or gets) cancelled, as Swift's sleep does; an abandoned
  /// task never resumes, so it runs no more scene code.
  func sleep(seconds: Double) async throws {
    if isCancelled || Task.isCancelled { throw CancellationError() }
    await withUnsafeContinuation { (c: UnsafeContinuation<Void, Never>) in
      continuation = c
      wake = clock.schedule(after: seconds.isFinite ? max(0, seconds) : 0) { [weak self] _ in self?.resume() }
      settle(.suspended)
    }
    if isCancelled || Task.isCancelled { throw CancellationError() }
  }

  func cancel() {
    guard !isCancelled, !abandoned else { return }
    isCancelled = true
    cancelTask?()
    // A sleeping task wakes at once (at this time, after the current event), its sleep throwing.
    if continuation != nil, let wake {
      clock.cancel(wake)
      self.wake = clock.schedule(after: 0) { [weak self] _ in self?.resume() }
    }
  }

  func abandon() {
    abandoned = true
    if let wake { clock.cancel(wake) }
    continuation = nil
    cancelTask?()
  }

  /// Runtime's thread: lets the task run until it suspends again or ends.
  private func resume() {
    guard !abandoned, let c = continuation else { return }
    continuation = nil
    wake = nil
    lock.withLock { phase = .running }
    c.resume()
    waitUntilSettled()
  }

  private func settle(_ new: Phase) {
    lock.withLock {
      phase = new
      lock.broadcast()
    }
  }

  /// A task only waits for the scene's clock; one still running after this much wall time awaits
  /// something else (a download, a stream), which a render cannot wait for.
  static let settleLimit: TimeInterval = 30

  private func waitUntilSettled() {
    // The wait is the runtime's, not scene code: it measures real time, which the compiled worker's
    // `Date()` only gives a thread with no scene clock bound (see CompiledScene's SceneProcessHooks).
    // The task itself keeps the clock it inherited when it was created.
    RuntimeClock.$current.withValue(nil) { waitInRealTime() }
  }

  private func waitInRealTime() {
    let deadline = Date(timeIntervalSinceNow: CompiledTask.settleLimit)
    if Thread.isMainThread {
      while lock.withLock({ phase == .running }) {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
        if Date() > deadline { stuck() }
      }
    } else {
      lock.withLock {
        while phase == .running {
          if !lock.wait(until: deadline) { stuck() }
        }
      }
    }
  }

  private func stuck() -> Never {
    fatalError("animrender: a task awaited something other than Task.sleep for \(Int(CompiledTask.settleLimit)) s; scene tasks can only wait for scene time (or the main actor is not running: see CompiledTask)")
  }
}

extension CompiledTask {
  /// A sleep in a `.task` is a scene-time event; anywhere else it is Swift's own sleep.
  static func sleep(seconds: Double) async throws {
    if let task = current { return try await task.sleep(seconds: seconds) }
    try await Task.sleep(until: .now + .nanoseconds(Int64(seconds * 1e9)), tolerance: nil, clock: .continuous)
  }
}
