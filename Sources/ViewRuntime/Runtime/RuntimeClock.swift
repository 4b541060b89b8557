import Foundation

/// Scene time as scene code sees it while the runtime runs that code: the time of the event (or
/// frame) being processed, the scene's random numbers, and timed callbacks.
///
/// One clock per runtime, bound as a task-local around every entry into scene code (like the
/// transaction recorder), so `Date()`, `Timer` and `Double.random(in:)` in a scene need no global.
/// Timed callbacks are runtime events at exact scene times, like taps: a frame only samples the
/// state the events before it left, so renders at different frame rates agree at common times.
///
/// Random numbers come from two streams: event code (actions, bodies run by updates, timers, tasks)
/// draws from one generator seeded by the settings and reset when the simulation restarts; code a
/// frame runs (a `TimelineView(.animation)` content) draws from a generator derived from the seed and
/// the frame's time, so frames never shift the event stream and a frame's numbers depend only on its time.
public final class RuntimeClock: @unchecked Sendable {
  // Only touched synchronously, by the thread running the scene (a task's thread runs while the runtime's waits).
  @TaskLocal public static var current: RuntimeClock?

  public let settings: ClockSettings
  /// Scene seconds of the event or frame being processed.
  public internal(set) var now: Double = 0
  /// True while a frame is drawn: frames only read, so timed callbacks asked for then are dropped.
  public internal(set) var isFrame = false
  var events: SeededGenerator
  var frame: SeededGenerator
  weak var runtime: SceneRuntime?

  /// A clock without a runtime (code run while a scene is built, before its runtime exists):
  /// time 0, the event stream of random numbers, nothing scheduled.
  public init(settings: ClockSettings) {
    self.settings = settings
    events = SeededGenerator(seed: settings.seed)
    frame = events
  }

  /// Seconds since 1970 now.
  public var date: Double { settings.epoch + now }

  /// Runs `body` with the current stream of random numbers.
  public func withGenerator<R>(_ body: (inout SeededGenerator) throws -> R) rethrows -> R {
    if isFrame { return try body(&frame) }
    return try body(&events)
  }

  /// Schedules `action` (given its firing time in scene seconds) `delay` seconds from now, then every
  /// `interval` seconds if set; nil (nothing scheduled) while a frame is drawn.
  @discardableResult
  public func schedule(after delay: Double, every interval: Double? = nil, _ action: @escaping (Double) throws -> Void) -> Int? {
    guard !isFrame, let runtime else { return nil }
    let d = delay.isFinite ? max(0, delay) : 0
    return runtime.scheduleTimer(at: now + d, every: interval.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }, action)
  }

  public func cancel(_ id: Int) { runtime?.cancelTimer(id) }

  /// Keeps `task` so a restarted simulation (or the runtime's end) can abandon it.
  public func adopt(_ task: any RuntimeTask) { runtime?.adopt(task) }

  /// Runs `body` on another thread as if it were running where the runtime calls scene code: with this
  /// clock and the runtime's transaction recorder bound (a task's thread, see `RuntimeTask`).
  public func bind<T>(_ body: () throws -> T) rethrows -> T {
    try RuntimeClock.$current.withValue(self) {
      try TransactionRecorder.$current.withValue(runtime?.recorder) { try body() }
    }
  }
}

/// Scene code that runs across events (a Swift `Task` suspended in `Task.sleep`), as the runtime
/// sees it.
public protocol RuntimeTask: AnyObject {
  /// SwiftUI's cancellation (a `.task` view disappeared, its id changed): the task sees
  /// `Task.isCancelled` and a sleep it is suspended in ends at once, throwing `CancellationError`.
  func cancel()
  /// The simulation restarted or the runtime is gone: the task ends without running more scene code.
  func abandon()
}
