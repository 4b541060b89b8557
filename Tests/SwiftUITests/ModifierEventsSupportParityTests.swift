import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import ViewRuntime
import XCTest

// Scripted events for the gesture tests: the harness in Support/Parity.swift runs `taps:` only, so these
// helpers also hand the runtime the scene's `Tap`/`LongPress`/`Drag` events as values. Kept apart from
// the test views, whose `View`/`Text` names would clash with ViewRuntime's in a file importing both.

/// `Drag(on:by:at:duration:)`, as a scene's `Scene(events:)` writes it.
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

/// `assertMatchesRecording` with scripted events.
func assertMatchesRecording(_ scene: _SceneDescription, events: [InteractionEvent], at times: [Double],
                            file: StaticString = #filePath, function: String = #function, line: UInt = #line) throws {
  let compiled = try inspectLines(compiled: scene, events: events, at: times)
  XCTAssertFalse(compiled.allSatisfy { $0.contains("\"nodes\":[]") }, "the compiled scene drew nothing", file: file, line: line)
  RecordedOutput.assertMatches(compiled, file: file, function: function, line: line)
}
