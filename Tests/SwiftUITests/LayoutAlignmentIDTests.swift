import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// A custom `AlignmentID` set on one view inside each row: the rows of a `VStack` aligned on it shift so
// that those views line up, as SwiftUI passes an explicit guide up through the `HStack` around it. The
// interpreter has no custom alignments, so the reference is that rule on the widths `inspect` reports.

private enum ValueLeading: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

extension HorizontalAlignment {
  fileprivate static let valueLeading = HorizontalAlignment(ValueLeading.self)
}

private struct Row: View {
  let label: String
  let value: String
  var body: some View {
    HStack(spacing: 10) {
      Text(label)
      Text(value).alignmentGuide(.valueLeading) { $0[.leading] }
    }
  }
}

private struct Rows: View {
  var body: some View {
    VStack(alignment: .valueLeading, spacing: 4) {
      Row(label: "a", value: "one")
      Row(label: "abcdef", value: "two")
      Row(label: "abc", value: "three")
      Text("plain")  // no explicit guide: its default, the leading edge, sits on the line
    }
  }
}

final class LayoutAlignmentIDTests: XCTestCase {
  func testRowsLineUpOnTheCustomGuide() throws {
    let nodes = try InspectedNode.frames(_scene(width: 300, height: 200) { Rows() }, at: [0])[0]
    let labels = ["a", "abcdef", "abc"].compactMap { nodes.text($0) }
    let values = ["one", "two", "three"].compactMap { nodes.text($0) }
    guard labels.count == 3, values.count == 3, let plain = nodes.text("plain") else { return XCTFail("texts") }
    for (label, value) in zip(labels, values) {
      XCTAssertEqual(value.x, values[0].x, accuracy: 0.001)      // the values line up
      XCTAssertEqual(value.x, label.maxX + 10, accuracy: 0.001)  // each after its label and the spacing
    }
    XCTAssertEqual(plain.x, values[0].x, accuracy: 0.001)
    // The longest label's row starts furthest left: by the difference in label widths.
    XCTAssertEqual(labels[0].x - labels[1].x, labels[1].width - labels[0].width, accuracy: 0.001)
  }
}
