import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// Views as a scene file writes them; the same text is run by the interpreter below.
private struct Fruit: Identifiable {
  let id: Int
  let name: String
}

private struct Rows: View {
  @State private var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
  var body: some View {
    VStack(spacing: 0) {
      ForEach(fruits) { fruit in Text(fruit.name) }
      ForEach(0..<2) { i in Text("Row \(i)") }
      ForEach(["x", "y"], id: \.self) { s in Text(s) }
      ForEach(Array(["p", "q"].enumerated()), id: \.offset) { pair in Text("\(pair.offset)\(pair.element)") }
      Divider()
      HStack {
        Text("L")
        Spacer(minLength: 30)
        Text("R")
      }
    }
    .onTapGesture { fruits.insert(Fruit(id: 0, name: "Fig"), at: 0) }
  }
}

private struct Containers: View {
  var body: some View {
    VStack(spacing: 6) {
      ScrollViewReader { proxy in Text("reader") }
      LazyVStack(alignment: .leading, spacing: 2) { Text("lazy v"); Text("two") }
      LazyHStack(alignment: .top, spacing: 3) { Text("h1"); Text("h2") }
      ScrollView(.horizontal, showsIndicators: false) {
        HStack { Color.red.frame(width: 150, height: 20); Color.blue.frame(width: 150, height: 20) }
      }
      .frame(height: 24)
      LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.flexible(), spacing: 4), GridItem(.adaptive(minimum: 20))], spacing: 5) {
        Text("a"); Text("b"); Text("c"); Text("d")
      }
      LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 8) {
        Text("1"); Text("2"); Text("3")
      }
      Grid(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 2) {
        GridRow { Text("Name"); Text("Value") }
        GridRow(alignment: .bottom) { Text("n"); Text("v") }
      }
      ViewThatFits(in: .horizontal) {
        Text("a very long label that cannot fit")
        Text("short")
      }
      GeometryReader { proxy in
        Text("\(Int(proxy.size.width))x\(Int(proxy.size.height)) at \(Int(proxy.frame(in: .global).minY))")
      }
      .frame(height: 20)
    }
  }
}

final class LayoutParityTests: XCTestCase {
  /// `ForEach` over identifiable data, a range, `id: \.self` and enumerated pairs, `Divider` and
  /// `Spacer(minLength:)`: rows are laid out, and re-keyed after an insertion, as the interpreter does.
  func testForEachDividerSpacerMatchTheInterpreter() throws {
    let scene = _scene(width: 200, height: 240, taps: [0.5]) { Rows() }
    let before = try inspectLines(compiled: scene, at: [0])[0]
    for text in ["Apple", "Pear", "Row 0", "Row 1", "\"x\"", "\"y\"", "0p", "1q"] {
      XCTAssertTrue(before.contains(text), "missing \(text): \(before)")
    }
    let after = try inspectLines(compiled: scene, at: [0.6])[0]
    XCTAssertTrue(after.contains("Fig"), after)
    try assertMatchesRecording(scene, at: [0, 0.6])
  }

  /// Lazy stacks, a horizontal scroll view, lazy grids with the three item sizes, `Grid` with rows,
  /// `ViewThatFits`, `GeometryReader` and `ScrollViewReader` build the interpreter's nodes.
  func testContainersMatchTheInterpreter() throws {
    let scene = _scene(width: 240, height: 400) { Containers() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    XCTAssertTrue(line.contains("\"short\""), line)
    XCTAssertTrue(line.contains(#""name":"scrollView","contentSize":[308,20]"#), line)
    XCTAssertTrue(line.contains("240x20 at"), line)
    XCTAssertTrue(line.contains("\"reader\""), line)
    XCTAssertFalse(line.contains("cannot fit"), line)
    try assertMatchesRecording(scene, at: [0])
  }
}
