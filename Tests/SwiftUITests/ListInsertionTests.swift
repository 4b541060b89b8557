import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// A row appended to the first section of an inset-grouped list in a linear one-second animation
// (tapped at 0.2 s). The sections below move down as one: each group's fill moves with its rows, so at
// 0.7 s (half way) the second group's top is half way between its place before and after, and its
// row keeps its place in it.
private struct Contacts: View {
  @State private var a = ["Alice", "Aaron"]
  var body: some View {
    List {
      Section("A") { ForEach(a, id: \.self) { Text($0) } }
      Section("B") { Text("Bea") }
    }
    .onTapGesture { withAnimation(.linear(duration: 1)) { a.append("Ava") } }
  }
}

// A row in an `if` removed from a list in a linear one-second animation (tapped at 0.2 s): it fades out
// where it was, as a removed view does in a stack, while the section below moves up.
private struct Tips: View {
  @State private var show = true
  var body: some View {
    List {
      Section("A") { Text("Alice") }
      if show { Text("Tip") }
      Section("B") { Text("Bea") }
    }
    .onTapGesture { withAnimation(.linear(duration: 1)) { show = false } }
  }
}

final class ListInsertionTests: XCTestCase {
  func testARemovedRowFadesOutWhereItWas() throws {
    let frames = try InspectedNode.frames(_scene(width: 390, height: 600, taps: [0.2]) { Tips() }, at: [0.1, 0.7, 1.5])
    func opacity(_ node: InspectedNode) -> Double {
      let modifiers = node.json["modifiers"] as? [[String: Any]] ?? []
      return modifiers.filter { $0["name"] as? String == "opacity" }.compactMap { ($0["value"] as? NSNumber)?.doubleValue }.reduce(1, *)
    }
    let before = try XCTUnwrap(frames[0].text("Tip")), mid = try XCTUnwrap(frames[1].text("Tip"), "still drawn, leaving")
    XCTAssertEqual(opacity(before), 1)
    XCTAssertEqual(opacity(mid), 0.5, accuracy: 1e-9)
    XCTAssertEqual(mid.y, before.y, accuracy: 1e-9)
    XCTAssertNil(frames[2].text("Tip"))
    let bea = try (0..<3).map { try XCTUnwrap(frames[$0].text("Bea")).y }
    XCTAssertLessThan(bea[2], bea[0] - 20, "the section below takes the row's room")
    XCTAssertEqual(bea[1], (bea[0] + bea[2]) / 2, accuracy: 1e-3)
  }


  func testAGroupMovesWithItsRows() throws {
    let frames = try InspectedNode.frames(_scene(width: 390, height: 600, taps: [0.2]) { Contacts() }, at: [0.1, 0.7, 1.5])
    func group(_ nodes: [InspectedNode]) throws -> InspectedNode {
      let groups = nodes.filter { $0.json["shape"] as? String == "ListGroup" }
      XCTAssertEqual(groups.count, 2)
      return try XCTUnwrap(groups.last)
    }
    let before = try group(frames[0]), mid = try group(frames[1]), after = try group(frames[2])
    XCTAssertGreaterThan(after.y, before.y + 20, "the second group moves down by the new row")
    XCTAssertEqual(mid.y, (before.y + after.y) / 2, accuracy: 1e-3)
    let bea = try (0..<3).map { try XCTUnwrap(frames[$0].text("Bea")).y }
    XCTAssertEqual(bea[1] - mid.y, bea[0] - before.y, accuracy: 1e-3)
    XCTAssertEqual(bea[2] - after.y, bea[0] - before.y, accuracy: 1e-3)
  }
}
