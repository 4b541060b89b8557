import Foundation
import Graphics
import MediaIO
import Testing

@Suite("PNG")
struct PNGSinkTests {
  @Test("PNG sequence: frame_00000.png … round-trips premultiplied BGRA exactly, alpha included")
  func sequenceRoundTrip() throws {
    let parent = try TemporaryFolder()
    let folder = parent.file("frames")
    let frames = (0..<5).map { TestFrames.frame($0, width: 61, height: 37, alpha: true) }
    let sink = try PNGSequenceSink(folder: folder, width: 61, height: 37)
    for f in frames { try sink.write(f) }
    #expect(!FileManager.default.fileExists(atPath: folder.path))  // nothing before finish()
    try sink.finish()
    #expect(try parent.contents() == ["frames"])
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == (0..<5).map { PNGSequenceSink.fileName(forFrame: $0) })
    #expect(names.first == "frame_00000.png")
    for (i, f) in frames.enumerated() {
      let url = folder.appendingPathComponent(names[i])
      let info = try MediaProbe.inspect(url)
      #expect(info.codecName == "png" && info.pixelFormat == "rgba")
      let decoded = try VideoDecoder.decodeAll(url)
      #expect(decoded.count == 1)
      #expect(decoded.first == f)
    }
  }

  @Test("A second, shorter render replaces the folder's frames; other files stay")
  func staleFramesRemoved() throws {
    let parent = try TemporaryFolder()
    let folder = parent.file("frames")
    for count in [4, 2] {
      let sink = try PNGSequenceSink(folder: folder, width: 8, height: 8)
      for i in 0..<count { try sink.write(TestFrames.frame(i, width: 8, height: 8)) }
      try sink.finish()
      if count == 4 { try Data("keep".utf8).write(to: folder.appendingPathComponent("notes.txt")) }
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["frame_00000.png", "frame_00001.png", "notes.txt"])
  }

  @Test("PNG cancel leaves nothing; a still is written atomically")
  func cancelAndStill() throws {
    let parent = try TemporaryFolder()
    let sink = try PNGSequenceSink(folder: parent.file("frames"), width: 8, height: 8)
    try sink.write(TestFrames.frame(0, width: 8, height: 8))
    sink.cancel()
    #expect(try parent.contents().isEmpty)

    let still = TestFrames.frame(3, width: 33, height: 21, alpha: true)
    try PNGWriter.write(still, to: parent.file("still.png"))
    #expect(try parent.contents() == ["still.png"])
    #expect(try VideoDecoder.decodeAll(parent.file("still.png")) == [still])
    #expect(throws: MediaError.self) { try PNGWriter.write(still, to: URL(fileURLWithPath: "/nonexistent-\(UUID())/x.png")) }
  }
}
