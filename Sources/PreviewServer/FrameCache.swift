import Foundation

/// Encoded frames kept in memory up to a byte budget, least recently used evicted first, so scrubbing
/// back over frames already seen costs a lookup instead of a render. Thread-safe.
final class FrameCache: @unchecked Sendable {
  /// A frame of one load of the scene with one set of taps.
  struct Key: Hashable {
    var generation: Int
    var frame: Int
  }

  let budget: Int
  private let lock = NSLock()
  private var entries: [Key: (bytes: [UInt8], stamp: UInt64)] = [:]
  private var clock: UInt64 = 0
  private var byteCount = 0

  init(budget: Int) { self.budget = budget }

  func get(_ key: Key) -> [UInt8]? {
    lock.withLock {
      guard let entry = entries[key] else { return nil }
      clock += 1
      entries[key] = (entry.bytes, clock)
      return entry.bytes
    }
  }

  /// Stores `bytes` (an image larger than the whole budget is not kept) and evicts the least recently
  /// used entries until the total fits the budget again.
  func put(_ key: Key, _ bytes: [UInt8]) {
    lock.withLock {
      guard bytes.count <= budget else { return }
      if let old = entries[key] { byteCount -= old.bytes.count }
      clock += 1
      entries[key] = (bytes, clock)
      byteCount += bytes.count
      while byteCount > budget, let oldest = entries.min(by: { $0.value.stamp < $1.value.stamp }) {
        byteCount -= oldest.value.bytes.count
        entries[oldest.key] = nil
      }
    }
  }

  /// Drops every frame not of `generation` (the scene was reloaded or its taps changed).
  func keepOnly(generation: Int) {
    lock.withLock {
      for key in entries.keys where key.generation != generation {
        byteCount -= entries[key]!.bytes.count
        entries[key] = nil
      }
    }
  }

  var count: Int { lock.withLock { entries.count } }
  var totalBytes: Int { lock.withLock { byteCount } }
}
