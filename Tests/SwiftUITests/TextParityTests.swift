import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// Views as a scene file writes them; the same text is run by the interpreter below.
private struct Labels: View {
  @State private var count = 3
  let name = "Ada"
  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      Text("Count \(count)")
      Text("Hello, \(name)!")
      Text(verbatim: "100% verbatim")
      Text("Nested \(Text("inner"))")
      Text(Date(timeIntervalSince1970: 49_500), style: .time)
      Text(Date(timeIntervalSince1970: 49_500), style: .date)
    }
  }
}

private struct Styled: View {
  var body: some View {
    VStack(spacing: 4) {
      Text("Title").font(.title).bold()
      Text("Heavy").fontWeight(.heavy)
      Text("Red").foregroundColor(.red)
      Text("Blue").foregroundStyle(.blue)
      Text("Small").font(.system(size: 11, weight: .semibold))
      VStack {
        Text("A long line of text that wraps")
        Text("Second")
      }
      .font(.headline)
      .lineLimit(2)
      .multilineTextAlignment(.center)
      .bold(false)
    }
    .fontWeight(.light)
  }
}

final class TextParityTests: XCTestCase {
  /// Text initialisers and `LocalizedStringKey` interpolation print what the interpreter prints;
  /// fixed date styles print in en_US and UTC.
  func testInitialisersAndInterpolationMatchTheInterpreter() throws {
    let scene = _scene(width: 300, height: 200) { Labels() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    for text in ["Count 3", "Hello, Ada!", "100% verbatim", "Nested inner", "1:45 PM", "January 1, 1970"] {
      XCTAssertTrue(line.contains(text), "missing \(text): \(line)")
    }
    try assertMatchesRecording(scene, at: [0])
  }

  /// Text-returning modifiers lower to the view modifiers' nodes, and view text modifiers set the
  /// environment below them, as the interpreter does.
  func testTextModifiersMatchTheInterpreter() throws {
    let scene = _scene(width: 120, height: 300) { Styled() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    // The title style's 28-point line, the 11-point system font, the red foreground.
    XCTAssertTrue(line.contains(#""text":"Title","bounds":[18,65.5,84,28]"#), line)
    XCTAssertTrue(line.contains(#""text":"Small","bounds":[43.5,160.5,33,11]"#), line)
    XCTAssertTrue(line.contains(#""text":"Red","bounds":[44.7,118.5,30.6,17],"modifiers":[{"name":"foregroundStyle","rgba":[1,0.231,0.188,1]}]"#), line)
    // Two lines under `.lineLimit(2)`.
    XCTAssertTrue(line.contains(#""text":"A long line of text that wraps","bounds":[3.9,175.5,112.2,34]"#), line)
    try assertMatchesRecording(scene, at: [0])
  }
}
