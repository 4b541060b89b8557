import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import XCTest

// Texts with parts in styles of their own: `+` of styled texts, Markdown in a literal, and runs of an
// `AttributedString`. The parity measurer makes every character 0.6 × its font size wide, with ascent
// 0.8 and descent 0.2 of it, so widths and heights follow from the parts' sizes.
private struct Parts: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Par").bold() + Text("aguay").foregroundColor(.red)
      Text("42").font(.system(size: 30)) + Text("km").font(.system(size: 10))
      Text("a **b** c")
      (Text("x") + Text("yz").italic()).bold()
      Text("Red").foregroundColor(.red).foregroundColor(.blue) + Text(".")
      Text("**n** \(3) \(Text("#w").foregroundColor(.red)) and \(Text("u").underline())!")
    }
  }
}

final class StyledTextTests: XCTestCase {
  private func runs() throws -> [TextRun] {
    try displayLists(compiled: _scene(width: 400, height: 400) { Parts() }, at: [0])[0].items.compactMap {
      if case .text(let run, _) = $0 { return run }
      return nil
    }
  }

  /// Each part keeps its style: "Par" bold in the text's colour, "aguay" regular in red (UTF-8 ranges).
  func testEachPartOfAConcatenationKeepsItsStyle() throws {
    let run = try XCTUnwrap(runs().first { $0.text == "Paraguay" })
    XCTAssertEqual(run.spans.map { $0.start..<$0.end }, [0..<3, 3..<8])
    XCTAssertEqual(run.spans[0].font.weight, 700)
    XCTAssertNil(run.spans[0].color)
    XCTAssertEqual(run.spans[1].font.weight, run.font.weight)
    XCTAssertEqual(try XCTUnwrap(run.spans[1].color).red, 1, accuracy: 0.01)
  }

  /// Parts of 30 and 10 points: 2 × 18 + 2 × 6 = 48 wide; the tall part sets the line, 0.8 × 30 above
  /// the baseline and 0.2 × 30 below, so 30 high.
  func testPartsOfOtherSizesSizeTheLine() throws {
    let nodes = try InspectedNode.frames(_scene(width: 400, height: 400) { Parts() }, at: [0])[0]
    let line = try XCTUnwrap(nodes.text("42km"))
    XCTAssertEqual(line.width, 48, accuracy: 1e-9)
    XCTAssertEqual(line.height, 30, accuracy: 1e-9)
  }

  /// A styled text interpolated into a literal keeps its styles (as `+` would join them); the literal's
  /// Markdown and plain values around it read as before: "n" bold (0..<1), "#w" red (4..<6), "u"
  /// underlined (11..<12) in "n 3 #w and u!".
  func testAnInterpolatedTextKeepsItsStyle() throws {
    let run = try XCTUnwrap(runs().first { $0.text == "n 3 #w and u!" })
    XCTAssertEqual(run.spans.map { $0.start..<$0.end }, [0..<1, 4..<6, 11..<12])
    XCTAssertEqual(run.spans[0].font.weight, 700)
    XCTAssertEqual(try XCTUnwrap(run.spans[1].color).red, 1, accuracy: 0.01)
    XCTAssertNotNil(run.spans[2].underline)
  }

  /// Markdown in a literal makes spans: "b" bold, the rest in the text's style.
  func testMarkdownStylesPartOfALiteral() throws {
    let run = try XCTUnwrap(runs().first { $0.text == "a b c" })
    XCTAssertEqual(run.spans.map { $0.start..<$0.end }, [2..<3])
    XCTAssertEqual(run.spans[0].font.weight, 700)
  }

  /// A style on the whole concatenation reaches every part; a part's own style adds to it. The first
  /// colour written on a part wins, as on a whole text.
  func testWholeStylesReachThePartsAndTheFirstColourWins() throws {
    let all = try runs()
    let xyz = try XCTUnwrap(all.first { $0.text == "xyz" })
    XCTAssertEqual(xyz.font.weight, 700)
    XCTAssertEqual(xyz.spans.map { $0.start..<$0.end }, [1..<3])
    XCTAssertTrue(xyz.spans[0].font.italic)
    XCTAssertEqual(xyz.spans[0].font.weight, 700)
    let red = try XCTUnwrap(all.first { $0.text == "Red." })
    let color = try XCTUnwrap(red.spans.first?.color)
    XCTAssertEqual(color.red, 1, accuracy: 0.01)
    XCTAssertLessThan(color.blue, 0.5, "system red, not blue")
  }

  /// Wrapped, each line carries the spans of its own characters, counted from its start: "aaaa **bbbb**"
  /// at 0.6 × 17 per character in 60 points breaks after "aaaa"; "bbbb" is the second line, all bold.
  func testEachWrappedLineCarriesItsOwnSpans() throws {
    let lists = try displayLists(compiled: _scene(width: 400, height: 400) {
      Text("aaaa **bbbb**").frame(width: 60)
    }, at: [0])
    let lines = lists[0].items.compactMap { item -> TextRun? in if case .text(let run, _) = item { return run } else { return nil } }
    XCTAssertEqual(lines.map(\.text), ["aaaa", "bbbb"])
    XCTAssertEqual(lines[0].spans, [])
    XCTAssertEqual(lines[1].spans.map { $0.start..<$0.end }, [0..<4])
  }
}

/// An `Image(systemName:)` inside a `Text`: one glyph of the icon font, in the text's line.
final class InlineSymbolTests: XCTestCase {
  private func runs(_ view: some View) throws -> [TextRun] {
    try displayLists(compiled: _scene(width: 300, height: 100) { view }, at: [0])[0].items.compactMap {
      if case .text(let run, _) = $0 { return run }
      return nil
    }
  }

  /// The star is the run's first character, a Private Use Area glyph (3 UTF-8 bytes) in the symbols
  /// design and yellow; the words after it keep the text's own font.
  func testASymbolIsAGlyphOfTheRun() throws {
    let run = try XCTUnwrap(runs(Text(Image(systemName: "star.fill")).foregroundColor(.yellow) + Text(" 4.8")).first)
    let star = try XCTUnwrap(run.text.unicodeScalars.first)
    XCTAssertTrue((0xE000...0xF8FF).contains(star.value) || star.value >= 0xF0000, "\(star.value)")
    XCTAssertEqual(String(run.text.dropFirst()), " 4.8")
    XCTAssertEqual(run.spans.map { $0.start..<$0.end }, [0..<3])
    XCTAssertEqual(run.spans[0].font.design, .symbols)
    XCTAssertEqual(run.font.design, .default)
    XCTAssertNotNil(run.spans[0].color)
  }

  /// Interpolated into a literal, the symbol is a glyph in the symbols design too, with Markdown read
  /// around it.
  func testAnInterpolatedSymbol() throws {
    let run = try XCTUnwrap(runs(Text("Tap \(Image(systemName: "plus.circle")) to **add**")).first)
    XCTAssertEqual(run.text.unicodeScalars.count, "Tap X to add".unicodeScalars.count)
    XCTAssertEqual(run.spans.map(\.font.design), [.symbols, .default])
    XCTAssertEqual(run.spans.first.map { $0.start..<$0.end }, 4..<7)
    XCTAssertEqual(run.spans.last?.font.weight, 700)
  }

  /// A whole text of one symbol draws in the symbols design; a name with no glyph draws nothing.
  func testAWholeSymbolTextAndAnUnknownName() throws {
    XCTAssertEqual(try runs(Text(Image(systemName: "heart.fill"))).first?.font.design, .symbols)
    XCTAssertTrue(try runs(Text(Image(systemName: "no.such.symbol"))).isEmpty)
  }
}
