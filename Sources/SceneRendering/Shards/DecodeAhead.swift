import Foundation
import Graphics
import MediaIO

/// Decodes lossless segments on a thread of its own, a few frames ahead of the encoder, so the merge
/// decodes and encodes at once (as a render rasterizes and encodes at once) instead of in turn.
/// Frames the consumer hands back with `recycle` are decoded into again: a 4K frame is 33 MB, and
/// fresh ones cost the kernel more time clearing pages than the FFV1 decoder spends filling them.
final class DecodeAhead: @unchecked Sendable {
  enum Item { case frame(FrameBuffer), segmentEnd(file: String, count: Int), end, failed(Error) }

  private let condition = NSCondition()
  private var items: [Item] = []
  private var spare: [FrameBuffer] = []
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
          while true {
            var frame = takeSpare() ?? FrameBuffer(width: reader.width, height: reader.height)
            guard try reader.nextFrame(into: &frame) else { break }
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

  /// Gives a frame's storage back for decoding into; the caller must not keep another copy of it
  /// (if it does, copy-on-write keeps both intact, at the cost of the allocation this saves).
  func recycle(_ frame: consuming FrameBuffer) {
    condition.lock(); defer { condition.unlock() }
    if spare.count < capacity { spare.append(frame) }
  }

  private func takeSpare() -> FrameBuffer? {
    condition.lock(); defer { condition.unlock() }
    return spare.popLast()
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
    spare.removeAll()
    condition.broadcast()
    condition.unlock()
    done.wait()
  }
}
