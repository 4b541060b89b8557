import CairoRenderer
import Foundation
import Graphics
import Testing

/// Per-frame timings, run only on request (`ANIMRENDER_BENCH=1 swift test --filter RenderBenchmark`):
/// speed goals belong in benchmarks, not in timed tests. Prints thread CPU milliseconds per frame,
/// which other processes on a shared machine disturb far less than wall-clock time.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["ANIMRENDER_BENCH"] == "1"))
struct RenderBenchmark {
  /// 1080² canvas: background, rounded rect, circle and a 300 pt emoji that rotates and scales every frame.
  static func frame(_ i: Int) -> DisplayList {
    let t = Double(i) / 30
    let emoji = Transform2D.translation(x: -190, y: -180)
      .concatenating(.scale(x: 1 + 0.25 * sin(t * 2), y: 1 + 0.25 * sin(t * 2)))
      .concatenating(.rotation(radians: t))
      .concatenating(.translation(x: 540, y: 540))
    return DisplayList(size: CGSize(width: 1080, height: 1080), background: Fixture.color(0xF2F2F7), items: [
      .fill(path: Path { $0.addRoundedRect(in: CGRect(x: 140, y: 140, width: 800, height: 800), cornerRadius: 120) }, paint: .solid(Fixture.blue), rule: .nonZero, transform: .identity),
      .fill(path: Path { $0.addEllipse(in: CGRect(x: 290, y: 290, width: 500, height: 500) ) }, paint: .solid(.white), rule: .nonZero, transform: .identity),
      .text(run: TextRun(text: "😀", font: FontDescriptor(size: 300), paint: .solid(.black)), transform: emoji),
    ])
  }

  /// The emoji frame with a 64 pt line of outline text (and one emoji) instead: text sprites are full resolution.
  static func textFrame(_ i: Int) -> DisplayList {
    var list = frame(i)
    let t = Double(i) / 30
    list.items[2] = .text(
      run: TextRun(text: "Hello, animrender! 👋", font: FontDescriptor(size: 64, weight: 700), paint: .solid(.black)),
      transform: Transform2D.translation(x: -330, y: -40).concatenating(.scale(x: 1 + 0.2 * sin(t * 2), y: 1 + 0.2 * sin(t * 2)))
        .concatenating(.rotation(radians: t)).concatenating(.translation(x: 540, y: 540)))
    return list
  }

  @Test(arguments: ["emoji", "text"])
  func rotatingFrame1080(kind: String) throws {
    let frames = 60
    let scene = kind == "emoji" ? Self.frame : Self.textFrame
    for mode in [CairoRasterizer.Options.TextRendering.sprites, .direct] {
      let rasterizer = try Fixture.rasterizer(.init(textRendering: mode))
      let sample = try rasterizer.render(scene(7), scale: 1)  // also warms the caches
      try PNGFile.write(sample, to: FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(kind)-\(mode).png").path)
      var best = Double.infinity
      for rep in 1...3 {
        // Every frame has a transform never seen before, as in a real animation: repeating frames
        // would let Cairo's own glyph caches (256 scaled fonts) flatter the direct path.
        let start = Self.cpuMilliseconds()
        for i in 0..<frames { _ = try rasterizer.render(scene(rep * 1000 + i), scale: 1) }
        best = min(best, (Self.cpuMilliseconds() - start) / Double(frames))
      }
      let stats = rasterizer.cacheStatistics
      print("BENCH 1080² rotating \(kind == "emoji" ? "300 pt emoji" : "64 pt text line"), \(mode): \(String(format: "%.2f", best)) ms/frame (best of 3 × \(frames)); sprites \(stats.sprites), \(stats.spriteBytes / 1024) KiB")
    }
  }

  @Test func blurAndShadowFrame1080() throws {
    let rasterizer = try Fixture.rasterizer()
    var list = Self.frame(0)
    list.items.removeLast()
    let shadow = Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5), radius: 20, x: 0, y: 12)
    list.items.insert(.beginLayer(LayerEffect(blurRadius: 8, shadow: shadow)), at: 1)
    list.items.append(.endLayer)
    _ = try rasterizer.render(list, scale: 1)
    let start = Self.cpuMilliseconds()
    for _ in 0..<10 { _ = try rasterizer.render(list, scale: 1) }
    print("BENCH 1080² 800 pt layer with blur 8 + shadow 20: \(String(format: "%.2f", (Self.cpuMilliseconds() - start) / 10)) ms/frame")
  }

  @Test func manySmallLayersFrame1080() throws {
    // 24 small cards, each its own layer with opacity and a shadow: the cost SwiftUI-style scenes pay.
    var items: [DisplayItem] = []
    for i in 0..<24 {
      let x = Double(i % 6) * 170 + 40, y = Double(i / 6) * 250 + 60
      items.append(.beginLayer(LayerEffect(opacity: 0.9, shadow: Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 6, x: 0, y: 4))))
      items.append(.fill(path: Path { $0.addRoundedRect(in: CGRect(x: x, y: y, width: 140, height: 200), cornerRadius: 18) }, paint: .solid(Fixture.blue), rule: .nonZero, transform: .identity))
      items.append(.text(run: TextRun(text: "Card \(i)", font: FontDescriptor(size: 22, weight: 600), paint: .solid(.white)), transform: .translation(x: x + 16, y: y + 16)))
      items.append(.endLayer)
    }
    let list = DisplayList(size: CGSize(width: 1080, height: 1080), background: .white, items: items)
    let rasterizer = try Fixture.rasterizer()
    _ = try rasterizer.render(list, scale: 1)
    let start = Self.cpuMilliseconds()
    for _ in 0..<10 { _ = try rasterizer.render(list, scale: 1) }
    print("BENCH 1080² 24 layered cards with opacity + shadow 6: \(String(format: "%.2f", (Self.cpuMilliseconds() - start) / 10)) ms/frame")
  }

  @Test func fontSetup() throws {
    let start = Self.cpuMilliseconds()
    let fonts = try FontLibrary()
    let built = Self.cpuMilliseconds()
    let rasterizer = CairoRasterizer(fonts: fonts)
    _ = try rasterizer.render(Self.textFrame(0), scale: 1)
    print("BENCH FontLibrary() \(String(format: "%.1f", built - start)) ms; first text frame \(String(format: "%.1f", Self.cpuMilliseconds() - built)) ms")
  }

  @Test func shapesOnlyFrame1080() throws {
    let rasterizer = try Fixture.rasterizer()
    var list = Self.frame(0)
    list.items.removeLast()
    _ = try rasterizer.render(list, scale: 1)
    let start = Self.cpuMilliseconds()
    for _ in 0..<60 { _ = try rasterizer.render(list, scale: 1) }
    let ms = (Self.cpuMilliseconds() - start) / 60
    print("BENCH 1080² shapes only (incl. FrameBuffer copy): \(String(format: "%.2f", ms)) ms/frame")
  }

  static func cpuMilliseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
  }
}
