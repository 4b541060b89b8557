import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import XCTest

private struct Picked: View {
  @State private var colour = Color(red: 1, green: 0, blue: 0)
  var body: some View {
    VStack {
      ColorPicker("Accent", selection: $colour)
      Rectangle().fill(.blue.secondary).frame(width: 10, height: 10)
      Rectangle().fill(.background.secondary).frame(width: 10, height: 10)
    }
    .frame(width: 300)
  }
}

final class ColorPickerAndLevelsTests: XCTestCase {
  /// The picker's row: its label, and at the trailing edge a 28-point well whose middle is the selected
  /// colour (inset 5 points in the hue ring). `.blue.secondary` is blue at 0.6; `.background.secondary`
  /// the secondary system background (#F2F2F7 in light mode).
  func testAColorPickersWellShowsTheSelectionAndStylesHaveLevels() throws {
    let nodes = try InspectedNode.frames(_scene(width: 300, height: 200) { Picked() }, at: [0])[0]
    XCTAssertNotNil(nodes.text("Accent"))
    let circles = nodes.filter { $0.json["shape"] as? String == "Circle" }
    XCTAssertEqual(circles.count, 2, "the ring and the colour")
    let ring = try XCTUnwrap(circles.first { $0.width == 28 })
    XCTAssertEqual(ring.maxX, 300, accuracy: 1e-9, "at the trailing edge")
    let fills = try displayLists(compiled: _scene(width: 300, height: 200) { Picked() }, at: [0])[0].items.compactMap { item -> RGBAColor? in
      if case .fill(_, .solid(let c), _, _) = item { return c } else { return nil }
    }
    XCTAssertTrue(fills.contains { $0.red > 0.99 && $0.green < 0.01 && $0.blue < 0.01 }, "the selected red: \(fills)")
    XCTAssertTrue(fills.contains { abs($0.alpha - 0.6) < 1e-6 && $0.blue > 0.9 }, "blue at 0.6: \(fills)")
    XCTAssertTrue(fills.contains { abs($0.red - 242 / 255) < 1e-3 && abs($0.blue - 247 / 255) < 1e-3 }, "#F2F2F7: \(fills)")
  }
}
