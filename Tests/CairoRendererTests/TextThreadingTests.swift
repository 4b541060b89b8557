import CairoRenderer
import Foundation
import Graphics
import Testing

/// Text from many threads at once: rasterizers and measurers of their own, over one font library and
/// over libraries of their own, as a render (evaluation measures while the raster thread draws) and
/// parallel tests use them. The FreeType faces behind cairo's and Pango's font caches are process-wide.
@Suite struct TextThreadingTests {
  private static let texts = ["Déjà vu 👩‍💻", "🇯🇵1️⃣👍🏽", "สวัสดี", "नमस्ते", "你好世界", "مرحبا", "Hamburgefonstiv ✨", "😀🎉❤️"]

  /// A text at a size no other call uses, so every call shapes and draws anew instead of hitting a cache.
  private static func item(_ i: Int, _ round: Int) -> DisplayItem {
    let size = 9 + Double((i * 37 + round * 11) % 60) + Double(round % 7) / 8
    let run = TextRun(text: texts[(i + round) % texts.count], font: FontDescriptor(size: size, weight: round % 2 == 0 ? 400 : 700), paint: .solid(.black))
    return .text(run: run, transform: Transform2D.rotation(radians: Double(round % 5) * 0.1).concatenating(.translation(x: 10, y: 30)))
  }

  @Test func textFromManyThreadsAtOnce() throws {
    let shared = try Fixture.fonts()
    let failures = ResultBox<Int>(count: 8)
    DispatchQueue.concurrentPerform(iterations: 8) { i in
      failures.set(i, Result {
        let fonts = i % 2 == 0 ? shared : try FontLibrary()
        let rasterizer = CairoRasterizer(fonts: fonts, options: .init(textRendering: i % 4 < 2 ? .sprites : .direct, spriteCacheBytes: 1 << 16))
        let measurer = PangoTextMeasurer(fonts: fonts)
        for round in 0..<60 {
          let list = Fixture.list([Self.item(i, round)], width: 200, height: 80)
          _ = try rasterizer.render(list, scale: 1 + Double(round % 3) / 2)
          _ = measurer.measure(Self.texts[(i * 3 + round) % Self.texts.count], font: FontDescriptor(size: 10 + Double(round)))
        }
        return rasterizer.cacheStatistics.layouts
      })
    }
    for result in failures.all { #expect(try result.get() > 0) }
  }
}
