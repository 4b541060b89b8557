/// A min-heap of entries that order themselves: O(log n) push and pop, the least entry on top.
/// Shared by the runtime's two schedules (phase steps, timed actions), which differ only in their
/// entries and in how they tie-break equal times.
protocol HeapOrdered {
  /// True when `self` must come out of the heap before `other`.
  func precedes(_ other: Self) -> Bool
}

///
/// Its operations are specialized for the phase steps' entries (`@_specialize`, exported so callers in
/// other files use it): the package builds without whole-module optimization, so the scheduler ran this
/// generic code, copying each entry through its value witnesses (about 2 % of evaluating the 500-dot
/// grid, perf, where 500 animators step).
struct BinaryHeap<Entry: HeapOrdered> {
  private var entries: [Entry] = []

  var isEmpty: Bool { entries.isEmpty }
  var top: Entry? {
    @_specialize(exported: true, where Entry == EventScheduler.Entry)
    get { entries.first }
  }

  @_specialize(exported: true, where Entry == EventScheduler.Entry)
  mutating func push(_ entry: Entry) {
    entries.append(entry)
    var i = entries.count - 1
    while i > 0 {
      let parent = (i - 1) / 2
      guard entries[i].precedes(entries[parent]) else { break }
      entries.swapAt(i, parent)
      i = parent
    }
  }

  /// Removes the top entry (nothing when empty).
  @_specialize(exported: true, where Entry == EventScheduler.Entry)
  mutating func removeTop() {
    guard !entries.isEmpty else { return }
    entries.swapAt(0, entries.count - 1)
    entries.removeLast()
    var i = 0
    while true {
      let l = 2 * i + 1, r = l + 1
      var m = i
      if l < entries.count, entries[l].precedes(entries[m]) { m = l }
      if r < entries.count, entries[r].precedes(entries[m]) { m = r }
      if m == i { break }
      entries.swapAt(i, m)
      i = m
    }
  }

  mutating func removeAll() { entries.removeAll() }
}
