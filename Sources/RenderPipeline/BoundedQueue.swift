import Foundation

/// A bounded, blocking hand-off from one producer thread to one consumer: the producer waits while
/// `capacity` items are queued, so memory stays flat however long the stream is. The render pipeline
/// (rasterizer → encoder) and the merge's decoder (decoder → encoder) both use it.
public final class BoundedQueue<Item>: @unchecked Sendable {
  private let condition = NSCondition()
  private var items: [Item] = []
  private var closed = false
  public let capacity: Int

  public init(capacity: Int) { self.capacity = max(1, capacity) }

  /// Blocks while the queue is full; returns false when the consumer has closed it and the producer
  /// should stop.
  public func push(_ item: Item) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while items.count >= capacity && !closed { condition.wait() }
    if closed { return false }
    items.append(item)
    condition.broadcast()
    return true
  }

  /// Blocks until an item is queued.
  public func pop() -> Item {
    condition.lock()
    defer { condition.unlock() }
    while items.isEmpty { condition.wait() }
    let item = items.removeFirst()
    condition.broadcast()
    return item
  }

  /// The consumer stops taking items; a waiting producer wakes and gives up.
  public func close() {
    condition.lock()
    closed = true
    items.removeAll()
    condition.broadcast()
    condition.unlock()
  }
}
