import Foundation

/// Phase steps by time: a binary heap, O(log n) per step, ties in path order (a stable order that
/// does not depend on when a step was scheduled).
///
/// Entries are never updated in place: a state whose `nextStep` changed gets a new entry, and an
/// entry whose token no longer matches its state (or whose state is gone) is dropped when it
/// reaches the top.
struct EventScheduler {
  struct Entry {
    var time: Double
    var path: String
    var state: PhaseAnimatorState
    var token: Int

    func precedes(_ other: Entry) -> Bool { time != other.time ? time < other.time : path < other.path }
  }

  private var heap: [Entry] = []

  var isEmpty: Bool { heap.isEmpty }

  /// Schedules `state`'s next step (if any) under `path`.
  mutating func schedule(_ state: PhaseAnimatorState, at path: String) {
    guard let time = state.nextStep else { return }
    heap.append(Entry(time: time, path: path, state: state, token: state.schedule))
    var i = heap.count - 1
    while i > 0 {
      let parent = (i - 1) / 2
      guard heap[i].precedes(heap[parent]) else { break }
      heap.swapAt(i, parent)
      i = parent
    }
  }

  /// The earliest step still valid for the animators in `live`, dropping stale entries.
  mutating func peek(live: [String: PhaseAnimatorState]) -> Entry? {
    while let top = heap.first {
      if let state = live[top.path], state === top.state, state.schedule == top.token, state.nextStep == top.time {
        return top
      }
      pop()
    }
    return nil
  }

  mutating func pop() {
    guard !heap.isEmpty else { return }
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

  mutating func removeAll() { heap.removeAll() }
}
