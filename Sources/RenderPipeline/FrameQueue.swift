import Foundation
import Graphics

/// A bounded hand-off between the rasterizing thread and the encoding thread.
///
/// Bounded so memory stays flat however long the clip is: the producer waits when the encoder
/// falls behind.
final class FrameQueue: @unchecked Sendable {
  enum Item { case frame(FrameBuffer), end, failed(Error) }

  private let condition = NSCondition()
  private var items: [Item] = []
  private var closed = false
  let capacity: Int

  init(capacity: Int) { self.capacity = max(1, capacity) }

  /// Returns false when the consumer has gone away and the producer should stop.
  func push(_ item: Item) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while items.count >= capacity && !closed { condition.wait() }
    if closed { return false }
    items.append(item)
    condition.broadcast()
    return true
  }

  func pop() -> Item {
    condition.lock()
    defer { condition.unlock() }
    while items.isEmpty { condition.wait() }
    let item = items.removeFirst()
    condition.broadcast()
    return item
  }

  /// The consumer stops taking frames; a waiting producer wakes and gives up.
  func close() {
    condition.lock()
    closed = true
    items.removeAll()
    condition.broadcast()
    condition.unlock()
  }
}
