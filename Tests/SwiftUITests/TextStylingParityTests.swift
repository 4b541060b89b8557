import Foundation
@_spi(AnimRender) import SwiftUI
import ViewRuntime
import XCTest

/// Text APIs the interpreter has no binding for (so no parity source): checked on the nodes they lower
/// to and on the compiled scene's inspect line.
final class TextStylingParityTests: XCTestCase {
  private func node(_ text: SwiftUI.Text) -> String { String(describing: _onRenderThread { text._node }) }

  /// Concatenation styles the whole with the styles both parts share, and a part with more becomes a
  /// span with all of its own (see `StyledTextTests` for how they draw).
  func testConcatenationKeepsSharedStyles() {
    let joined = SwiftUI.Text("Hello, ").bold() + SwiftUI.Text("world").bold().italic()
    let span = TextSpanNode(range: 7..<12, modifiers: [.bold(true), .italic(true)])
    XCTAssertEqual(node(joined), String(describing: ViewNode.modified(.styledText("Hello, world", [span]), .bold(true))))
    let styledWhole = (SwiftUI.Text("a") + SwiftUI.Text("b")).fontWeight(.heavy)
    XCTAssertEqual(node(styledWhole), String(describing: ViewNode.modified(.text("ab"), .fontWeight(.heavy))))
  }

  /// Text-returning modifiers lower in call order to the runtime's environment modifiers.
  func testTextModifiersLowerInOrder() {
    let text = SwiftUI.Text("x").italic().fontDesign(.serif).monospaced().font(.system(.title, design: .rounded, weight: .bold))
    let expected = ViewNode.modified(.modified(.modified(.modified(.text("x"), .italic(true)), .fontDesign(.serif)), .fontDesign(.monospaced)),
                                     .font(Self.styled(ViewRuntime.Font(size: 28, weight: .bold, design: .rounded), .title)))
    XCTAssertEqual(node(text), String(describing: expected))
  }

  /// A runtime font that remembers its text style (which Dynamic Type scales).
  static func styled(_ font: ViewRuntime.Font, _ style: ViewRuntime.Font.TextStyle) -> ViewRuntime.Font {
    var f = font
    f.textStyle = style
    return f
  }

  /// Fonts: SwiftUI's factories and modifiers give the runtime's sizes, weights and designs; text
  /// styles keep their style through weight and design changes, fixed sizes have none.
  func testFontFactories() {
    XCTAssertEqual(SwiftUI.Font.system(size: 13)._font, ViewRuntime.Font(size: 13))
    XCTAssertEqual(SwiftUI.Font.headline._font, Self.styled(ViewRuntime.Font(size: 17, weight: .semibold), .headline))
    XCTAssertEqual(SwiftUI.Font.system(.caption, weight: .black)._font, Self.styled(ViewRuntime.Font(size: 12, weight: .black), .caption))
    XCTAssertEqual(SwiftUI.Font.body.bold().italic()._font, Self.styled(ViewRuntime.Font(size: 17, weight: .bold, italic: true), .body))
    XCTAssertEqual(SwiftUI.Font.caption2.weight(.thin).monospaced()._font,
                   Self.styled(ViewRuntime.Font(size: 11, weight: .thin, design: .monospaced), .caption2))
  }

  /// `specifier:` and format styles in interpolations and `Text(_:format:)`; an italic, monospaced
  /// text draws (the fixed measurer keeps its width at 10.2 points a character).
  func testFormattedTextDraws() throws {
    let scene = _scene(width: 300, height: 120) {
      VStack {
        Text("\(3.14159, specifier: "%.2f") rad")
        Text(42, format: .number)
        Text("\(7, format: .number) items")
        Text("mono").monospaced().italic()
        Text("At \(Date(timeIntervalSince1970: 49_500), style: .time)")
      }
    }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    for text in ["3.14 rad", "\"42\"", "7 items", "At 1:45 PM"] { XCTAssertTrue(line.contains(text), "missing \(text): \(line)") }
    XCTAssertTrue(line.contains(#""text":"mono","bounds":[129.6,"#), line)
  }
}
