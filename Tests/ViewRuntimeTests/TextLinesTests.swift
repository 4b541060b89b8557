import Foundation
import Graphics
import Testing
@testable import ViewRuntime

/// Line limits that reserve space, truncation modes, line spacing and text case, with the fixed test
/// measurer: a 10-point serif character is 6 points wide and a line 10 points tall, so "aaaa bbbb
/// cccc" in a 40-point frame wraps into three lines.
@Suite("Text lines")
struct TextLinesTests {
  private func text(_ s: String, _ modifiers: ViewModifierNode...) -> AnyView {
    var view = Text(s).font(.system(size: 10, design: .serif))
    for m in modifiers { view = view.modifier(m) }
    return view.frame(width: 40).background(Color.red)
  }

  /// The text frame's height (the red background) and the lines drawn, top to bottom.
  private func layout(_ view: AnyView) throws -> (height: Double, lines: [(String, Double)]) {
    let (list, _) = try render(VStack { view }, width: 200, height: 200)
    let frame = try #require(fillBounds(list).first)
    return (Double(frame.height), textOrigins(list).map { ($0.0, Double($0.1.y - frame.minY)) })
  }

  @Test func reservedLinesKeepTheirHeight() throws {
    #expect(try layout(text("one", .lineLimit(3, minimum: 3))).height == 30)
    #expect(try layout(text("one", .lineLimit(4, minimum: 2))).height == 20)
    // More lines than the minimum: as many as the text has, up to the limit.
    #expect(try layout(text("aaaa bbbb cccc", .lineLimit(4, minimum: 2))).height == 30)
    #expect(try layout(text("aaaa bbbb cccc", .lineLimit(nil, minimum: 1))).height == 30)
  }

  @Test func truncationModesPutTheEllipsisWhereAsked() throws {
    #expect(try layout(text("aaaa bbbb cccc", .lineLimit(2))).lines.map(\.0) == ["aaaa", "bbbb…"])
    #expect(try layout(text("aaaa bbbb cccc", .lineLimit(2), .truncationMode(.head))).lines.map(\.0) == ["…bbbb", "cccc"])
    #expect(try layout(text("aaaa bbbb cccc", .lineLimit(1), .truncationMode(.middle))).lines.map(\.0) == ["aa…cc"])
  }

  @Test func lineSpacingIsAddedBetweenLines() throws {
    let spaced = try layout(text("aaaa bbbb cccc", .lineSpacing(4)))
    #expect(spaced.height == 3 * 10 + 2 * 4)
    #expect(spaced.lines.map(\.1) == [0, 14, 28])
  }

  @Test func textCaseChangesWhatIsDrawn() throws {
    #expect(try layout(text("Hi there", .textCase(.uppercase))).lines.map(\.0) == ["HI", "THERE"])
    #expect(try layout(text("Hi", .textCase(.lowercase))).lines.map(\.0) == ["hi"])
  }
}
