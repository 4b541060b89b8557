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
