import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import ViewRuntime
import XCTest

/// The scene tests of the compiled front end: a scene written as Swift and compiled into this test
/// (lowered through the `SwiftUI` module) must give, at every time asked, the `inspect` lines recorded
/// in `Expected/<test file>/<test>.jsonl` (see `RecordedOutput`: recorded once from the interpreter,
/// which had been checked against formulas, before it was deleted).
///
/// They run on a fixed text measurer (10 points per character) that draws every icon-font symbol as
/// the same diamond, so the check is about the views, modifiers and animations, not fonts.
struct ParityMeasurer: TextMeasurer, SymbolGlyphSource {
  func measure(_ text: String, font: FontDescriptor) -> TextMetrics { FixedTextMeasurer().measure(text, font: font) }
  func symbolGlyph(_ codepoint: UInt32) -> Graphics.Path? { FixedSymbolGlyphSource().symbolGlyph(codepoint) }
}

func inspectLines(compiled scene: _SceneDescription, at times: [Double]) throws -> [String] {
  let root = ViewRuntime.AnyView(node: scene.rootNode())
  let runtime = try SceneRuntime(root: root, canvasSize: CGSize(width: scene.width, height: scene.height),
                                 taps: scene.taps, measurer: ParityMeasurer())
  return try times.enumerated().map { i, t in try runtime.inspect(at: t, frame: i).jsonLine() }
}

/// Asserts that `scene` inspects at `times` as recorded for the calling test, and that it drew
/// something (a recording of an empty tree proves nothing).
func assertMatchesRecording(_ scene: _SceneDescription, at times: [Double],
                            file: StaticString = #filePath, function: String = #function, line: UInt = #line) throws {
  let compiled = try inspectLines(compiled: scene, at: times)
  XCTAssertFalse(compiled.allSatisfy { $0.contains("\"nodes\":[]") }, "the compiled scene drew nothing", file: file, line: line)
  RecordedOutput.assertMatches(compiled, file: file, function: function, line: line)
}
