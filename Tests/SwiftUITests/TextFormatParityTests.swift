import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// Views as a scene file writes them; the same text is run by the interpreter below.
private struct Formatted: View {
  let date = Date(timeIntervalSince1970: 49_500)
  var body: some View {
    VStack {
      Text(date, format: .dateTime.hour().minute())
      Text(date, format: .dateTime.year().month().day())
    }
  }
}

final class TextFormatParityTests: XCTestCase {
  /// `Text(_:format:)` with `Date.FormatStyle` prints in en_US and UTC, as the interpreter does.
  func testDateFormatStyleMatchesTheInterpreter() throws {
    let scene = _scene(width: 300, height: 100) { Formatted() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    XCTAssertTrue(line.contains("\"1:45 PM\""), line)
    XCTAssertTrue(line.contains("\"Jan 1, 1970\""), line)
    try assertMatchesRecording(scene, at: [0])
  }
}
