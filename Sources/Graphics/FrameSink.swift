/// Where rendered frames go: a video file, a GIF, a PNG sequence, memory.
///
/// A sink writes to a temporary file and moves it into place only in `finish()`, so a failed or
/// interrupted render never leaves a truncated output behind. `cancel()` removes what was written.
public protocol FrameSink: AnyObject {
  func write(_ frame: FrameBuffer) throws
  func finish() throws
  func cancel()
}

/// Keeps every frame in memory; for tests and stills.
public final class MemorySink: FrameSink {
  public private(set) var frames: [FrameBuffer] = []
  public private(set) var finished = false
  public init() {}
  public func write(_ frame: FrameBuffer) throws { frames.append(frame) }
  public func finish() throws { finished = true }
  public func cancel() { frames.removeAll() }
}
