import Foundation
import ViewRuntime

/// A Swift `Task` of a scene: its body runs until it suspends in `Task.sleep`, and continues at the
/// exact scene time the sleep ends, as a runtime event.
///
/// Design: the body runs on a thread of its own, used as a coroutine. The runtime's thread and the
/// task's thread hand control to each other through two semaphores, so exactly one of them runs at
/// any moment: the interpreter (not thread-safe) is only ever used by one thread at a time, and the
/// order of everything is the same on every run. A suspension anywhere — in a loop, in an `async`
/// function the body calls, several calls deep — is the task's thread waiting, with its whole stack
/// kept; the interpreter needs no continuation-passing form of its statements. The task's thread binds
/// the runtime's clock and transaction recorder once (`RuntimeClock.bind`), so `withAnimation` and state
/// writes after a sleep are part of the event that resumed it.
///
/// The interpreter's per-entry counters (steps, call depth, nesting) belong to whichever side runs:
/// they are swapped at each hand-off, and a resumed task starts a fresh step budget, like an entry.
final class SceneTask: RuntimeTask, @unchecked Sendable {
  // @unchecked: touched by the runtime's thread and the task's thread, never at the same time (the
  // semaphores order every access).
  @TaskLocal static var current: SceneTask?

  private let interpreter: Interpreter
  private let body: Value
  private let clock: RuntimeClock
  private let toTask = DispatchSemaphore(value: 0)
  private let toRuntime = DispatchSemaphore(value: 0)
  private var started = false
  private(set) var finished = false
  private(set) var isCancelled = false
  private var abandoned = false
  /// The pending wake-up of a sleep (a timer id).
  private var wake: Int?
  private var suspended = false
  private var failure: Error?
  private var counters = Counters()

  /// Stack of a task's thread: enough for the interpreter's call budget in a debug build.
  static let stackSize = 64 << 20

  private struct Counters {
    var steps = 0, depth = 0, nesting = 0, entryDepth = 0
    var depthLimit = 0, nestingLimit = 0
  }

  init(interpreter: Interpreter, body: Value, clock: RuntimeClock) {
    self.interpreter = interpreter
    self.body = body
    self.clock = clock
  }

  /// Starts the task now (on the runtime's thread, inside an event): the body runs until it first
  /// suspends or ends.
  func start() throws {
    guard !started else { return }
    started = true
    clock.adopt(self)
    let thread = Thread { [self] in
      toTask.wait()
      if !abandoned {
        do {
          try clock.bind {
            try SceneTask.$current.withValue(self) {
              // An entry of its own, limited by this thread's stack (see `LargeStack`).
              let usable = max(0, (LargeStack.remaining() ?? Self.stackSize) - (256 << 10))
              interpreter.depthLimit = min(interpreter.budget.callDepth, usable / LargeStack.bytesPerCallLevel)
              interpreter.nestingLimit = min(Interpreter.maximumNesting, usable / LargeStack.bytesPerNestingLevel)
              interpreter.entryDepth = 1
              var args: [Value] = []
              _ = try interpreter.callValue(body, arguments: &args, hint: nil, position: interpreter.currentPosition)
            }
          }
        } catch is TaskAbandoned {
        } catch SceneThrown.cancellation {
        } catch let error as SceneError where error.endsTask {
        } catch {
          failure = abandoned ? nil : interpreter.sceneError(from: error)
        }
      }
      finished = true
      toRuntime.signal()
    }
    thread.stackSize = Self.stackSize
    thread.start()
    try resume()
  }

  /// Runtime's thread: lets the task run until it suspends again or ends; its error, if any, is the
  /// event's.
  private func resume() throws {
    guard !finished else { return }
    let outer = swapCounters(in: Counters())
    counters.steps = 0
    _ = swapCounters(in: counters)
    toTask.signal()
    toRuntime.wait()
    counters = swapCounters(in: outer)
    if let failure {
      self.failure = nil
      throw failure
    }
  }

  /// Installs `new` as the interpreter's counters; returns the ones it had.
  private func swapCounters(in new: Counters) -> Counters {
    let i = interpreter
    let old = Counters(steps: i.steps, depth: i.depth, nesting: i.nesting, entryDepth: i.entryDepth,
                       depthLimit: i.depthLimit, nestingLimit: i.nestingLimit)
    i.steps = new.steps
    i.depth = new.depth
    i.nesting = new.nesting
    i.entryDepth = new.entryDepth
    i.depthLimit = new.depthLimit
    i.nestingLimit = new.nestingLimit
    return old
  }

  /// Task's thread: `Task.sleep`. Returns when the sleep's scene time has come; throws
  /// `CancellationError` if the task is (or gets) cancelled, as Swift's sleep does.
  func sleep(seconds: Double) throws {
    if abandoned { throw TaskAbandoned() }
    if isCancelled { throw SceneThrown.cancellation }
    let position = interpreter.currentPosition
    wake = clock.schedule(after: seconds) { [weak self] _ in
      guard let self else { return }
      wake = nil
      try resume()
    }
    guard wake != nil else { throw HostError("Task.sleep while a frame is drawn; sleep in a Task or .task") }
    suspended = true
    toRuntime.signal()
    toTask.wait()
    suspended = false
    interpreter.currentPosition = position
    if abandoned { throw TaskAbandoned() }
    if isCancelled { throw SceneThrown.cancellation }
  }

  func cancel() {
    guard !isCancelled, !finished else { return }
    isCancelled = true
    // A sleeping task wakes at once (at this time, after the current event), its sleep throwing.
    if suspended, let wake {
      clock.cancel(wake)
      self.wake = clock.schedule(after: 0) { [weak self] _ in
        guard let self else { return }
        self.wake = nil
        try resume()
      }
    }
  }

  func abandon() {
    guard started, !finished else { return }
    abandoned = true
    if let wake { clock.cancel(wake) }
    // Unwinds the task's thread (its sleep throws `TaskAbandoned`), so no thread is left waiting.
    try? resume()
  }
}

/// Thrown by a sleep when the task's simulation is gone; no scene code catches it (`try?` rethrows it).
struct TaskAbandoned: Error, CustomStringConvertible {
  var description: String { "the scene's simulation restarted; this task ended" }
}

/// Errors Swift code could catch in a scene: `try?` turns them into nil.
enum SceneThrown: Error, CustomStringConvertible {
  /// Swift's `CancellationError`, from `Task.sleep` or `Task.checkCancellation()` in a cancelled task.
  case cancellation

  var description: String { "CancellationError()" }
}

extension SceneError {
  /// A task body ended by its cancellation or abandonment (the error travelled out of a nested entry
  /// as a scene error).
  var endsTask: Bool {
    diagnostics.contains { $0.message == SceneThrown.cancellation.description || $0.message == TaskAbandoned().description }
  }
}
