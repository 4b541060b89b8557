import Foundation
import Graphics
import MediaIO
import Testing

/// Segments for sharded renders: lossless parts decode to the very bytes written; H.264 segments
/// join without re-encoding into one clip with continuous timestamps.
@Suite struct SegmentTests {
  @Test func losslessSegmentReturnsThePremultipliedBytesExactly() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("part.mkv")
    // Alpha 0…255 and odd sizes: un-premultiplying anywhere on the way would change these bytes.
    let frames = (0..<7).map { TestFrames.frame($0, width: 37, height: 23, alpha: true) }
    let sink = try LosslessSegmentSink(url: url, width: 37, height: 23, frameRate: FrameRate(12))
    for f in frames { try sink.write(f) }
    try sink.finish()
    #expect(try folder.contents() == ["part.mkv"], "no temporary is left behind")
    let reader = try LosslessSegmentReader(url: url)
    var back: [FrameBuffer] = []
    while let f = try reader.nextFrame() { back.append(f) }
    #expect(back.count == 7)
    #expect(back == frames)
  }

  @Test func losslessSegmentIsTheSameBytesEachTime() throws {
    let folder = try TemporaryFolder()
    for name in ["a.mkv", "b.mkv"] {
      let sink = try LosslessSegmentSink(url: folder.file(name), width: 64, height: 48, frameRate: FrameRate(30))
      for i in 0..<5 { try sink.write(TestFrames.frame(i, width: 64, height: 48)) }
      try sink.finish()
    }
    #expect(try Data(contentsOf: folder.file("a.mkv")) == Data(contentsOf: folder.file("b.mkv")))
  }

  @Test func readerRefusesLossyFiles() throws {
    let folder = try TemporaryFolder()
    let sink = try VideoSink(url: folder.file("clip.mp4"), width: 32, height: 32, settings: VideoSettings(codec: .h264, frameRate: FrameRate(10)))
    for i in 0..<3 { try sink.write(TestFrames.frame(i, width: 32, height: 32)) }
    try sink.finish()
    #expect(throws: MediaError.self) { try LosslessSegmentReader(url: folder.file("clip.mp4")) }
  }

  @Test func cancelledSegmentLeavesNothing() throws {
    let folder = try TemporaryFolder()
    let sink = try LosslessSegmentSink(url: folder.file("part.mkv"), width: 16, height: 16, frameRate: FrameRate(10))
    try sink.write(TestFrames.frame(0, width: 16, height: 16))
    sink.cancel()
    #expect(try folder.contents().isEmpty)
  }

  /// Segments of 4, 4 and 2 frames joined: 10 frames at 10 fps, each frame's time i/10 s, and
  /// the pixels those of the segments (the packets are copied, so decoding gives the same frames).
  @Test func concatenatedSegmentsPlayAsOneClip() throws {
    let folder = try TemporaryFolder()
    let counts = [4, 4, 2]
    var urls: [URL] = [], expected: [FrameBuffer] = []
    var index = 0
    for (s, count) in counts.enumerated() {
      let url = folder.file("seg\(s).mp4")
      let sink = try VideoSink(url: url, width: 48, height: 32,
                               settings: VideoSettings(codec: .h264, frameRate: FrameRate(10), threads: 1))
      for _ in 0..<count { try sink.write(TestFrames.frame(index, width: 48, height: 32)); index += 1 }
      try sink.finish()
      expected += try VideoDecoder.decodeAll(url)
      urls.append(url)
    }
    let out = folder.file("joined.mp4")
    try SegmentConcatenator(frameRate: FrameRate(10)).concatenate(urls, frames: counts, to: out)
    let decoder = try VideoDecoder(url: out)
    var frames: [FrameBuffer] = [], times: [Double] = []
    while let f = try decoder.nextFrame() { frames.append(f); times.append(decoder.lastFrameTime ?? -1) }
    #expect(frames == expected)
    #expect(times.map { ($0 * 10).rounded() } == (0..<10).map(Double.init))
    let info = try MediaProbe.inspect(out)
    #expect(info.frameCount == 10)
    #expect(abs(info.duration - 1.0) < 1e-6)
  }

  @Test func concatenationRefusesAWrongFrameCountAndWritesNothing() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("seg.mp4")
    let sink = try VideoSink(url: url, width: 32, height: 32, settings: VideoSettings(codec: .h264, frameRate: FrameRate(10), threads: 1))
    for i in 0..<3 { try sink.write(TestFrames.frame(i, width: 32, height: 32)) }
    try sink.finish()
    #expect(throws: MediaError.self) {
      try SegmentConcatenator(frameRate: FrameRate(10)).concatenate([url], frames: [4], to: folder.file("out.mp4"))
    }
    #expect(try folder.contents() == ["seg.mp4"])
  }
}
