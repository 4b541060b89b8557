import Foundation

/// Timed actions of scene code (timers, `asyncAfter`, task wake-ups, timeline ticks) by exact scene
/// time: a binary heap ordered by time, then by when the action was scheduled, so actions due at the
/// same time run in the order the scene asked for them, on every run.
///
/// A repeating entry is scheduled again after it fires, at its first time plus a whole number of
/// intervals (not the previous time plus the interval, which would add up rounding errors), so a
/// timer every 0.1 s fires at exactly `first + k × 0.1` however long it runs.
struct TimerQueue {
  struct Entry: HeapOrdered {
    var time: Double
    var sequence: Int
    var id: Int
    var interval: Double?
    /// The first firing time and how many intervals after it this one is.
    var origin: Double
    var repeats = 0
    var action: (Double) throws -> Void

    func precedes(_ other: Entry) -> Bool { time != other.time ? time < other.time : sequence < other.sequence }
  }

  private var heap = BinaryHeap<Entry>()
  private var nextSequence = 0
  private var nextID = 1
  private(set) var cancelled: Set<Int> = []

  /// Schedules `action` (given its firing time) at `time`, repeating every `interval` if set.
  mutating func schedule(at time: Double, every interval: Double? = nil, _ action: @escaping (Double) throws -> Void) -> Int {
    let id = nextID
    nextID += 1
    heap.push(Entry(time: time, sequence: take(), id: id, interval: interval, origin: time, action: action))
    return id
  }

  mutating func cancel(_ id: Int) { cancelled.insert(id) }

  /// The earliest live entry's time.
  mutating func peekTime() -> Double? {
    while let top = heap.top, cancelled.contains(top.id) {
      cancelled.remove(top.id)
      heap.removeTop()
    }
    return heap.top?.time
  }

  /// Removes the earliest live entry, rescheduling it if it repeats; its action and time.
  mutating func pop() -> (action: (Double) throws -> Void, time: Double)? {
    guard peekTime() != nil, let top = heap.top else { return nil }
    heap.removeTop()
    if let interval = top.interval, interval > 0 {
      var next = top
      next.repeats += 1
      next.time = top.origin + Double(next.repeats) * interval
      next.sequence = take()
      heap.push(next)
    }
    return (top.action, top.time)
  }

  private mutating func take() -> Int {
    defer { nextSequence += 1 }
    return nextSequence
  }
}
