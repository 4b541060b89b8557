import Foundation
import Graphics
import MediaIO
import RenderPipeline

/// Decodes lossless segments on a thread of its own, a few frames ahead of the encoder, so the merge
/// decodes and encodes at once (as a render rasterizes and encodes at once) instead of in turn.
/// Frames the consumer hands back with `recycle` are decoded into again: a 4K frame is 33 MB, and
/// fresh ones cost the kernel more time clearing pages than the FFV1 decoder spends filling them.
final class DecodeAhead: @unchecked Sendable {
  enum Item { case frame(FrameBuffer), segmentEnd(file: String, count: Int), end, failed(Error) }

  private let queue: BoundedQueue<Item>
  /// Frames handed back for decoding into (at most the queue's capacity).
  private let spareLock = NSLock()
  private var spare: [FrameBuffer] = []
  private let done = DispatchSemaphore(value: 0)

  init(segments: [URL], capacity: Int = 3) {
    queue = BoundedQueue(capacity: capacity)
    let thread = Thread { [self] in
      defer { done.signal() }
      do {
        for url in segments {
          let reader = try LosslessSegmentReader(url: url)
          var count = 0
          while true {
            var frame = takeSpare() ?? FrameBuffer(width: reader.width, height: reader.height)
            guard try reader.nextFrame(into: &frame) else { break }
            guard queue.push(.frame(frame)) else { return }
            count += 1
          }
          guard queue.push(.segmentEnd(file: url.lastPathComponent, count: count)) else { return }
        }
        _ = queue.push(.end)
      } catch {
        _ = queue.push(.failed(error))
      }
    }
    thread.start()
  }

  /// Gives a frame's storage back for decoding into; the caller must not keep another copy of it
  /// (if it does, copy-on-write keeps both intact, at the cost of the allocation this saves).
  func recycle(_ frame: consuming FrameBuffer) {
    spareLock.lock(); defer { spareLock.unlock() }
    if spare.count < queue.capacity { spare.append(frame) }
  }

  private func takeSpare() -> FrameBuffer? {
    spareLock.lock(); defer { spareLock.unlock() }
    return spare.popLast()
  }

  func pop() -> Item { queue.pop() }

  /// Stops the decoder (it exits at its next frame) and waits for its thread; call exactly once.
  func close() {
    queue.close()
    spareLock.lock()
    spare.removeAll()
    spareLock.unlock()
    done.wait()
  }
}
