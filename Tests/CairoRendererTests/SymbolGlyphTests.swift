import CairoRenderer
import Foundation
import Graphics
import Testing

/// Icon-font outlines from Pango/Cairo, in the unit em square the view runtime composes symbols in.
@Suite struct SymbolGlyphTests {
  private func extent(_ p: Path) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
    var xs: [Double] = [], ys: [Double] = []
    for e in p.elements {
      switch e {
      case .move(let q), .line(let q): xs.append(q.x); ys.append(q.y)
      case .curve(let q, let a, let b): xs += [q.x, a.x, b.x]; ys += [q.y, a.y, b.y]
      case .closeSubpath: break
      }
    }
    return (xs.min() ?? 0, ys.min() ?? 0, xs.max() ?? 0, ys.max() ?? 0)
  }

  @Test func outlinesSitOnTheIconGrid() throws {
    let glyphs = SymbolGlyphOutlines(library: try FontLibrary())
    // Material Design Icons draw on a 24-unit grid: `checkbox-blank-outline` (U+F131) is the square
    // from 3 to 21 on both axes, so 3/24 … 21/24 of the em.
    let square = try #require(glyphs.symbolGlyph(0xF131))
    let e = extent(square)
    for (v, want) in [(e.minX, 3.0), (e.minY, 3), (e.maxX, 21), (e.maxY, 21)] {
      #expect(abs(v * 24 - want) < 0.02, "\(e)")
    }
    // `minus` (U+F374) is the bar from y 11 to 13.
    let minus = extent(try #require(glyphs.symbolGlyph(0xF374)))
    #expect(abs(minus.minY * 24 - 11) < 0.05 && abs(minus.maxY * 24 - 13) < 0.05)
  }

  @Test func eachGlyphIsDecodedOnceAndMissingOnesAreNil() throws {
    let glyphs = SymbolGlyphOutlines(library: try FontLibrary())
    let first = glyphs.symbolGlyph(0xF2D1)
    for _ in 0..<50 { #expect(glyphs.symbolGlyph(0xF2D1) == first) }
    #expect(glyphs.decodedCount == 1)
    // A letter is not in the icon font (another font would draw it): no outline.
    #expect(glyphs.symbolGlyph(0x41) == nil)
    // The measurer hands out the same outlines.
    #expect(PangoTextMeasurer(fonts: try FontLibrary()).symbolGlyph(0xF2D1) == first)
  }
}
