import Foundation
import Graphics
import MediaIO
import Testing

@Suite("Output safety")
struct OutputSafetyTests {
  @Test("Nothing appears at the destination before finish(); cancel() removes the temporary file")
  func cancelLeavesNothing() throws {
    let folder = try TemporaryFolder()
    let sink = try VideoSink(url: folder.file("clip.mp4"), width: 64, height: 48, settings: VideoSettings(preset: .ultrafast))
    for i in 0..<5 { try sink.write(TestFrames.frame(i, width: 64, height: 48)) }
    let during = try folder.contents()
    #expect(during.count == 1 && during[0].hasPrefix(".clip.mp4.") && during[0].hasSuffix(".partial"))
    sink.cancel()
    #expect(try folder.contents().isEmpty)
    #expect(throws: MediaError.sinkClosed) { try sink.write(TestFrames.frame(0, width: 64, height: 48)) }
  }

  @Test("A thrown error (wrong frame size) removes the temporary file and closes the sink")
  func errorLeavesNothing() throws {
    let folder = try TemporaryFolder()
    let sink = try VideoSink(url: folder.file("clip.webm"), width: 64, height: 48, settings: VideoSettings(codec: .vp9))
    try sink.write(TestFrames.frame(0, width: 64, height: 48))
    #expect(throws: MediaError.frameSizeMismatch(expected: (64, 48), got: (32, 48))) {
      try sink.write(TestFrames.frame(1, width: 32, height: 48))
    }
    #expect(try folder.contents().isEmpty)
    #expect(throws: MediaError.sinkClosed) { try sink.finish() }
  }

  @Test("A sink dropped without finish() leaves nothing behind")
  func droppedSink() throws {
    let folder = try TemporaryFolder()
    do {
      let sink = try VideoSink(url: folder.file("clip.mov"), width: 32, height: 32, settings: VideoSettings(codec: .proRes4444))
      try sink.write(TestFrames.frame(0, width: 32, height: 32))
    }
    #expect(try folder.contents().isEmpty)
  }

  @Test("Every kind of sink, cancelled or dropped mid-render, leaves nothing behind",
        arguments: ["clip.mp4", "clip.mov", "clip.webm", "clip.gif", "still.png", "frames"], [true, false])
  func everySinkCleansUp(name: String, cancel: Bool) throws {
    let folder = try TemporaryFolder()
    do {
      let sink = try MediaOutput.makeSink(url: folder.file(name), width: 32, height: 32, frameRate: FrameRate(30))
      try sink.write(TestFrames.frame(0, width: 32, height: 32))
      if name != "still.png" { try sink.write(TestFrames.frame(1, width: 32, height: 32)) }
      #expect(try !folder.contents().isEmpty || name == "still.png")  // a temporary exists meanwhile
      if cancel {
        sink.cancel()
        #expect(throws: MediaError.sinkClosed) { try sink.finish() }
      }
    }
    #expect(try folder.contents().isEmpty)
  }

  @Test("finish() with no frames is an error and leaves nothing")
  func emptyClip() throws {
    let folder = try TemporaryFolder()
    let sink = try VideoSink(url: folder.file("clip.mp4"), width: 32, height: 32)
    #expect(throws: MediaError.self) { try sink.finish() }
    #expect(try folder.contents().isEmpty)
  }

  @Test("finish() replaces an existing file atomically")
  func replacesExisting() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("clip.mp4")
    try Data("old".utf8).write(to: url)
    let sink = try VideoSink(url: url, width: 32, height: 32, settings: VideoSettings(preset: .ultrafast))
    #expect(try Data(contentsOf: url) == Data("old".utf8))
    try sink.write(TestFrames.frame(0, width: 32, height: 32))
    try sink.finish()
    #expect(try MediaProbe.inspect(url).frameCount == 1)
    #expect(try folder.contents() == ["clip.mp4"])
  }

  @Test("Bad destinations and settings throw one-line errors",
        arguments: [
          ("missing folder", "/nonexistent-folder-\(UUID().uuidString)/clip.mp4", 64, 48, VideoSettings()),
          ("zero width", nil, 0, 48, VideoSettings()),
          ("absurd size", nil, 100_000, 48, VideoSettings()),
          ("crf out of range", nil, 64, 48, VideoSettings(crf: 99)),
          ("zero fps", nil, 64, 48, VideoSettings(frameRate: FrameRate(0))),
          ("negative threads", nil, 64, 48, VideoSettings(threads: -1)),
        ] as [(String, String?, Int, Int, VideoSettings)])
  func badInput(name: String, path: String?, width: Int, height: Int, settings: VideoSettings) throws {
    let folder = try TemporaryFolder()
    let url = path.map { URL(fileURLWithPath: $0) } ?? folder.file("clip.mp4")
    do {
      _ = try VideoSink(url: url, width: width, height: height, settings: settings)
      Issue.record("\(name): expected an error")
    } catch let error as MediaError {
      #expect(!error.description.isEmpty && !error.description.contains("\n"), "\(name)")
    }
    #expect(try folder.contents().isEmpty)
  }

  @Test("A read-only folder is reported before any frame is rendered")
  func readOnlyFolder() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path) }
    // Root ignores permissions; the check only means something for ordinary users.
    guard getuid() != 0 else { return }
    #expect(throws: MediaError.self) { _ = try VideoSink(url: folder.file("clip.mp4"), width: 32, height: 32) }
  }

  @Test("MediaProbe and VideoDecoder throw for missing and non-media files")
  func unreadable() throws {
    let folder = try TemporaryFolder()
    #expect(throws: MediaError.self) { _ = try MediaProbe.inspect(folder.file("none.mp4")) }
    try Data("not a video".utf8).write(to: folder.file("junk.mp4"))
    #expect(throws: MediaError.self) { _ = try MediaProbe.inspect(folder.file("junk.mp4")) }
    #expect(throws: MediaError.self) { _ = try VideoDecoder(url: folder.file("junk.mp4")) }
  }
}
