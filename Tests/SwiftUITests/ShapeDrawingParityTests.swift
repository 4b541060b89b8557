import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import ViewRuntime
import XCTest

/// `inspect` names shapes and their bounds but not their paint or outline, so for shapes, paths,
/// styles and canvases what matters is the drawing: the compiled scene must emit the display lists
/// recorded from the interpreter (every path point, paint, stroke style and layer).
/// The parity measurer (10 points per character) that also draws icon-font symbols, as the same
/// diamond each, so scenes with any `Image(systemName:)` draw.
struct DrawingParityMeasurer: TextMeasurer, SymbolGlyphSource {
  func measure(_ text: String, font: FontDescriptor) -> TextMetrics { FixedTextMeasurer().measure(text, font: font) }
  func symbolGlyph(_ codepoint: UInt32) -> Graphics.Path? { FixedSymbolGlyphSource().symbolGlyph(codepoint) }
}

func displayLists(compiled scene: _SceneDescription, at times: [Double]) throws -> [DisplayList] {
  let runtime = try SceneRuntime(root: ViewRuntime.AnyView(node: scene.rootNode()),
                                 canvasSize: CGSize(width: scene.width, height: scene.height),
                                 taps: scene.taps, measurer: DrawingParityMeasurer())
  return try times.map { try runtime.displayList(at: $0) }
}

/// Asserts the recorded inspect lines and display lists (`Expected/<file>/<test>.display.txt`) at `times`.
func assertDrawingMatchesRecording(_ scene: _SceneDescription, at times: [Double],
                                   file: StaticString = #filePath, function: String = #function, line: UInt = #line) throws {
  try assertMatchesRecording(scene, at: times, file: file, function: function, line: line)
  let compiled = try displayLists(compiled: scene, at: times)
  for (i, list) in compiled.enumerated() {
    XCTAssertFalse(list.items.isEmpty, "t=\(times[i]): nothing drawn", file: file, line: line)
  }
  RecordedOutput.assertMatches(displayListLines(compiled, at: times), kind: "display.txt", file: file, function: function, line: line)
}

/// A display list as text: a `t=` line per time, then one line per item (its full description: every
/// path point, paint, stroke style and transform).
func displayListLines(_ lists: [DisplayList], at times: [Double]) -> [String] {
  zip(times, lists).flatMap { t, list in ["t=\(t) items=\(list.items.count)"] + list.items.map { String(describing: $0) } }
}

/// The paints a display list fills with, for direct assertions on colours.
func fillColors(_ list: DisplayList) -> [RGBAColor] {
  list.items.compactMap { item in
    if case .fill(_, .solid(let c), _, _) = item { return c }
    return nil
  }
}
