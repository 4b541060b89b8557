import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// Views as a scene file writes them; the same text is run by the interpreter below.
private struct Cells: View {
  var body: some View {
    VStack(spacing: 8) {
      Grid(horizontalSpacing: 4, verticalSpacing: 4) {
        GridRow { Text("a"); Text("bb"); Text("ccc") }
        GridRow { Color.red.frame(height: 10).gridCellColumns(2); Text("d") }
        GridRow { Color.blue.frame(height: 4).gridCellUnsizedAxes(.horizontal) }
      }
      ScrollView {
        VStack(spacing: 0) {
          Color.green.frame(height: 100)
          Text("end")
        }
      }
      .frame(height: 60)
      .defaultScrollAnchor(.bottom)
      ScrollView(.horizontal) {
        HStack(spacing: 10) {
          Color.orange.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
          Color.purple.containerRelativeFrame(.horizontal)
        }
      }
      .frame(height: 30)
    }
  }
}

final class LayoutContainerModifierParityTests: XCTestCase {
  /// Grid cells spanning columns or not sizing them, a scroll view resting at its bottom, and frames
  /// relative to a horizontal scroll view, as the interpreter lays them out.
  func testGridCellsScrollAnchorAndContainerRelativeFramesMatchTheInterpreter() throws {
    let scene = _scene(width: 300, height: 300) { Cells() }
    let line = try inspectLines(compiled: scene, at: [0])[0]
    // The red cell spans the first two columns (to "d"'s column), the scroll view rests 57 points down
    // (117 of content in 60), and two of three parts of 300 with 10-point gaps are 196.67 wide.
    XCTAssertTrue(line.contains(#""shape":"Color","bounds":[0,98.5,265.4,10]"#), line)
    XCTAssertTrue(line.contains(#""contentSize":[300,117],"offset":[0,57]"#), line)
    XCTAssertTrue(line.contains(#""bounds":[0,196,196.6667,30]"#), line)
    XCTAssertTrue(line.contains(#""bounds":[206.6667,196,300,30]"#), line)
    try assertMatchesRecording(scene, at: [0])
  }
}
