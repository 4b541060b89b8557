import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// `gridColumnAlignment(_:)`: one cell sets the horizontal alignment of its whole column. The
// interpreter has no such modifier, so the reference is the rule itself, on widths `inspect` reports.

private struct Table: View {
  var body: some View {
    Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4) {
      GridRow {
        Text("a")
        Text("bbbb").gridColumnAlignment(.trailing)
        Text("x")
      }
      GridRow {
        Text("cccc")
        Text("d")
        Text("yyyy")
      }
    }
  }
}

final class LayoutGridColumnAlignmentTests: XCTestCase {
  /// The second column is as wide as "bbbb"; its cells end on the same edge. The other columns keep
  /// the grid's leading alignment: "a" starts where "cccc" does, "x" where "yyyy" does.
  func testOneCellAlignsItsWholeColumn() throws {
    let nodes = try InspectedNode.frames(_scene(width: 300, height: 100) { Table() }, at: [0])[0]
    guard let a = nodes.text("a"), let b = nodes.text("bbbb"), let c = nodes.text("cccc"), let d = nodes.text("d"),
          let x = nodes.text("x"), let y = nodes.text("yyyy") else { return XCTFail("missing texts") }
    XCTAssertEqual(d.maxX, b.maxX, accuracy: 0.001)
    XCTAssertGreaterThan(d.x, b.x + 1)  // leading would put "d" at "bbbb"'s x
    XCTAssertEqual(b.x, c.maxX + 10, accuracy: 0.001)  // column 2 starts after column 1 and the spacing
    XCTAssertEqual(a.x, c.x, accuracy: 0.001)
    XCTAssertEqual(x.x, y.x, accuracy: 0.001)
    XCTAssertEqual(x.x, b.maxX + 10, accuracy: 0.001)
  }
}
