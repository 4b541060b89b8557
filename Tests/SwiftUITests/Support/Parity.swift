import Foundation
import Graphics
import SceneLanguage
@_spi(AnimRender) import SwiftUI
import ViewRuntime
import XCTest

/// The parity check of the compiled front end: the same scene, once as Swift compiled into this test
/// (lowered through the `SwiftUI` module) and once as `.swift-dsl` text run by the interpreter, must
/// give the same `inspect` lines at every time asked. The interpreter is the reference until it is
/// deleted (issue "Compile scenes with the Swift compiler").
///
/// Both run on a fixed text measurer (10 points per character) that draws every icon-font symbol as
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

func inspectLines(interpreted source: String, at times: [Double]) throws -> [String] {
  let program = try SceneProgram(swiftUISource: source, fileName: "parity.swift-dsl")
  let c = program.configuration
  let runtime = try SceneRuntime(root: program.makeRootView(), canvasSize: CGSize(width: c.width, height: c.height),
                                 taps: c.taps, measurer: ParityMeasurer())
  return try times.enumerated().map { i, t in try runtime.inspect(at: t, frame: i).jsonLine() }
}

/// Asserts that `scene` (compiled) and `source` (interpreted) inspect alike at `times`, and that the
/// scene drew something (a check on two empty trees proves nothing).
func assertParity(_ scene: _SceneDescription, _ source: String, at times: [Double],
                  file: StaticString = #filePath, function: String = #function, line: UInt = #line) throws {
  let compiled = try inspectLines(compiled: scene, at: times)
  let interpreted = try inspectLines(interpreted: source, at: times)
  XCTAssertFalse(compiled.allSatisfy { $0.contains("\"nodes\":[]") }, "the compiled scene drew nothing", file: file, line: line)
  for (i, (a, b)) in zip(compiled, interpreted).enumerated() where a != b {
    XCTFail("t=\(times[i]): compiled\n\(a)\ninterpreted\n\(b)", file: file, line: line)
  }
  RecordedOutput.assertMatches(compiled, recording: interpreted, file: file, function: function, line: line)
}
