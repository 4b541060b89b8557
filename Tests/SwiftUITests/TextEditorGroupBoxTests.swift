import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

private struct Box: View {
  var body: some View {
    GroupBox("Stats") { Text("body") }.frame(width: 200)
  }
}

private struct Editor: View {
  @State var bio = "hello"
  var body: some View {
    TextEditor(text: $bio).frame(width: 120, height: 50)
  }
}

final class TextEditorGroupBoxTests: XCTestCase {
  /// A 200-wide box on a 300 × 300 canvas: 16 of padding around the headline label, 8 under it, then
  /// the content; with the tests' 17-point text lines its height is 16 + 17 + 8 + 17 + 16 = 74, centred
  /// (top 113), the label at 113 + 16 = 129 and the content at 129 + 17 + 8 = 154.
  func testGroupBoxPadsItsLabelAndContentInARoundedBox() throws {
    let line = try inspectLines(compiled: _scene(width: 300, height: 300) { Box() }, at: [0])[0]
    XCTAssertTrue(line.contains(#""shape":"RoundedRectangle","cornerRadius":8,"bounds":[50,113,200,74]"#), line)
    XCTAssertTrue(line.contains(#""text":"Stats","bounds":[66,129,"#), line)
    XCTAssertTrue(line.contains(#""text":"body","bounds":[66,154,"#), line)
  }

  /// The editor takes its whole 120 × 50 frame (at 90, 125 on a 300 × 300 canvas) and draws the text
  /// from its top leading corner, inset 5 at the side and 8 at the top as `UITextView` insets it.
  func testTextEditorDrawsItsTextInsetFromTheTopLeadingCorner() throws {
    let nodes = try InspectedNode.frames(_scene(width: 300, height: 300) { Editor() }, at: [0])[0]
    let text = try XCTUnwrap(nodes.text("hello"))
    XCTAssertEqual(text.x, 95, accuracy: 0.001)
    XCTAssertEqual(text.y, 133, accuracy: 0.001)
  }
}
