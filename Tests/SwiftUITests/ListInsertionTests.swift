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

// A settings list whose advanced section (in an `if`) and one row of the first section (in an `if`)
// are removed in a linear one-second animation (tapped at 0.2 s): the section fades out where it was,
// header, rows and group fill alike, as the rows of a removed section do in SwiftUI; the row fades out
// inside its section's group, which shrinks.
private struct Advanced: View {
  @State var show = true
  var body: some View {
    List {
      Section("General") {
        Text("Name")
        if show { Text("Beta") }
      }
      if show {
        Section("Advanced") {
          Text("Logs")
          Text("Debug")
        }
      }
      Section("About") { Text("Version") }
    }
    .onTapGesture { withAnimation(.linear(duration: 1)) { show.toggle() } }
  }
}

private func opacity(_ node: InspectedNode) -> Double {
  let modifiers = node.json["modifiers"] as? [[String: Any]] ?? []
  return modifiers.filter { $0["name"] as? String == "opacity" }.compactMap { ($0["value"] as? NSNumber)?.doubleValue }.reduce(1, *)
}

private func groups(_ nodes: [InspectedNode]) -> [InspectedNode] { nodes.filter { $0.json["shape"] as? String == "ListGroup" } }

final class ListInsertionTests: XCTestCase {
  func testARemovedSectionFadesOutWhereItWas() throws {
    let frames = try InspectedNode.frames(_scene(width: 390, height: 600, taps: [0.2]) { Advanced() }, at: [0.1, 0.7, 1.5])
    for name in ["ADVANCED", "Logs", "Debug", "Beta"] {
      let before = try XCTUnwrap(frames[0].text(name), name), mid = try XCTUnwrap(frames[1].text(name), "\(name) still drawn, leaving")
      XCTAssertEqual(opacity(before), 1, name)
      XCTAssertEqual(opacity(mid), 0.5, accuracy: 1e-9, name)
      XCTAssertEqual(mid.bounds, before.bounds, name)
      XCTAssertNil(frames[2].text(name), name)
    }
    // Before: three groups; half way, the advanced group fades where it was over the two that stay; after: two.
    XCTAssertEqual(groups(frames[0]).count, 3)
    XCTAssertEqual(groups(frames[2]).count, 2)
    let mid = groups(frames[1])
    XCTAssertEqual(mid.count, 3)
    let advanced = try XCTUnwrap(mid.first { opacity($0) < 1 }, "the leaving section's group fades")
    XCTAssertEqual(opacity(advanced), 0.5, accuracy: 1e-9)
    XCTAssertEqual(advanced.bounds, groups(frames[0])[1].bounds)
    let version = try (0..<3).map { try XCTUnwrap(frames[$0].text("Version")).y }
    XCTAssertLessThan(version[2], version[0] - 100, "the section below takes the removed one's room")
    XCTAssertEqual(version[1], (version[0] + version[2]) / 2, accuracy: 1e-3)
  }

  /// The same section inserted: half way it is drawn where it ends, as a list section (its header above
  /// its group), at opacity 0.5, group fill included.
  func testAnInsertedSectionFadesInWhereItGoes() throws {
    let frames = try InspectedNode.frames(_scene(width: 390, height: 600, taps: [0.2]) { Advanced(show: false) }, at: [0.7, 1.5])
    for name in ["ADVANCED", "Logs", "Debug"] {
      let mid = try XCTUnwrap(frames[0].text(name), name), after = try XCTUnwrap(frames[1].text(name), name)
      XCTAssertEqual(opacity(mid), 0.5, accuracy: 1e-9, name)
      XCTAssertEqual(opacity(after), 1, name)
      XCTAssertEqual(mid.bounds, after.bounds, name)
    }
    let mid = groups(frames[0]), after = groups(frames[1])
    XCTAssertEqual(mid.count, 3)
    XCTAssertEqual(mid.map(opacity), [1, 0.5, 1])
    XCTAssertEqual(mid[1].bounds, after[1].bounds)
  }

  func testARemovedRowFadesOutWhereItWas() throws {
    let frames = try InspectedNode.frames(_scene(width: 390, height: 600, taps: [0.2]) { Tips() }, at: [0.1, 0.7, 1.5])
    let before = try XCTUnwrap(frames[0].text("Tip")), mid = try XCTUnwrap(frames[1].text("Tip"), "still drawn, leaving")
    XCTAssertEqual(opacity(before), 1)
    XCTAssertEqual(opacity(mid), 0.5, accuracy: 1e-9)
    XCTAssertEqual(mid.y, before.y, accuracy: 1e-9)
    XCTAssertNil(frames[2].text("Tip"))
    let bea = try (0..<3).map { try XCTUnwrap(frames[$0].text("Bea")).y }
    XCTAssertLessThan(bea[2], bea[0] - 20, "the section below takes the row's room")
    XCTAssertEqual(bea[1], (bea[0] + bea[2]) / 2, accuracy: 1e-3)
    // The row's group (a row outside a section is a group of its own) fades out with it, where it was.
    XCTAssertEqual(groups(frames[0]).count, 3)
    let tipGroup = groups(frames[0])[1], leaving = try XCTUnwrap(groups(frames[1]).first { opacity($0) < 1 }, "the row's group fades")
    XCTAssertEqual(opacity(leaving), 0.5, accuracy: 1e-9)
    XCTAssertEqual(leaving.bounds, tipGroup.bounds)
    XCTAssertEqual(groups(frames[2]).count, 2)
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
