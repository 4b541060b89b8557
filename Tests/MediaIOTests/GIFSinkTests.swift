import Foundation
import Graphics
import MediaIO
import Testing

@Suite("GIFSink")
struct GIFSinkTests {
  static func write(_ frames: [FrameBuffer], settings: GIFSettings, in folder: TemporaryFolder) throws -> URL {
    let url = folder.file("clip.gif")
    let sink = try GIFSink(url: url, width: frames[0].width, height: frames[0].height, settings: settings)
    for f in frames { try sink.write(f) }
    try sink.finish()
    return url
  }

  @Test("30 frames at 30 fps: 30 GIF frames, delays 3/4/3 cs summing to exactly 100 cs, loops forever")
  func timingAndLoop() throws {
    let folder = try TemporaryFolder()
    let frames = (0..<30).map { TestFrames.frame($0, width: 80, height: 60) }
    let url = try Self.write(frames, settings: GIFSettings(frameRate: FrameRate(30)), in: folder)
    #expect(try folder.contents() == ["clip.gif"])
    let gif = try GIFStructure(data: [UInt8](Data(contentsOf: url)))
    #expect(gif.width == 80 && gif.height == 60)
    #expect(gif.globalPaletteSize == 256)
    #expect(gif.loopCount == 0)
    #expect(gif.frames.count == 30)
    let delays = gif.frames.map(\.delayCentiseconds)
    #expect(delays.reduce(0, +) == 100)
    #expect(Set(delays).isSubset(of: [3, 4]))
    // FFmpeg 5.1's encoder repeats the palette locally on the first frame only; later frames use the global one.
    #expect(gif.frames.dropFirst().allSatisfy { !$0.hasLocalPalette })
    let info = try MediaProbe.inspect(url)
    #expect(info.codecName == "gif")
    #expect(info.frameCount == 30)
    #expect(abs(info.duration - 1.0) < 1e-9)
    #expect(info.loopCount == 0)
  }

  @Test("Loop settings: once writes no loop block, repeat(3) writes 3",
        arguments: [(GIFSettings.Loop.once, Int?.none), (.repeat(count: 3), 3), (.forever, 0)])
  func loops(loop: GIFSettings.Loop, expected: Int?) throws {
    let folder = try TemporaryFolder()
    let frames = (0..<3).map { TestFrames.frame($0, width: 32, height: 32) }
    let url = try Self.write(frames, settings: GIFSettings(loop: loop), in: folder)
    #expect(try GIFStructure(data: [UInt8](Data(contentsOf: url))).loopCount == expected)
  }

  /// Measured on this 96×72 textured-gradient clip (≈7 000 colours): none 32.9 dB, Bayer(8) 32.7 dB,
  /// Floyd–Steinberg 31.5 dB per frame (dither noise costs PSNR; it buys smooth-looking gradients).
  @Test("Decoded GIF frames are within a stated PSNR of the source for each dithering mode",
        arguments: [(GIFSettings.Dithering.none, 31.5), (.bayer(strength: 8), 31.0), (.floydSteinberg, 30.0)])
  func quality(dithering: GIFSettings.Dithering, minimum: Double) throws {
    let folder = try TemporaryFolder()
    let frames = (0..<8).map { TestFrames.frame($0 * 4, width: 96, height: 72) }
    let url = try Self.write(frames, settings: GIFSettings(dithering: dithering), in: folder)
    let decoded = try VideoDecoder.decodeAll(url)
    #expect(decoded.count == frames.count)
    let psnr = zip(frames, decoded).map { $0.psnr(against: $1) }
    #expect(psnr.allSatisfy { $0 > minimum })
  }

