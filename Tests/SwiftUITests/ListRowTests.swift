import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import XCTest

// A list's rows with settings of their own, as apps write them.
private struct Rows: View {
  var hide: (Int) -> Visibility = { _ in .automatic }
  var background: Color? = nil
  var insets: EdgeInsets? = nil
  var body: some View {
    NavigationStack {
    List {
      ForEach(0..<3) { i in
        Text("Row \(i)")
          .listRowSeparator(hide(i))
          .listRowBackground(i == 1 ? background : nil)
          .listRowInsets(i == 2 ? insets : nil)
      }
      .onDelete { _ in }
      .onMove { _, _ in }
    }
    .toolbar { EditButton() }
    }
  }
}

final class ListRowTests: XCTestCase {
  func items(_ scene: _SceneDescription) throws -> [DisplayItem] { try displayLists(compiled: scene, at: [0])[0].items }

  /// The separators: hairline (0.5-point) fills between rows.
  func separators(_ items: [DisplayItem]) -> Int {
    items.filter { if case .fill(let path, _, _, _) = $0 { return abs(path.controlPointBounds.height - 0.5) < 1e-9 } else { return false } }.count
  }

  /// Three rows have two separators; hiding the first row's leaves out the one below it; hiding the
  /// middle row's leaves out both (the one above it is the first row's bottom edge).
  func testHiddenSeparators() throws {
    XCTAssertEqual(separators(try items(_scene(width: 390, height: 400) { Rows() })), 2)
    XCTAssertEqual(separators(try items(_scene(width: 390, height: 400) { Rows(hide: { $0 == 0 ? .hidden : .automatic }) })), 1)
    XCTAssertEqual(separators(try items(_scene(width: 390, height: 400) { Rows(hide: { $0 == 1 ? .hidden : .automatic }) })), 0)
  }

  /// A row's background fills the whole row (the group's width, 44 points tall) inside a clip to the
  /// group's rounded shape, over the group's fill; the other rows keep the group's fill.
  func testRowBackgroundFillsItsRow() throws {
    let list = try items(_scene(width: 390, height: 400) { Rows(background: .yellow) })
    let fills = list.compactMap { item -> (CGRect, RGBAColor)? in
      if case .fill(let path, .solid(let c), _, let t) = item { return (t.apply(path.controlPointBounds), c) } else { return nil }
    }
    let yellow = try XCTUnwrap(fills.first { $0.1.red > 0.9 && $0.1.green > 0.7 && $0.1.blue < 0.2 }, "\(fills.map(\.1))")
    let group = try XCTUnwrap(fills.first { $0.0.width == 350 && $0.0.height > 100 }, "the group's fill")
    XCTAssertEqual(yellow.0.minX, group.0.minX, accuracy: 1e-9)
    XCTAssertEqual(yellow.0.width, 350, accuracy: 1e-9)
    XCTAssertEqual(yellow.0.height, 44, accuracy: 1e-9)
    XCTAssertEqual(yellow.0.minY, group.0.minY + 44, accuracy: 1e-9, "the second row")
  }

  /// Insets replace the row's margins: the third row's text starts 50 points into the group.
  func testRowInsetsPlaceTheContent() throws {
    let nodes = try InspectedNode.frames(_scene(width: 390, height: 400) {
      Rows(insets: EdgeInsets(top: 4, leading: 50, bottom: 4, trailing: 8))
    }, at: [0])[0]
    let plain = try XCTUnwrap(nodes.text("Row 0")), inset = try XCTUnwrap(nodes.text("Row 2"))
    XCTAssertEqual(plain.x, 40, accuracy: 1e-9, "20-point group margin and 20-point row margin")
    XCTAssertEqual(inset.x, 70, accuracy: 1e-9)
    XCTAssertNotNil(nodes.text("Edit"), "EditButton's title")
  }
}
