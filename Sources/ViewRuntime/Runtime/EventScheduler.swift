import Foundation

/// Phase steps by time: a binary heap, O(log n) per step, ties in path order (a stable order that
/// does not depend on when a step was scheduled).
///
/// Entries are never updated in place: a state whose `nextStep` changed gets a new entry, and an
/// entry whose token no longer matches its state (or whose state is gone) is dropped when it
/// reaches the top.
struct EventScheduler {
  struct Entry: HeapOrdered {
    var time: Double
    var path: ViewIdentity
    var state: PhaseAnimatorState
    var token: Int

    func precedes(_ other: Entry) -> Bool { time != other.time ? time < other.time : path < other.path }
  }

  private var heap = BinaryHeap<Entry>()

  var isEmpty: Bool { heap.isEmpty }

  /// Schedules `state`'s next step (if any) under `path`.
  mutating func schedule(_ state: PhaseAnimatorState, at path: ViewIdentity) {
    guard let time = state.nextStep else { return }
    heap.push(Entry(time: time, path: path, state: state, token: state.schedule))
  }

  /// The earliest step still valid for the animators in `live`, dropping stale entries.
  mutating func peek(live: [ViewIdentity: PhaseAnimatorState]) -> Entry? {
    while let top = heap.top {
      if let state = live[top.path], state === top.state, state.schedule == top.token, state.nextStep == top.time {
        return top
      }
      heap.removeTop()
    }
    return nil
  }

  mutating func pop() { heap.removeTop() }

  mutating func removeAll() { heap.removeAll() }
}
