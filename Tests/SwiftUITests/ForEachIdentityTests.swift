import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// `ForEach` identifies its views by their elements' ids, as SwiftUI does: state follows elements, and
// in an animated update the inserted and removed rows transition while the others move.
private struct Item: Identifiable {
  let id: Int
  let name: String
}

/// A row with state of its own, set when it appears, so a test can tell whose state a row shows.
private struct Row: View {
  let item: Item
  @State private var seen = -1
  var body: some View {
    Text("\(item.name) \(seen)")
      .frame(width: 100, height: 20)
      .onAppear { seen = item.id * 10 }
  }
}

private struct Rows: View {
  var change: (inout [Item]) -> Void
  var animated = true
  @State private var items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two"), Item(id: 3, name: "Three")]
  var body: some View {
    VStack(spacing: 8) {
      ForEach(items) { item in
        Row(item: item).transition(.move(edge: .leading))
      }
    }
    .frame(width: 200, height: 200)
    .contentShape(Rectangle())
    .onTapGesture {
      if animated { withAnimation(.linear(duration: 1)) { change(&items) } } else { change(&items) }
    }
  }
}

/// A component whose body is a `ForEach`: its views are the enclosing stack's children.
private struct Digits: View {
  var body: some View {
    ForEach(0..<3, id: \.self) { Text("d\($0)") }
  }
}

final class ForEachIdentityTests: XCTestCase {
  private func frames(_ rows: Rows, at times: [Double]) throws -> [[InspectedNode]] {
    try InspectedNode.frames(_scene(width: 200, height: 200, taps: [0.5]) { rows }, at: times)
  }

  /// Three rows of 20 with 8 between (76) centred in 200 start at y 62; four (104) start at 48. Inserted
  /// at the front in a 1 s linear animation, half way: the new row is at its place (48) moved left by
  /// half its width (the 100-point frame), and "One" is half way from 62 to 76. Every row keeps the
  /// state it set when it appeared.
  func testAnInsertedRowTransitionsInAndTheOthersMoveKeepingTheirState() throws {
    let f = try frames(Rows(change: { $0.insert(Item(id: 0, name: "Zero"), at: 0) }), at: [0.4, 1.0, 2.0])
    let before = try XCTUnwrap(f[0].text("One 10")), mid = try XCTUnwrap(f[1].text("One 10")), end = try XCTUnwrap(f[2].text("One 10"))
    XCTAssertEqual(end.midY - before.midY, 14, accuracy: 0.01)
    XCTAssertEqual(mid.midY - before.midY, 7, accuracy: 0.01)
    let zeroMid = try XCTUnwrap(f[1].text("Zero 0"), "\(f[1].compactMap(\.text))"), zeroEnd = try XCTUnwrap(f[2].text("Zero 0"))
    XCTAssertEqual(zeroMid.midX - zeroEnd.midX, -50, accuracy: 0.01)
    XCTAssertEqual(zeroEnd.midY - end.midY, -28, accuracy: 0.01)
    XCTAssertNotNil(f[2].text("Two 20"))
    XCTAssertNotNil(f[2].text("Three 30"))
  }

  /// Removing the middle element removes its row (sliding out left, drawn where it was) and moves
  /// the last one up; two rows (48) start at 76, so "Three" goes from y 118 to 104.
  func testARemovedRowLeavesAndTheRowsAfterItMove() throws {
    let f = try frames(Rows(change: { $0.remove(at: 1) }), at: [0.4, 1.0, 2.0])
    let twoBefore = try XCTUnwrap(f[0].text("Two 20")), twoMid = try XCTUnwrap(f[1].text("Two 20"), "\(f[1].compactMap(\.text))")
    XCTAssertEqual(twoMid.midX - twoBefore.midX, -50, accuracy: 0.01)
    XCTAssertEqual(twoMid.midY, twoBefore.midY, accuracy: 0.01)
    XCTAssertNil(f[2].text("Two 20"))
    let three = try [0, 1, 2].map { try XCTUnwrap(f[$0].text("Three 30")).midY }
    XCTAssertEqual(three[1] - three[0], -7, accuracy: 0.01)
    XCTAssertEqual(three[2] - three[0], -14, accuracy: 0.01)
    XCTAssertEqual(try XCTUnwrap(f[2].text("One 10")).midY - three[2], -28, accuracy: 0.01)
  }

  /// Reversed without animation, each row shows its own element's state at its new place at once.
  func testStateFollowsElementsWhenTheyMove() throws {
    let f = try frames(Rows(change: { $0.reverse() }, animated: false), at: [0.4, 0.6])
    let one = try XCTUnwrap(f[0].text("One 10")), three = try XCTUnwrap(f[0].text("Three 30"))
    XCTAssertEqual(try XCTUnwrap(f[1].text("One 10")).midY, three.midY, accuracy: 0.01)
    XCTAssertEqual(try XCTUnwrap(f[1].text("Three 30")).midY, one.midY, accuracy: 0.01)
  }

  /// Emptied in an animated update, the last rows still slide out (an empty ForEach keeps their place).
  func testTheLastRowsOfAnEmptiedForEachStillLeave() throws {
    let f = try frames(Rows(change: { $0.removeAll() }), at: [1.0, 2.0])
    XCTAssertEqual(f[0].filter { $0.text?.hasSuffix("0") == true }.count, 3, "\(f[0].compactMap(\.text))")
    XCTAssertTrue(f[1].allSatisfy { $0.text == nil }, "\(f[1].compactMap(\.text))")
  }

  /// A body that is a `ForEach` splices its views into the stack around it, as a group does.
  func testAForEachBodyIsSplicedIntoTheEnclosingStack() throws {
    let nodes = try InspectedNode.frames(_scene(width: 200, height: 100) { HStack { Digits() } }, at: [0])[0]
    let ys = try ["d0", "d1", "d2"].map { try XCTUnwrap(nodes.text($0)).midY }
    XCTAssertEqual(ys[0], ys[2], accuracy: 0.01)
    XCTAssertLessThan(try XCTUnwrap(nodes.text("d0")).x, try XCTUnwrap(nodes.text("d1")).x)
  }
}
