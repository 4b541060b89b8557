@_spi(AnimRender) import SwiftUI
import XCTest

// Views as a scene file writes them; the same text is run by the interpreter below.
private struct Counter: View {
  @State private var count = 0
  var body: some View {
    VStack(spacing: 4) {
      Text("Count \(count)")
      if count > 0 { Color.red } else { Text("none") }
      Color.blue
    }
    .onTapGesture { count += 1 }
  }
}

final class CoreParityTests: XCTestCase {
  /// A stateful view, a builder block with an `if`/`else`, and a tap that changes state: the tree
  /// before and after the tap matches the interpreter's, so state, identity and re-evaluation agree.
  func testStateAndConditionalMatchTheInterpreter() throws {
    let scene = _scene(width: 200, height: 120, taps: [0.5]) { Counter() }
    let before = try inspectLines(compiled: scene, at: [0])
    XCTAssertTrue(before[0].contains("Count 0") && before[0].contains("none"), before[0])
    let after = try inspectLines(compiled: scene, at: [0.6])
    XCTAssertTrue(after[0].contains("Count 1"), after[0])
    try assertMatchesRecording(scene, at: [0, 0.4, 0.6, 1])
  }
}
