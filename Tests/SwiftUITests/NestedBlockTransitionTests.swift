import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// A `ForEach` row of several views whose last view is itself an `if` block of several views (a chat
// row's optional badges), and an `if` block holding such a block. When the row (or the outer block)
// comes or goes in an animation, the inner block's views transition with it, as its other views do
// (`.opacity` by default, at the linear curve's progress), instead of appearing or vanishing at once.
private struct Message: Identifiable {
  let id: Int
  let text: String
  let unread: Bool
}

private struct Inbox: View {
  var change: (inout [Message]) -> Void
  @State private var messages = [Message(id: 1, text: "Lunch?", unread: true), Message(id: 2, text: "Done", unread: false)]
  var body: some View {
    VStack(spacing: 0) {
      ForEach(messages) { message in
        Text(message.text).frame(width: 100, height: 20)
        if message.unread {
          Text("New \(message.id)").frame(width: 100, height: 20)
          Circle().frame(width: 8, height: 8)
        }
      }
    }
    .frame(width: 200, height: 200)
    .contentShape(Rectangle())
    .onTapGesture { withAnimation(.linear(duration: 1)) { change(&messages) } }
  }
}

private struct Details: View {
  @State private var open = true
  var body: some View {
    VStack(spacing: 0) {
      Text("Title").frame(width: 100, height: 20)
      if open {
        Text("Body").frame(width: 100, height: 20)
        if open {
          Text("More").frame(width: 100, height: 20)
          Text("Tail").frame(width: 100, height: 20)
        }
      }
    }
    .frame(width: 200, height: 200)
    .contentShape(Rectangle())
    .onTapGesture { withAnimation(.linear(duration: 1)) { open = false } }
  }
}

final class NestedBlockTransitionTests: XCTestCase {
  private func opacity(_ node: InspectedNode) -> Double {
    let modifiers = node.json["modifiers"] as? [[String: Any]] ?? []
    return modifiers.filter { $0["name"] as? String == "opacity" }.compactMap { ($0["value"] as? NSNumber)?.doubleValue }.reduce(1, *)
  }

  private func dots(_ nodes: [InspectedNode]) -> [InspectedNode] { nodes.filter { $0.json["shape"] as? String == "Circle" } }

  /// Removed at 0.5 s in a 1 s linear animation: half way the row's text and its block's text and dot
  /// are all drawn where they were at opacity 0.5; settled, all three are gone.
  func testAnInnerBlockLeavesWithItsRow() throws {
    let f = try InspectedNode.frames(_scene(width: 200, height: 200, taps: [0.5]) { Inbox(change: { $0.removeFirst() }) },
                                     at: [0.25, 1.0, 2.0])
    let before = try XCTUnwrap(f[0].text("New 1"))
    let mid = try XCTUnwrap(f[1].text("New 1"), "the block's view still drawn, leaving: \(f[1].compactMap(\.text))")
    XCTAssertEqual(mid.bounds, before.bounds)
    XCTAssertEqual(opacity(mid), 0.5, accuracy: 1e-9)
    XCTAssertEqual(opacity(try XCTUnwrap(f[1].text("Lunch?"))), 0.5, accuracy: 1e-9)
    let dot = try XCTUnwrap(dots(f[1]).first, "the block's dot still drawn")
    XCTAssertEqual(opacity(dot), 0.5, accuracy: 1e-9)
    XCTAssertNil(f[2].text("New 1"))
    XCTAssertTrue(dots(f[2]).isEmpty)
  }

  /// Inserted at 0.5 s: a quarter of the way (0.75 s) the new row's block fades in at 0.25, as its text does.
  func testAnInnerBlockComesWithItsRow() throws {
    let f = try InspectedNode.frames(_scene(width: 200, height: 200, taps: [0.5]) {
      Inbox(change: { $0.append(Message(id: 3, text: "Hi", unread: true)) })
    }, at: [0.75, 2.0])
    XCTAssertEqual(opacity(try XCTUnwrap(f[0].text("Hi"))), 0.25, accuracy: 1e-9)
    XCTAssertEqual(opacity(try XCTUnwrap(f[0].text("New 3"))), 0.25, accuracy: 1e-9)
    XCTAssertEqual(dots(f[0]).map(opacity).sorted(), [0.25, 1], "the new row's dot fades in; the first row's stays")
    XCTAssertEqual(opacity(try XCTUnwrap(f[1].text("New 3"))), 1)
  }

  /// An `if` block inside an `if` block: when the outer one goes, the inner block's views fade out too.
  func testAnInnerBlockLeavesWithItsOuterBlock() throws {
    let f = try InspectedNode.frames(_scene(width: 200, height: 200, taps: [0.5]) { Details() }, at: [1.0, 2.0])
    for name in ["Body", "More", "Tail"] {
      XCTAssertEqual(opacity(try XCTUnwrap(f[0].text(name), name)), 0.5, accuracy: 1e-9, name)
      XCTAssertNil(f[1].text(name))
    }
  }
}
