@_spi(AnimRender) import SwiftUI
import XCTest

// `updating(_:body:)` with `@GestureState`: the offset follows the drag and returns when it ends.
private struct Dragged: View {
  @GestureState private var drag = CGSize.zero
  var body: some View {
    VStack {
      Text("card").offset(drag)
        .gesture(DragGesture(minimumDistance: 0).updating($drag) { value, state, _ in state = value.translation })
      Text("w \(Int(drag.width))")
    }
  }
}

final class ModifierGestureStateParityTests: XCTestCase {
  func testGestureStateFollowsTheDragAndResets() throws {
    let scene = _scene(width: 200, height: 200) { Dragged() }
    let events = [dragEvent(on: "card", by: CGSize(width: 40, height: 20), at: 0.5, duration: 0.5)]
    let times = [0, 0.6, 0.75, 0.9, 1.2]
    let lines = try inspectLines(compiled: scene, events: events, at: times)
    XCTAssertTrue(lines[2].contains(#""name":"offset""#) && !lines[2].contains("w 0"), lines[2])
    XCTAssertTrue(lines[4].contains("w 0"), lines[4])
    try assertMatchesRecording(scene, events: events, at: times)
  }
}
