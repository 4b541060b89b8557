@_spi(AnimRender) import SwiftUI
import XCTest

// Gestures as a scene writes them, driven by scripted events; the same text runs in the interpreter.
private struct Gestures: View {
  @State private var offset = 0.0
  @State private var ended = 0.0
  @State private var taps = 0
  @State private var longs = 0
  @State private var pressing = false
  var body: some View {
    VStack(spacing: 10) {
      Text("drag").offset(x: offset)
        .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .global).onChanged { v in offset = v.translation.width }.onEnded { v in ended = v.translation.width })
      Text("ended \(Int(ended))")
      Text("tap \(taps)").accessibilityIdentifier("tapper").gesture(TapGesture().onEnded { taps += 1 })
      Text("both").simultaneousGesture(TapGesture().onEnded { _ in taps += 10 })
      Text("long \(longs)").accessibilityIdentifier("longer")
        .gesture(LongPressGesture(minimumDuration: 0.3).onEnded { ok in if ok { longs += 1 } })
      Text("press").onLongPressGesture(minimumDuration: 0.2) { longs += 5 } onPressingChanged: { p in pressing = p }
      Text(pressing ? "down" : "up")
      Text("hp").highPriorityGesture(TapGesture(count: 1).onEnded { taps += 100 })
      Text("old").onLongPressGesture(minimumDuration: 0.2, pressing: { p in pressing = p }) { longs += 50 }
    }
  }
}

final class ModifierGestureParityTests: XCTestCase {
  /// A drag moves the text as it goes and reports its translation at the end; taps, long presses and
  /// the pressing callback change state as in the interpreter at every step.
  func testDragTapAndLongPressGesturesMatchTheInterpreter() throws {
    let scene = _scene(width: 200, height: 300) { Gestures() }
    let events = [
      dragEvent(on: "drag", by: CGSize(width: 60, height: 0), at: 0.5, duration: 0.5),
      tapEvent(at: 1.2, on: "tapper"), tapEvent(at: 1.4, on: "both"),
      longPressEvent(at: 1.6, on: "longer"), longPressEvent(at: 2.4, on: "press"), tapEvent(at: 3, on: "hp"),
      longPressEvent(at: 3.2, on: "old"),
    ]
    let times = [0, 0.6, 0.8, 1.1, 1.3, 1.5, 1.7, 2, 2.5, 2.65, 3.1, 3.3, 3.5]
    let lines = try inspectLines(compiled: scene, events: events, at: times)
    XCTAssertTrue(lines[3].contains("ended 60"), lines[3])
    XCTAssertTrue(lines[5].contains("tap 11"), lines[5])
    XCTAssertTrue(lines[7].contains("long 1"), lines[7])
    XCTAssertTrue(lines[12].contains("long 56") && lines[12].contains("tap 111"), lines[12])
    try assertMatchesRecording(scene, events: events, at: times)
  }
}
