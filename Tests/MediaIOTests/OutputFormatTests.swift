import Foundation
import Graphics
import MediaIO
import Testing

@Suite("OutputFormat")
struct OutputFormatTests {
  @Test("Formats follow the path a user types")
  func inference() throws {
    #expect(try OutputFormat(path: "out/demo.mp4") == .video(.h264))
    #expect(try OutputFormat(path: "out/demo.MOV") == .video(.proRes4444))
    #expect(try OutputFormat(path: "out/demo.webm") == .video(.vp9))
    #expect(try OutputFormat(path: "out/demo.gif") == .gif)
    #expect(try OutputFormat(path: "out/still.png") == .png)
    #expect(try OutputFormat(path: "out/frames") == .pngSequence)
    #expect(try OutputFormat(path: "out/frames/") == .pngSequence)
    #expect(throws: MediaError.self) { try OutputFormat(path: "out/demo.avi") }
  }

  @Test("makeSink opens a working sink for each format and applies the frame rate")
  func sinks() throws {
    let folder = try TemporaryFolder()
    for name in ["a.mp4", "a.webm", "a.mov", "a.gif", "frames", "still.png"] {
      let sink = try MediaOutput.makeSink(url: folder.file(name), width: 32, height: 24, frameRate: FrameRate(25),
                                          video: VideoSettings(preset: .ultrafast))
      try sink.write(TestFrames.frame(0, width: 32, height: 24, alpha: true))
      if name != "still.png" { try sink.write(TestFrames.frame(1, width: 32, height: 24, alpha: true)) }
      try sink.finish()
      if name.hasSuffix(".mp4") || name.hasSuffix(".gif") {
        let info = try MediaProbe.inspect(folder.file(name))
        #expect(info.frameCount == 2)
        #expect(abs(info.duration - 0.08) < 1e-9, "\(name): \(info.duration)")
      }
    }
    #expect(try folder.contents() == ["a.gif", "a.mov", "a.mp4", "a.webm", "frames", "still.png"])
  }

  @Test("A .png still refuses a second frame and leaves nothing")
  func stillRefusesSecondFrame() throws {
    let folder = try TemporaryFolder()
    let sink = try MediaOutput.makeSink(url: folder.file("still.png"), width: 8, height: 8, frameRate: FrameRate(30))
    try sink.write(TestFrames.frame(0, width: 8, height: 8))
    #expect(throws: MediaError.self) { try sink.write(TestFrames.frame(1, width: 8, height: 8)) }
    #expect(throws: MediaError.sinkClosed) { try sink.finish() }
    #expect(try folder.contents().isEmpty)
  }
}

@Suite("Strided frames")
struct StridedFrameTests {
  /// The same picture stored with 16 bytes of padding per row.
  static func strided(_ f: FrameBuffer) -> FrameBuffer {
    let stride = f.width * 4 + 16
    var pixels = [UInt8](repeating: 0xEE, count: stride * f.height)
    for y in 0..<f.height { for i in 0..<(f.width * 4) { pixels[y * stride + i] = f.pixels[y * f.bytesPerRow + i] } }
    return FrameBuffer(width: f.width, height: f.height, bytesPerRow: stride, pixels: pixels)
  }

  @Test("Rows with padding encode exactly what tightly packed rows encode", arguments: ["mov", "gif", "png", "mp4"])
  func strided(ext: String) throws {
    let folder = try TemporaryFolder()
    let frames = (0..<3).map { TestFrames.frame($0, width: 40, height: 30, alpha: true) }
    func render(_ name: String, _ transform: (FrameBuffer) -> FrameBuffer) throws -> [FrameBuffer] {
      let url = folder.file(ext == "png" ? name : "\(name).\(ext)")
      let sink = try MediaOutput.makeSink(url: url, width: 40, height: 30, frameRate: FrameRate(30),
                                          video: VideoSettings(threads: 1))
      for f in frames { try sink.write(transform(f)) }
      try sink.finish()
      if ext == "png" { return try (0..<3).flatMap { try VideoDecoder.decodeAll(url.appendingPathComponent(PNGSequenceSink.fileName(forFrame: $0))) } }
      return try VideoDecoder.decodeAll(url)
    }
    let packed = try render("packed") { $0 }
    let padded = try render("padded", Self.strided)
    #expect(packed.count == 3)
    #expect(packed == padded)
  }
}