  @Test("A clip with at most 256 colours round-trips exactly without dithering")
  func exactPalette() throws {
    let folder = try TemporaryFolder()
    let colours: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 128, 255), (12, 200, 33), (250, 250, 250)]
    let frames = colours.indices.map { i -> FrameBuffer in
      var f = TestFrames.solid(width: 40, height: 30, b: colours[i].2, g: colours[i].1, r: colours[i].0)
      // A second colour in a corner so frames differ in more than one way.
      let other = colours[(i + 1) % colours.count]
      for y in 0..<10 { for x in 0..<10 { let k = y * f.bytesPerRow + x * 4; f.pixels[k] = other.2; f.pixels[k + 1] = other.1; f.pixels[k + 2] = other.0 } }
      return f
    }
    let url = try Self.write(frames, settings: GIFSettings(dithering: .none), in: folder)
    let decoded = try VideoDecoder.decodeAll(url)
    #expect(decoded == frames)
  }

  @Test("Clear background: one palette index is transparent, alpha decodes to 0 or 255 at the 128 threshold")
  func transparency() throws {
    let folder = try TemporaryFolder()
    // A moving opaque square on a fully transparent background, plus a half-covered edge.
    let frames = (0..<6).map { i -> FrameBuffer in
      var f = FrameBuffer(width: 48, height: 32)
      for y in 4..<20 { for x in (4 + i * 3)..<(20 + i * 3) { let k = y * f.bytesPerRow + x * 4; f.pixels[k] = 40; f.pixels[k + 1] = 90; f.pixels[k + 2] = 200; f.pixels[k + 3] = 255 } }
      for x in 0..<48 { let k = 30 * f.bytesPerRow + x * 4; let a = UInt8(x * 255 / 47); f.pixels[k + 2] = a; f.pixels[k + 3] = a }
      return f
    }
    let url = try Self.write(frames, settings: GIFSettings(dithering: .none), in: folder)
    let gif = try GIFStructure(data: [UInt8](Data(contentsOf: url)))
    #expect(gif.frames.count == 6)
    #expect(gif.frames.allSatisfy { $0.transparentIndex != nil })
    let decoded = try VideoDecoder.decodeAll(url)
    #expect(decoded.count == 6)
    for (src, out) in zip(frames, decoded) {
      for y in 0..<32 {
        for x in 0..<48 {
          let a = src.pixel(x: x, y: y).a, b = out.pixel(x: x, y: y)
          #expect(b.a == (a >= 128 ? 255 : 0), "alpha at \(x),\(y)")
          if a == 255 { #expect(b.r == src.pixel(x: x, y: y).r && b.b == src.pixel(x: x, y: y).b) }
        }
      }
    }
  }

  @Test("Identical consecutive frames merge into one longer delay")
  func repeatsMerge() throws {
    let folder = try TemporaryFolder()
    let a = TestFrames.frame(0, width: 32, height: 24), b = TestFrames.frame(5, width: 32, height: 24)
    let url = folder.file("clip.gif")
    let sink = try GIFSink(url: url, width: 32, height: 24, settings: GIFSettings(frameRate: FrameRate(10)))
    for f in [a, a, a, b, b, a] { try sink.write(f) }
    #expect(sink.storedFrames == 3)
    try sink.finish()
    let gif = try GIFStructure(data: [UInt8](Data(contentsOf: url)))
    #expect(gif.frames.map(\.delayCentiseconds) == [30, 20, 10])

    // A clip that ends on a held frame keeps the hold in the last delay.
    let held = folder.file("held.gif")
    let sink2 = try GIFSink(url: held, width: 32, height: 24, settings: GIFSettings(frameRate: FrameRate(10)))
    for f in [a, b, b, b] { try sink2.write(f) }
    try sink2.finish()
    #expect(try GIFStructure(data: [UInt8](Data(contentsOf: held))).frames.map(\.delayCentiseconds) == [10, 30])
    #expect(abs(try MediaProbe.inspect(held).duration - 0.4) < 1e-9)
  }

  @Test("60 fps input keeps delays ≥ 2 cs (browsers slow shorter ones to 10 cs) and the total duration")
  func highFrameRate() throws {
    let folder = try TemporaryFolder()
    let frames = (0..<60).map { TestFrames.frame($0, width: 32, height: 24) }
    let url = try Self.write(frames, settings: GIFSettings(frameRate: FrameRate(60)), in: folder)
    let gif = try GIFStructure(data: [UInt8](Data(contentsOf: url)))
    let delays = gif.frames.map(\.delayCentiseconds)
    #expect(delays.allSatisfy { $0 >= 2 })
    #expect(delays.reduce(0, +) == 100)
    #expect(gif.frames.count >= 40)
  }

  @Test("GIF cancel and errors leave nothing; bad settings throw")
  func safety() throws {
    let folder = try TemporaryFolder()
    let sink = try GIFSink(url: folder.file("clip.gif"), width: 32, height: 24)
    try sink.write(TestFrames.frame(0, width: 32, height: 24))
    #expect(try folder.contents().count == 1)  // the spool; the GIF itself is written in finish()
    sink.cancel()
    #expect(try folder.contents().isEmpty)

    let sink2 = try GIFSink(url: folder.file("clip.gif"), width: 32, height: 24)
    #expect(throws: MediaError.self) { try sink2.write(TestFrames.frame(0, width: 30, height: 24)) }
    #expect(try folder.contents().isEmpty)

    #expect(throws: MediaError.self) { _ = try GIFSink(url: folder.file("x.gif"), width: 32, height: 24, settings: GIFSettings(maxColors: 1)) }
    #expect(throws: MediaError.self) { _ = try GIFSink(url: folder.file("x.gif"), width: 70_000, height: 24) }
    #expect(throws: MediaError.self) { _ = try GIFSink(url: folder.file("x.gif"), width: 32, height: 24, settings: GIFSettings(dithering: .bayer(strength: 0))) }
    #expect(try folder.contents().isEmpty)
  }
}

