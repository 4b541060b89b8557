import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// Grid rows as real code writes them: a modifier on a `GridRow`, rows a `ForEach` makes inside an
// `if`, and `gridCellAnchor(_:)`. The reference is Grid's rule (a column is as wide as its widest cell,
// columns are `horizontalSpacing` apart, cells aligned in their column) on the widths `inspect` reports.

private struct StyledHeader: View {
  var body: some View {
    Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
      GridRow {
        Text("Symbol")
        Text("Shares").gridColumnAlignment(.trailing)
      }
      .foregroundStyle(.secondary)
      GridRow { Text("AAPL · Apple Inc."); Text("12") }
      GridRow { Text("MSFT"); Text("5") }
    }
  }
}

private struct PaddedHeader: View {
  var body: some View {
    Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
      GridRow {
        Text("Symbol")
        Text("Shares").gridColumnAlignment(.trailing)
      }
      .padding(.horizontal, 10)
      .opacity(0.5)
      GridRow { Text("AAPL · Apple Inc."); Text("12") }
    }
  }
}

private struct Line: Identifiable { let id: Int; let name: String }

private struct ConditionalRows: View {
  @State private var loaded = true
  let lines = [Line(id: 1, name: "A"), Line(id: 2, name: "BBBBBBBB")]
  var body: some View {
    Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
      GridRow { Text("Name"); Text("Qty").gridColumnAlignment(.trailing); Text("Total") }
      if loaded {
        ForEach(lines) { line in
          GridRow { Text(line.name); Text("\(line.id)"); Text("$1,234.00") }
        }
      }
    }
  }
}

private struct Anchored: View {
  var body: some View {
    Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
      GridRow { Text("Item"); Text("Quantity"); Text("Price") }
      GridRow { Text("Coffee beans"); Text("2"); Text("$18.00") }
      GridRow {
        Text("Updated just now").gridCellColumns(2)
        Text("Pay").gridCellAnchor(.trailing)
      }
      GridRow {
        Text("tall\nrow")
        Text("a").gridCellAnchor(.bottom)
        Text("z")
      }
    }
  }
}

final class LayoutGridRowsTests: XCTestCase {
  private func nodes(_ scene: _SceneDescription) throws -> [InspectedNode] {
    try InspectedNode.frames(scene, at: [0])[0]
  }

  /// `.foregroundStyle` on the header row: "Symbol" stays in column 1 and "Shares" in column 2, which
  /// starts 16 after column 1's widest cell and is trailing-aligned ("Shares" ends where "12" does).
  func testAStyledRowKeepsItsColumns() throws {
    let n = try nodes(_scene(width: 300, height: 160) { StyledHeader() })
    guard let symbol = n.text("Symbol"), let shares = n.text("Shares"), let aapl = n.text("AAPL · Apple Inc."),
          let twelve = n.text("12"), let msft = n.text("MSFT"), let five = n.text("5") else { return XCTFail("missing texts") }
    XCTAssertEqual(shares.y, symbol.y, accuracy: 0.001)  // one row
    XCTAssertEqual(symbol.x, aapl.x, accuracy: 0.001)
    XCTAssertEqual(symbol.x, msft.x, accuracy: 0.001)
    let column2 = aapl.x + max(symbol.width, aapl.width, msft.width) + 16
    XCTAssertEqual(shares.x, column2, accuracy: 0.001)  // "Shares" is column 2's widest cell
    XCTAssertEqual(twelve.maxX, shares.maxX, accuracy: 0.001)
    XCTAssertEqual(five.maxX, shares.maxX, accuracy: 0.001)
  }

