import Foundation
import Graphics
import MediaIO
import Testing

@Suite("Transparent video")
struct AlphaVideoTests {
  static func roundTrip(_ codec: VideoCodec, width: Int, height: Int, frames count: Int)
    throws -> (MediaInfo, [FrameBuffer], [FrameBuffer])
  {
    let folder = try TemporaryFolder()
    let url = folder.file("clip.\(codec.fileExtension)")
    let frames = (0..<count).map { TestFrames.frame($0, width: width, height: height, alpha: true) }
    let sink = try VideoSink(url: url, width: width, height: height,
                             settings: VideoSettings(codec: codec, frameRate: FrameRate(30), preset: .veryfast, threads: 1))
    for f in frames { try sink.write(f) }
    try sink.finish()
    return (try MediaProbe.inspect(url), frames, try VideoDecoder.decodeAll(url))
  }

  /// Measured (crf 30, veryfast → realtime cpu-used 6): colour 36.7…44.9 dB, alpha 43.2…48.2 dB per frame.
  @Test("WebM VP9 keeps alpha: yuva420p, 30 frames = 1.000 s, colour > 33 dB, alpha > 40 dB PSNR")
  func vp9() throws {
    let (info, frames, decoded) = try Self.roundTrip(.vp9, width: 96, height: 64, frames: 30)
    #expect(info.codecName == "vp9")
    #expect(info.pixelFormat == "yuva420p")
    #expect(info.hasAlpha)
    #expect(info.colorSpace == "bt709")
    #expect(info.frameCount == 30)
    #expect(abs(info.duration - 1.0) < 0.002)
    #expect(decoded.count == 30)
    for (a, b) in zip(frames, decoded) {
      #expect(a.psnr(against: b) > 33)
      #expect(alphaPSNR(a, b) > 40)
    }
    // Fully transparent left edge stays transparent; the opaque right edge stays opaque.
    #expect(decoded[5].pixel(x: 0, y: 40).a <= 2)
    #expect(decoded[5].pixel(x: 95, y: 40).a >= 253)
  }

  /// Measured: colour 65.3…65.5 dB; alpha exact (written and read with exact 8↔10/12-bit rounding,
  /// not swscale's, which is off by one in the middle of the range).
  @Test("MOV ProRes 4444 keeps alpha: 4444 profile, 10-bit 4:4:4, colour > 60 dB PSNR, alpha exact")
  func proRes() throws {
    let (info, frames, decoded) = try Self.roundTrip(.proRes4444, width: 95, height: 63, frames: 12)
    #expect(info.codecName == "prores")
    #expect(info.profileName == "4444")
    #expect(info.pixelFormat.hasPrefix("yuva444p"))
    #expect(info.width == 95 && info.height == 63)
    #expect(info.frameCount == 12)
    #expect(abs(info.duration - 0.4) < 1e-6)
    #expect(info.indexBeforeMedia == true)
    #expect(decoded.count == 12)
    for (a, b) in zip(frames, decoded) {
      #expect(a.psnr(against: b) > 60)
      #expect(alphaPSNR(a, b) == .infinity)
    }
  }

  @Test("H.264 pads odd sizes by repeating the edge: 75×51 → 76×52, edge column equals its neighbour")
  func oddSizePadding() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("odd.mp4")
    let sink = try VideoSink(url: url, width: 75, height: 51, settings: VideoSettings(preset: .veryfast, threads: 1))
    #expect(sink.encodedWidth == 76 && sink.encodedHeight == 52)
    let frames = (0..<10).map { TestFrames.frame($0, width: 75, height: 51) }
    for f in frames { try sink.write(f) }
    try sink.finish()
    let info = try MediaProbe.inspect(url)
    #expect(info.width == 76 && info.height == 52)
    #expect(info.frameCount == 10)
    let decoded = try VideoDecoder.decodeAll(url)
    // Measured 28.7…29.1 dB: a 75×51 frame is mostly edges for 4:2:0 chroma.
    for (a, b) in zip(frames, decoded) { #expect(a.psnr(against: b) > 27) }
    // The padding column repeats column 74 (no black seam): compare it with its neighbour.
    let last = decoded[0]
    var worst = 0
    for y in 0..<52 {
      let p = last.pixel(x: 75, y: y), q = last.pixel(x: 74, y: y)
      worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
    }
    #expect(worst <= 12)
  }

  @Test("H.264 with oddSizePolicy .reject throws a one-line error and leaves no file")
  func oddSizeRejected() throws {
    let folder = try TemporaryFolder()
    #expect(throws: MediaError.self) {
      _ = try VideoSink(url: folder.file("odd.mp4"), width: 75, height: 50,
                        settings: VideoSettings(oddSizePolicy: .reject))
    }
    #expect(try folder.contents().isEmpty)
  }

  @Test("VP9 accepts odd sizes as they are")
  func vp9OddSize() throws {
    let (info, frames, decoded) = try Self.roundTrip(.vp9, width: 63, height: 41, frames: 4)
    #expect(info.width == 63 && info.height == 41)
    // Measured 28.5…28.9 dB on this tiny 63×41 frame.
    for (a, b) in zip(frames, decoded) { #expect(a.psnr(against: b) > 27) }
  }
}

/// PSNR of the alpha channel alone.
func alphaPSNR(_ a: FrameBuffer, _ b: FrameBuffer) -> Double {
  var sum = 0.0
  let w = min(a.width, b.width), h = min(a.height, b.height)
  for y in 0..<h { for x in 0..<w { let d = Double(a.pixel(x: x, y: y).a) - Double(b.pixel(x: x, y: y).a); sum += d * d } }
  return sum == 0 ? .infinity : 10 * log10(255 * 255 / (sum / Double(w * h)))
}
