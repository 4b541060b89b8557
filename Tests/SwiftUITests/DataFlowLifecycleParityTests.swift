@_spi(AnimRender) import SwiftUI
import XCTest

// Appearance, removal, changes between updates, and a timer's ticks on the scene's clock.
private struct LifecycleRoot: View {
  @State private var shown = true
  @State private var log = "log"
  @State private var taps = 0
  @State private var ticks = 0
  let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
  var body: some View {
    VStack(spacing: 4) {
      Text(log)
      Text("ticks \(ticks)")
      if shown {
        Text("child").onDisappear { log += " gone" }
      }
    }
    .onAppear { log += " appeared" }
    .onChange(of: taps) { old, new in log += " \(old)>\(new)" }
    .onChange(of: taps) { log += " changed" }
    .onReceive(timer) { _ in ticks += 1 }
    .onTapGesture {
      taps += 1
      if taps == 2 { shown = false }
    }
  }
}

// `.onChange(of:initial:_:)` with `initial: true` runs when the view appears too (the interpreter has
// no `initial:`, so this one is checked against SwiftUI's documented behaviour only).
private struct InitialChange: View {
  @State private var value = 5
  @State private var log = "log"
  var body: some View {
    Text(log)
      .onChange(of: value, initial: true) { old, new in log += " \(old)>\(new)" }
      .onTapGesture { value = 6 }
  }
}

final class DataFlowLifecycleParityTests: XCTestCase {
  /// `onAppear` at the start, both `onChange` forms at each tap (old and new values), `onDisappear`
  /// when the `if` removes its view, and a 0.25 s timer's ticks counted on the scene's clock.
  func testLifecycleEventsMatchTheInterpreter() throws {
    let scene = _scene(width: 400, height: 120, taps: [0.5, 1]) { LifecycleRoot() }
    let lines = try inspectLines(compiled: scene, at: [0, 0.6, 1.1])
    XCTAssertTrue(lines[0].contains("log appeared") && lines[0].contains("ticks 0") && lines[0].contains("child"), lines[0])
    XCTAssertTrue(lines[1].contains("log appeared changed 0>1") && lines[1].contains("ticks 2"), lines[1])
    XCTAssertTrue(lines[2].contains("0>1 gone changed 1>2") && lines[2].contains("ticks 4") && !lines[2].contains("\"child\""), lines[2])
    try assertMatchesRecording(scene, at: [0, 0.25, 0.5, 0.6, 1, 1.1, 2])
  }

  /// `initial: true`: the action runs at appearance with the value as old and new, then on each change.
  func testOnChangeInitialRunsAtAppearance() throws {
    let scene = _scene(width: 300, height: 80, taps: [0.5]) { InitialChange() }
    let lines = try inspectLines(compiled: scene, at: [0, 0.6])
    XCTAssertTrue(lines[0].contains("log 5>5"), lines[0])
    XCTAssertTrue(lines[1].contains("log 5>5 5>6"), lines[1])
  }
}
