import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// A `ForEach` row of one custom view whose body is several views without a container: as a custom
// view's body is a view builder, its views are the container's children (a `TupleView` has no layout
// of its own, as a `Group`: https://developer.apple.com/documentation/swiftui/group), so in an `HStack`
// they lie side by side, each with the stack's spacing, and each comes and goes with the row.
private struct Tag: Identifiable {
  let id: String
}

private struct Chip: View {
  let tag: Tag
  var body: some View {
    Rectangle().frame(width: 10, height: 10)
    Text(tag.id).frame(width: 40, height: 20)
  }
}

private struct Chips: View {
  @State private var tags = [Tag(id: "a"), Tag(id: "b")]
  var body: some View {
    HStack(spacing: 5) {
      ForEach(tags) { Chip(tag: $0) }
    }
    .frame(width: 300, height: 100)
    .contentShape(Rectangle())
    .onTapGesture { withAnimation(.linear(duration: 1)) { _ = tags.removeFirst() } }
  }
}

final class SplicedBodyRowTests: XCTestCase {
  private func opacity(_ node: InspectedNode) -> Double {
    let modifiers = node.json["modifiers"] as? [[String: Any]] ?? []
    return modifiers.filter { $0["name"] as? String == "opacity" }.compactMap { ($0["value"] as? NSNumber)?.doubleValue }.reduce(1, *)
  }

  /// The four views (square, text, square, text) are one row of the HStack: 10 + 40 + 10 + 40 points
  /// and three gaps of 5 = 115 points, centred in 300, so the first square starts at 92.5 and each
  /// view follows the last after 5 points, all centred on the same line.
  func testABodyOfSeveralViewsIsSplicedIntoTheStack() throws {
    let f = try InspectedNode.frames(_scene(width: 300, height: 100, taps: [0.5]) { Chips() }, at: [0.2])[0]
    let squares = f.filter { $0.json["shape"] as? String == "Rectangle" }.sorted { $0.x < $1.x }
    let a = try XCTUnwrap(f.text("a")), b = try XCTUnwrap(f.text("b"))
    XCTAssertEqual(squares.count, 2)
    XCTAssertEqual(squares[0].x, 92.5, accuracy: 1e-9)
    XCTAssertEqual(a.midX - 20, squares[0].maxX + 5, accuracy: 1, "the text beside its square, not under it")
    XCTAssertEqual(squares[1].x, a.midX + 20 + 5, accuracy: 1)
    XCTAssertEqual(b.midX - 20, squares[1].maxX + 5, accuracy: 1)
    for node in squares + [a, b] { XCTAssertEqual(node.midY, 50, accuracy: 1e-9) }
  }

  /// Removed in a 1 s linear animation at 0.5 s: half way both views of the row are drawn at 0.5,
  /// where they were in the row (the square at 92.5).
  func testBothViewsOfTheBodyLeaveWithTheRow() throws {
    let f = try InspectedNode.frames(_scene(width: 300, height: 100, taps: [0.5]) { Chips() }, at: [1.0, 2.0])
    XCTAssertEqual(opacity(try XCTUnwrap(f[0].text("a"))), 0.5, accuracy: 1e-9)
    let squares = f[0].filter { $0.json["shape"] as? String == "Rectangle" }
    XCTAssertEqual(squares.map(opacity).sorted(), [0.5, 1])
    let leaving = try XCTUnwrap(squares.first { opacity($0) < 1 })
    XCTAssertEqual(leaving.x, 92.5, accuracy: 1e-9)
    XCTAssertEqual(leaving.midY, 50, accuracy: 1e-9)
    XCTAssertNil(f[1].text("a"))
    XCTAssertEqual(f[1].filter { $0.json["shape"] as? String == "Rectangle" }.count, 1)
  }
}