@Suite("GIF edge cases")
struct GIFEdgeCaseTests {
  @Test("A fully transparent clip and a 2-colour palette both encode and decode")
  func edges() throws {
    let folder = try TemporaryFolder()
    let clear = FrameBuffer(width: 16, height: 16)
    let url = try GIFSinkTests.write([clear, clear], settings: GIFSettings(), in: folder)
    let decoded = try VideoDecoder.decodeAll(url)
    #expect(decoded.count == 1)  // the repeat merged into one frame
    #expect(decoded[0].pixels.allSatisfy { $0 == 0 })

    let two = folder.file("two.gif")
    let sink = try GIFSink(url: two, width: 40, height: 30, settings: GIFSettings(dithering: .none, maxColors: 2))
    for i in 0..<3 { try sink.write(TestFrames.frame(i, width: 40, height: 30)) }
    try sink.finish()
    let frames = try VideoDecoder.decodeAll(two)
    #expect(frames.count == 3)
    // One colour plus the reserved transparent index: every decoded pixel is the same opaque colour.
    let first = frames[0].pixel(x: 0, y: 0)
    #expect(first.a == 255)
    #expect(frames.allSatisfy { f in (0..<30).allSatisfy { y in (0..<40).allSatisfy { x in f.pixel(x: x, y: y) == first } } })
  }

  @Test("The palette of a clip with few colours is exactly those colours, weighted means when merged")
  func paletteMeans() throws {
    let h = ColorHistogram()
    // Three exact colours: 300 px of (10,20,30), 100 px of (14,20,30), 200 px of (200,0,0).
    var f = FrameBuffer(width: 600, height: 1)
    for x in 0..<600 {
      let (r, g, b): (UInt8, UInt8, UInt8) = x < 300 ? (10, 20, 30) : x < 400 ? (14, 20, 30) : (200, 0, 0)
      f.pixels[x * 4] = b; f.pixels[x * 4 + 1] = g; f.pixels[x * 4 + 2] = r; f.pixels[x * 4 + 3] = 255
    }
    h.add(f, alphaThreshold: nil)
    #expect(h.distinctColors == 3)
    #expect(Set(h.palette(maxColors: 3)) == [RGB(r: 10, g: 20, b: 30), RGB(r: 14, g: 20, b: 30), RGB(r: 200, g: 0, b: 0)])
    // Two entries: the near pair merges into its pixel-weighted mean, (10·300 + 14·100) / 400 = 11.
    #expect(Set(h.palette(maxColors: 2)) == [RGB(r: 11, g: 20, b: 30), RGB(r: 200, g: 0, b: 0)])
  }
}
