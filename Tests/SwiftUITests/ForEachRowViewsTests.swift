import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// A `ForEach` row of several views written as a scene writes it: `Row(item)` (a custom view) and a
// `Divider()`. Each view of the row is a child of the stack with its own identity (the element's id and
// its place in the row), so in an animated insertion or removal each fades with the default `.opacity`
// transition, as in SwiftUI.
private struct Item: Identifiable {
  let id: Int
  let name: String
}

private struct Row: View {
  let item: Item
  var body: some View { Text(item.name).frame(width: 100, height: 20) }
}

private struct Rows: View {
  var change: (inout [Item]) -> Void
  @State private var items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
  var body: some View {
    VStack(spacing: 0) {
      ForEach(items) { item in
        Row(item: item)
        Divider()
      }
    }
    .frame(width: 200, height: 200)
    .contentShape(Rectangle())
    .onTapGesture { withAnimation(.linear(duration: 1)) { change(&items) } }
  }
}

final class ForEachRowViewsTests: XCTestCase {
  private func frames(_ rows: Rows, at times: [Double]) throws -> [[InspectedNode]] {
    try InspectedNode.frames(_scene(width: 200, height: 200, taps: [0.5]) { rows }, at: times)
  }

  private func opacity(_ node: InspectedNode) -> Double {
    let modifiers = node.json["modifiers"] as? [[String: Any]] ?? []
    return modifiers.filter { $0["name"] as? String == "opacity" }.compactMap { ($0["value"] as? NSNumber)?.doubleValue }.reduce(1, *)
  }

  /// The divider under a row's 20-point frame (the stack has no spacing).
  private func divider(under text: InspectedNode, in nodes: [InspectedNode]) -> InspectedNode? {
    nodes.first { $0.json["shape"] as? String == "Rectangle" && abs($0.y - (text.midY + 10)) < 1e-6 }
  }

  /// Appended at 0.5 s in a 1 s linear animation: half way (1.0 s) the row's text and its divider
  /// are both drawn at the linear curve's 0.5, a quarter of the way (0.75 s) at 0.25; settled, whole.
  func testBothViewsOfAnInsertedRowFadeIn() throws {
    let f = try frames(Rows(change: { $0.append(Item(id: 3, name: "Three")) }), at: [0.75, 1.0, 2.0])
    for (nodes, p) in zip(f, [0.25, 0.5, 1]) {
      let text = try XCTUnwrap(nodes.text("Three"), "\(nodes.map(\.json))")
      let line = try XCTUnwrap(divider(under: text, in: nodes), "\(nodes.map(\.json))")
      XCTAssertEqual(opacity(text), p, accuracy: 1e-9)
      XCTAssertEqual(opacity(line), p, accuracy: 1e-9)
      XCTAssertEqual(opacity(try XCTUnwrap(nodes.text("One"))), 1)
    }
  }

  /// Removed in the animation, the first row's text and divider fade out where they were and are gone
  /// after it: one row and one divider are left.
  func testBothViewsOfARemovedRowFadeOut() throws {
    let f = try frames(Rows(change: { $0.removeFirst() }), at: [0.25, 1.0, 2.0])
    let before = try XCTUnwrap(f[0].text("One")), mid = try XCTUnwrap(f[1].text("One"), "\(f[1].compactMap(\.text))")
    XCTAssertEqual(mid.bounds, before.bounds)
    XCTAssertEqual(opacity(mid), 0.5, accuracy: 1e-9)
    XCTAssertEqual(opacity(try XCTUnwrap(divider(under: mid, in: f[1]))), 0.5, accuracy: 1e-9)
    XCTAssertNil(f[2].text("One"))
    XCTAssertEqual(f[2].filter { $0.json["shape"] as? String == "Rectangle" }.count, 1)
    XCTAssertNotNil(f[2].text("Two"))
  }
}
