import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// Views as a scene file writes them; the same text is run by the interpreter below.
private struct Counters: View {
  @State private var counts = [1, 5]
  var body: some View {
    VStack {
      ForEach($counts, id: \.self) { $count in
        Text("n=\(count)")
      }
    }
    .onTapGesture { counts[1] += 10 }
  }
}

final class LayoutBindingParityTests: XCTestCase {
  /// `ForEach($data, id:)` hands each row a binding to its element; rows follow the array's changes.
  func testForEachOverABindingMatchesTheInterpreter() throws {
    let scene = _scene(width: 200, height: 100, taps: [0.5]) { Counters() }
    let lines = try inspectLines(compiled: scene, at: [0, 0.6])
    XCTAssertTrue(lines[0].contains("\"n=5\""), lines[0])
    XCTAssertTrue(lines[1].contains("\"n=15\""), lines[1])
    try assertMatchesRecording(scene, at: [0, 0.6])
  }
}
