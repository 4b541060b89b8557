import Foundation

/// What one simulation keeps for timed scene code: the timer queue, the tasks of `.task` views, the
/// `.onReceive` subscriptions and the timeline views, by view path. Dropped with the simulation.
final class TimedState {
  var timers = TimerQueue()
  /// `.task` views: the id they last started with and their running task.
  var tasks: [ViewIdentity: (id: AnyHashable?, task: (any RuntimeTask)?)] = [:]
  var receivers: [ViewIdentity: Receiver] = [:]
  var timelines: [ViewIdentity: TimelineState] = [:]
  /// Every task started in this simulation, to abandon when it ends.
  var live: [any RuntimeTask] = []

  struct Receiver {
    var source: PeriodicSource
    var action: (Double) throws -> Void
    var timer: Int
  }

  /// The view at `path` vanished: its task is cancelled, its subscription and timeline end.
  func end(_ path: ViewIdentity) {
    if let entry = tasks.removeValue(forKey: path) { entry.task?.cancel() }
    if let r = receivers.removeValue(forKey: path) { timers.cancel(r.timer) }
    if let t = timelines.removeValue(forKey: path), let tick = t.tick { timers.cancel(tick) }
  }

  func abandonAll() {
    for task in live { task.abandon() }
    live.removeAll()
  }
}

/// A timeline view's entry and content as last evaluated, by an update and by a frame.
final class TimelineState {
  var schedule: TimelineSchedule
  let appear: Double
  var entry: Double?
  var node: ViewNode?
  var frameEntry: Double?
  var frameNode: ViewNode?
  /// The pending tick (timer id) and its time.
  var tick: Int?
  var tickTime: Double?

  init(schedule: TimelineSchedule, appear: Double) {
    self.schedule = schedule
    self.appear = appear
  }
}
