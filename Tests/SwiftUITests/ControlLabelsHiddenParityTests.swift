import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// `labelsHidden()` and the text-entry settings, which the interpreter does not know: the reference is
// the same scene as SwiftUI draws it, written out (controls with empty labels, fields without settings).

private struct Compact: View {
  @State private var on = false
  @State private var count = 2
  @State private var name = ""
  var body: some View {
    VStack(spacing: 10) {
      Toggle("Sound", isOn: $on)
      HStack {
        Toggle("Sound", isOn: $on)
        Stepper("Count \(count)", value: $count, in: 0...5)
      }
      .labelsHidden()
      TextField("Name", text: $name)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .submitLabel(.go)
        .onSubmit { name = "submitted" }
      Text(on ? "On \(count)" : "Off \(count)")
    }
    .padding(12)
  }
}

final class ControlLabelsHiddenParityTests: XCTestCase {
  /// Under `labelsHidden()` a toggle draws only its switch and a stepper only its box; the text-entry
  /// settings change nothing drawn.
  func testLabelsHiddenAndTextEntrySettings() throws {
    let scene = _scene(width: 300, height: 220, taps: [0.5]) { Compact() }
    let lines = try inspectLines(compiled: scene, at: [0, 1])
    XCTAssertEqual(lines[0].components(separatedBy: #""text":"Sound""#).count - 1, 1, lines[0])
    XCTAssertFalse(lines[0].contains(#""text":"Count 2""#), lines[0])
    XCTAssertTrue(lines[1].contains(#""text":"On 3""#), lines[1])
    try assertMatchesRecording(scene, at: [0, 0.5, 0.7, 1])
  }
}
