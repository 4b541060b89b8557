import Graphics

/// Cuts a stream of frames into files of `length` frames, counted from position 0 of the clip, so
/// every cut lands on a multiple of `length` whichever shard writes it. Each part is its own sink
/// (a fresh encoder: every segment starts on a keyframe and refers to nothing before it).
final class SegmentingSink: FrameSink {
  private let makeSink: (Int) throws -> any FrameSink
  private let length: Int, end: Int
  private var position: Int
  private var current: (first: Int, sink: any FrameSink)?
  /// Finished parts: first position and frame count.
  private(set) var finished: [(Int, Int)] = []

  init(first: Int, end: Int, length: Int, makeSink: @escaping (Int) throws -> any FrameSink) {
    precondition(length > 0 && first % length == 0, "segments start on multiples of their length")
    self.makeSink = makeSink
    self.length = length
    self.end = end
    position = first
  }

  func write(_ frame: FrameBuffer) throws {
    if current == nil { current = (position, try makeSink(position)) }
    try current!.sink.write(frame)
    position += 1
    if position % length == 0 || position == end { try close() }
  }

  func finish() throws { try close() }

  func cancel() {
    current?.sink.cancel()
    current = nil
  }

  private func close() throws {
    guard let (first, sink) = current else { return }
    current = nil
    try sink.finish()
    finished.append((first, position - first))
  }
}
