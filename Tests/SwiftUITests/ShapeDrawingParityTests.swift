import Foundation
import Graphics
import SceneLanguage
@_spi(AnimRender) import SwiftUI
import ViewRuntime
import XCTest

/// `inspect` names shapes and their bounds but not their paint or outline, so for shapes, paths,
/// styles and canvases the parity that matters is the drawing: the same scene compiled and
/// interpreted must emit the same display list (every path point, paint, stroke style and layer).
/// The parity measurer (10 points per character) that also draws icon-font symbols, as the same
/// diamond on both paths, so scenes with any `Image(systemName:)` draw.
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

func displayLists(interpreted source: String, at times: [Double]) throws -> [DisplayList] {
  let program = try SceneProgram(swiftUISource: source, fileName: "parity.swift-dsl")
  let c = program.configuration
  let runtime = try SceneRuntime(root: program.makeRootView(), canvasSize: CGSize(width: c.width, height: c.height),
                                 taps: c.taps, measurer: DrawingParityMeasurer())
  return try times.map { try runtime.displayList(at: $0) }
}

/// Asserts the inspect parity and that both front ends draw identical display lists at `times`.
func assertDrawingParity(_ scene: _SceneDescription, _ source: String, at times: [Double],
                         file: StaticString = #filePath, function: String = #function, line: UInt = #line) throws {
  try assertParity(scene, source, at: times, file: file, function: function, line: line)
  let compiled = try displayLists(compiled: scene, at: times)
  let interpreted = try displayLists(interpreted: source, at: times)
  for (i, (a, b)) in zip(compiled, interpreted).enumerated() {
    XCTAssertFalse(a.items.isEmpty, "t=\(times[i]): nothing drawn", file: file, line: line)
    XCTAssertEqual(a.items.count, b.items.count, "t=\(times[i]): item count", file: file, line: line)
    for (j, (x, y)) in zip(a.items, b.items).enumerated() where x != y {
      XCTFail("t=\(times[i]) item \(j): compiled\n\(x)\ninterpreted\n\(y)", file: file, line: line)
      break
    }
  }
  RecordedOutput.assertMatches(displayListLines(compiled, at: times), recording: displayListLines(interpreted, at: times),
                               kind: "display.txt", file: file, function: function, line: line)
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