  /// `.padding(.horizontal, 10)` and `.opacity` on the row pad each cell: column 2 is "Shares" + 20
  /// wide, its cells end together, and "Shares" ends 10 before the column does.
  func testARowsPaddingPadsEachCell() throws {
    let n = try nodes(_scene(width: 300, height: 160) { PaddedHeader() })
    guard let symbol = n.text("Symbol"), let shares = n.text("Shares"), let aapl = n.text("AAPL · Apple Inc."),
          let twelve = n.text("12") else { return XCTFail("missing texts") }
    XCTAssertEqual(shares.y, symbol.y, accuracy: 0.001)
    XCTAssertEqual(symbol.x, aapl.x + 10, accuracy: 0.001)  // "AAPL · Apple Inc." is wider than "Symbol" + 20
    let column2 = aapl.maxX + 16
    XCTAssertEqual(shares.x, column2 + 10, accuracy: 0.001)
    XCTAssertEqual(twelve.maxX, shares.maxX + 10, accuracy: 0.001)
  }

  /// The rows of a `ForEach` inside an `if` are rows: their cells share the header's columns and the
  /// rows are 8 apart.
  func testRowsOfAForEachInAnIfAreGridRows() throws {
    let n = try nodes(_scene(width: 300, height: 160) { ConditionalRows() })
    guard let name = n.text("Name"), let qty = n.text("Qty"), let total = n.text("Total"), let a = n.text("A"),
          let b = n.text("BBBBBBBB"), let one = n.text("1"), let two = n.text("2") else { return XCTFail("missing texts") }
    let prices = n.filter { $0.text == "$1,234.00" }
    XCTAssertEqual(prices.count, 2)
    XCTAssertEqual(a.x, name.x, accuracy: 0.001)
    XCTAssertEqual(b.x, name.x, accuracy: 0.001)
    let column2 = name.x + max(name.width, a.width, b.width) + 16
    let width2 = max(qty.width, one.width, two.width)
    XCTAssertEqual(qty.maxX, column2 + width2, accuracy: 0.001)
    XCTAssertEqual(one.maxX, column2 + width2, accuracy: 0.001)  // trailing, as the header asks
    XCTAssertEqual(two.maxX, column2 + width2, accuracy: 0.001)
    let column3 = column2 + width2 + 16
    XCTAssertEqual(total.x, column3, accuracy: 0.001)
    for price in prices { XCTAssertEqual(price.x, column3, accuracy: 0.001) }
    XCTAssertEqual(a.y, name.y + name.height + 8, accuracy: 0.001)
    XCTAssertEqual(b.y, a.y + a.height + 8, accuracy: 0.001)
  }

  /// `.trailing` puts "Pay" at the end of column 3 (as wide as "$18.00" or "Price") though the grid
  /// aligns leading; `.bottom` puts "a" at the bottom centre of its cell in the two-line row, whose
  /// other cells stay centred vertically.
  func testGridCellAnchorPlacesTheCellInItsPlace() throws {
    let n = try nodes(_scene(width: 390, height: 200) { Anchored() })
    guard let item = n.text("Item"), let quantity = n.text("Quantity"), let price = n.text("Price"),
          let coffee = n.text("Coffee beans"), let dollars = n.text("$18.00"), let updated = n.text("Updated just now"),
          let pay = n.text("Pay"), let tall = n.text("tall\nrow"), let a = n.text("a"), let z = n.text("z"),
          let two = n.text("2") else { return XCTFail("missing texts") }
    let column2 = item.x + max(item.width, coffee.width, tall.width) + 16
    XCTAssertEqual(quantity.x, column2, accuracy: 0.001)
    let width2 = max(quantity.width, two.width, a.width)
    let column3 = column2 + width2 + 16
    XCTAssertEqual(price.x, column3, accuracy: 0.001)
    XCTAssertEqual(pay.maxX, column3 + max(price.width, dollars.width, z.width), accuracy: 0.001)
    XCTAssertEqual(pay.midY, updated.midY, accuracy: 0.001)
    XCTAssertEqual(a.y + a.height, tall.y + tall.height, accuracy: 0.001)
    XCTAssertEqual(a.midX, column2 + width2 / 2, accuracy: 0.001)
    XCTAssertEqual(z.x, column3, accuracy: 0.001)
    XCTAssertEqual(z.midY, tall.midY, accuracy: 0.001)
  }
}
