import Foundation
import Graphics
import MediaIO
import Testing

@Suite("APNG")
struct APNGSinkTests {
  @Test("APNG: every frame decodes back to the premultiplied BGRA that went in, alpha included, at 1/fps each")
  func roundTrip() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("clip.apng")
    // Frames 0 and 1 repeated as 2 and 3: the encoder may store only what changed, the decode must not care.
    let frames = [0, 1, 1, 0, 7].map { TestFrames.frame($0, width: 53, height: 29, alpha: true) }
    let sink = try APNGSink(url: url, width: 53, height: 29, frameRate: FrameRate(25))
    for f in frames { try sink.write(f) }
    #expect(try folder.contents().allSatisfy { $0.hasPrefix(".") })  // nothing visible before finish()
    try sink.finish()
    #expect(try folder.contents() == ["clip.apng"])
    let info = try MediaProbe.inspect(url)
    #expect(info.codecName == "apng" && info.frameCount == 5 && info.width == 53 && info.height == 29)
    #expect(info.frameDurations.count == 5 && info.frameDurations.allSatisfy { abs($0 - 0.04) < 1e-9 }, "\(info.frameDurations)")
    #expect(try VideoDecoder.decodeAll(url) == frames)
  }

  @Test("Premultiplied pixels survive decode and re-encode unchanged (what `test --record failed` relies on)")
  func reencodeKeepsPixels() throws {
    let folder = try TemporaryFolder()
    // Every alpha with every channel value it allows: 256 × 256 premultiplied (c ≤ a) pairs.
    var f = FrameBuffer(width: 256, height: 256)
    for a in 0..<256 {
      for c in 0..<256 {
        let i = a * f.bytesPerRow + c * 4
        let v = UInt8(min(c, a))
        (f.pixels[i], f.pixels[i + 1], f.pixels[i + 2], f.pixels[i + 3]) = (v, v, v, UInt8(a))
      }
    }
    var current = f
    for pass in 0..<2 {
      let url = folder.file("pass\(pass).apng")
      let sink = try APNGSink(url: url, width: 256, height: 256, frameRate: FrameRate(10))
      try sink.write(current)
      try sink.finish()
      current = try #require(try VideoDecoder.decodeAll(url).first)
      #expect(current == f, "pass \(pass)")
    }
  }

  @Test("APNG: a frame of another size is an error and leaves no file")
  func wrongSize() throws {
    let folder = try TemporaryFolder()
    let sink = try APNGSink(url: folder.file("clip.apng"), width: 8, height: 8, frameRate: FrameRate(10))
    #expect(throws: MediaError.self) { try sink.write(TestFrames.frame(0, width: 9, height: 8)) }
    #expect(try folder.contents().isEmpty)
    #expect(throws: MediaError.self) { try APNGSink(url: folder.file("x.apng"), width: 0, height: 8, frameRate: FrameRate(10)) }
  }
}
