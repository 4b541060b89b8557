import Foundation
import Graphics
import SceneLanguage
@_spi(AnimRender) import SwiftUI
import ViewRuntime
import XCTest

// Scripted events for gesture parity: the harness in Support/Parity.swift runs `taps:` only, so these
// helpers also hand each runtime the scene's `Tap`/`LongPress`/`Drag` events (the compiled side gets
// them as values, the interpreted side from its `Scene(events:)`). Kept apart from the test views,
// whose `View`/`Text` names would clash with ViewRuntime's in a file importing both.

/// `Drag(on:by:at:duration:)` as the interpreter builds it.
func dragEvent(on name: String, by translation: CGSize, at time: Double, duration: Double) -> InteractionEvent {
  InteractionEvent(time: time, target: .named(name), action: .drag(from: nil, to: nil, by: translation, duration: duration))
}

/// `LongPress(at:on:)`: pressed for the gesture's own minimum duration.
func longPressEvent(at time: Double, on name: String) -> InteractionEvent {
  InteractionEvent(time: time, target: .named(name), action: .longPress(duration: nil))
}

/// `Tap(at:on:)`.
func tapEvent(at time: Double, on name: String) -> InteractionEvent {
  InteractionEvent(time: time, target: .named(name), action: .tap)
}

func inspectLines(compiled scene: _SceneDescription, events: [InteractionEvent], at times: [Double]) throws -> [String] {
  let runtime = try SceneRuntime(root: ViewRuntime.AnyView(node: scene.rootNode()),
                                 canvasSize: CGSize(width: scene.width, height: scene.height), taps: scene.taps,
                                 events: InteractionScript(events: events, sampleRate: scene.fps), measurer: FixedTextMeasurer())
  return try times.enumerated().map { i, t in try runtime.inspect(at: t, frame: i).jsonLine() }
}

func inspectLines(interpretedWithEvents source: String, at times: [Double]) throws -> [String] {
  let program = try SceneProgram(swiftUISource: source, fileName: "parity.swift-dsl")
  let c = program.configuration
  let runtime = try SceneRuntime(root: program.makeRootView(), canvasSize: CGSize(width: c.width, height: c.height),
                                 taps: c.taps, events: InteractionScript(events: c.events, sampleRate: c.fps),
                                 measurer: FixedTextMeasurer())
  return try times.enumerated().map { i, t in try runtime.inspect(at: t, frame: i).jsonLine() }
}

/// `assertParity` with scripted events on both sides.
func assertParity(_ scene: _SceneDescription, events: [InteractionEvent], _ source: String, at times: [Double],
                  file: StaticString = #filePath, function: String = #function, line: UInt = #line) throws {
  let compiled = try inspectLines(compiled: scene, events: events, at: times)
  let interpreted = try inspectLines(interpretedWithEvents: source, at: times)
  XCTAssertFalse(compiled.allSatisfy { $0.contains("\"nodes\":[]") }, "the compiled scene drew nothing", file: file, line: line)
  for (i, (a, b)) in zip(compiled, interpreted).enumerated() where a != b {
    XCTFail("t=\(times[i]): compiled\n\(a)\ninterpreted\n\(b)", file: file, line: line)
  }
  RecordedOutput.assertMatches(compiled, recording: interpreted, file: file, function: function, line: line)
}
