import Foundation

/// Timed actions of scene code (timers, `asyncAfter`, task wake-ups, timeline ticks) by exact scene
/// time: a binary heap ordered by time, then by when the action was scheduled, so actions due at the
/// same time run in the order the scene asked for them, on every run.
///
/// A repeating entry is scheduled again after it fires, at its first time plus a whole number of
/// intervals (not the previous time plus the interval, which would add up rounding errors), so a
/// timer every 0.1 s fires at exactly `first + k × 0.1` however long it runs.
struct TimerQueue {
  struct Entry {
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

  private var heap: [Entry] = []
  private var nextSequence = 0
  private var nextID = 1
  private(set) var cancelled: Set<Int> = []

  /// Schedules `action` (given its firing time) at `time`, repeating every `interval` if set.
  mutating func schedule(at time: Double, every interval: Double? = nil, _ action: @escaping (Double) throws -> Void) -> Int {
    let id = nextID
    nextID += 1
    push(Entry(time: time, sequence: take(), id: id, interval: interval, origin: time, action: action))
    return id
  }

  mutating func cancel(_ id: Int) { cancelled.insert(id) }

  /// The earliest live entry's time.
  mutating func peekTime() -> Double? {
    while let top = heap.first, cancelled.contains(top.id) {
      cancelled.remove(top.id)
      popTop()
    }
    return heap.first?.time
  }

  /// Removes the earliest live entry, rescheduling it if it repeats; its action and time.
  mutating func pop() -> (action: (Double) throws -> Void, time: Double)? {
    guard peekTime() != nil, let top = heap.first else { return nil }
    popTop()
    if let interval = top.interval, interval > 0 {
      var next = top
      next.repeats += 1
      next.time = top.origin + Double(next.repeats) * interval
      next.sequence = take()
      push(next)
    }
    return (top.action, top.time)
  }

  private mutating func take() -> Int {
    defer { nextSequence += 1 }
    return nextSequence
  }

  private mutating func push(_ entry: Entry) {
    heap.append(entry)
    var i = heap.count - 1
    while i > 0 {
      let parent = (i - 1) / 2
      guard heap[i].precedes(heap[parent]) else { break }
      heap.swapAt(i, parent)
      i = parent
    }
  }

  private mutating func popTop() {
    heap.swapAt(0, heap.count - 1)
    heap.removeLast()
    var i = 0
    while true {
      let l = 2 * i + 1, r = l + 1
      var m = i
      if l < heap.count, heap[l].precedes(heap[m]) { m = l }
      if r < heap.count, heap[r].precedes(heap[m]) { m = r }
      if m == i { break }
      heap.swapAt(i, m)
      i = m
    }
  }
}
