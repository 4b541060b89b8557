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

final class ListInsertionTests: XCTestCase {
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
