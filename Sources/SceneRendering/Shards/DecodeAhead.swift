import Foundation
import Graphics
import MediaIO

/// Decodes lossless segments on a thread of its own, a few frames ahead of the encoder, so the merge
/// decodes and encodes at once (as a render rasterizes and encodes at once) instead of in turn.
final class DecodeAhead: @unchecked Sendable {
  enum Item { case frame(FrameBuffer), segmentEnd(file: String, count: Int), end, failed(Error) }

  private let condition = NSCondition()
  private var items: [Item] = []
  private var closed = false
  private let capacity: Int
  private let done = DispatchSemaphore(value: 0)

  init(segments: [URL], capacity: Int = 3) {
    self.capacity = capacity
    let thread = Thread { [self] in
      defer { done.signal() }
      do {
        for url in segments {
          let reader = try LosslessSegmentReader(url: url)
          var count = 0
          while let frame = try reader.nextFrame() {
            guard push(.frame(frame)) else { return }
            count += 1
          }
          guard push(.segmentEnd(file: url.lastPathComponent, count: count)) else { return }
        }
        _ = push(.end)
      } catch {
        _ = push(.failed(error))
      }
    }
    thread.start()
  }

  /// Blocks while the buffer is full; false once the consumer has closed it.
  private func push(_ item: Item) -> Bool {
    condition.lock(); defer { condition.unlock() }
    while items.count >= capacity && !closed { condition.wait() }
    if closed { return false }
    items.append(item)
    condition.broadcast()
    return true
  }

  func pop() -> Item {
    condition.lock(); defer { condition.unlock() }
    while items.isEmpty { condition.wait() }
    let item = items.removeFirst()
    condition.broadcast()
    return item
  }

  /// Stops the decoder (it exits at its next frame) and waits for its thread; call exactly once.
  func close() {
    condition.lock()
    closed = true
    items.removeAll()
    condition.broadcast()
    condition.unlock()
    done.wait()
  }
}
