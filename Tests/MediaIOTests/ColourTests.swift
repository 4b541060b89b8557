import Foundation
import Graphics
import MediaIO
import Testing

@Suite("Colour")
struct ColourTests {
  /// A BT.601/709 mismatch between the matrix and the tags shifts saturated colours by 10–30 levels;
  /// a correct round trip through 8-bit limited-range YUV stays within a few levels.
  @Test("Saturated colours round-trip through H.264 within 4 levels (BT.709 matrix matches the tags), threaded swscale too",
        arguments: [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (40, 200, 220), (128, 128, 128)], [1, 2])
  func solidColour(rgb: (Int, Int, Int), scalerThreads: Int) throws {
    let folder = try TemporaryFolder()
    let url = folder.file("solid.mp4")
    let frame = TestFrames.solid(width: 64, height: 48, b: UInt8(rgb.2), g: UInt8(rgb.1), r: UInt8(rgb.0))
    let sink = try VideoSink(url: url, width: 64, height: 48, settings: VideoSettings(crf: 10, preset: .veryfast, threads: 1, scalerThreads: scalerThreads))
    for _ in 0..<3 { try sink.write(frame) }
    try sink.finish()
    let decoded = try VideoDecoder.decodeAll(url)
    #expect(decoded.count == 3)
    let p = decoded[0].pixel(x: 32, y: 24)
    #expect(abs(Int(p.r) - rgb.0) <= 4 && abs(Int(p.g) - rgb.1) <= 4 && abs(Int(p.b) - rgb.2) <= 4,
            "decoded \(p.r),\(p.g),\(p.b) for \(rgb)")
  }
}

@Suite("Matte")
struct MatteTests {
  /// Half-transparent red, premultiplied (128, 0, 0, a 128), over white: 128 + 127 = 255, 0 + 127 = 127.
  static let halfRed = TestFrames.solid(width: 32, height: 32, b: 0, g: 0, r: 128, a: 128)

  @Test("H.264 composites non-opaque pixels over the matte colour")
  func h264() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("m.mp4")
    let sink = try VideoSink(url: url, width: 32, height: 32, settings: VideoSettings(crf: 5, preset: .veryfast, matte: .white))
    try sink.write(Self.halfRed)
    try sink.finish()
    let p = try VideoDecoder.decodeAll(url)[0].pixel(x: 16, y: 16)
    #expect(abs(Int(p.r) - 255) <= 3 && abs(Int(p.g) - 127) <= 3 && abs(Int(p.b) - 127) <= 3, "\(p)")
  }

  @Test("GIF with a matte is opaque and exact")
  func gif() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("m.gif")
    let sink = try GIFSink(url: url, width: 32, height: 32, settings: GIFSettings(dithering: .none, transparency: .matte(.white)))
    try sink.write(Self.halfRed)
    try sink.finish()
    let decoded = try VideoDecoder.decodeAll(url)[0]
    let p = decoded.pixel(x: 16, y: 16)
    #expect(p.r == 255 && p.g == 127 && p.b == 127)
    #expect(decoded.isOpaque)
  }
}
