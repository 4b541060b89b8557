/// A least-recently-used cache bounded by total cost (bytes, or 1 per entry).
///
/// Evicts in batches, oldest first, so the bookkeeping stays O(1) per hit.
struct BoundedCache<Key: Hashable, Value> {
  private struct Entry {
    var value: Value
    var cost: Int
    var lastUse: UInt64
  }

  let costLimit: Int
  private var entries: [Key: Entry] = [:]
  private var clock: UInt64 = 0
  private(set) var totalCost = 0
  private(set) var hits = 0
  private(set) var misses = 0

  init(costLimit: Int) { self.costLimit = max(1, costLimit) }

  var count: Int { entries.count }

  mutating func value(for key: Key) -> Value? {
    clock += 1
    guard var entry = entries[key] else { misses += 1; return nil }
    hits += 1
    entry.lastUse = clock
    entries[key] = entry
    return entry.value
  }

  mutating func insert(_ value: Value, for key: Key, cost: Int) {
    clock += 1
    if let old = entries[key] { totalCost -= old.cost }
    entries[key] = Entry(value: value, cost: cost, lastUse: clock)
    totalCost += cost
    if totalCost > costLimit { evict(keeping: key) }
  }

  mutating func removeAll() {
    entries.removeAll()
    totalCost = 0
  }

  /// Drops the least recently used entries until the cache is at most 3/4 full.
  private mutating func evict(keeping newest: Key) {
    let target = costLimit * 3 / 4
    for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
      if totalCost <= target { break }
      if key == newest { continue }
      entries[key] = nil
      totalCost -= entry.cost
    }
  }
}
