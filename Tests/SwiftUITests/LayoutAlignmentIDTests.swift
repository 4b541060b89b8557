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
  /// The origins of the colours `widths` wide in `scene` at 0 s, in that order (empty: none that wide).
  private func origins(_ scene: _SceneDescription, widths: [Double]) throws -> [[Double]] {
    let nodes = try InspectedNode.frames(scene, at: [0])[0]
    return widths.map { w in nodes.first { $0.width == w }.map { [$0.x, $0.y] } ?? [] }
  }

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

  /// The badge pattern: a 20 pt dot whose top and trailing guides are its centre, in a
  /// `ZStack(alignment: .topTrailing)` over a 60 pt square, so the dot's centre sits on the square's corner.
  /// The stack spans both, 70 × 70 (centred in 200 × 200 from 65, 65): the square at (65, 75), the dot at (115, 65).
  func testAZStackLinesUpExplicitGuidesOnBothAxes() throws {
    let scene = _scene(width: 200, height: 200) {
      ZStack(alignment: .topTrailing) {
        Color.blue.frame(width: 60, height: 60)
        Color.red.frame(width: 20, height: 20)
          .alignmentGuide(.top) { $0[VerticalAlignment.center] }
          .alignmentGuide(.trailing) { $0[HorizontalAlignment.center] }
      }
    }
    XCTAssertEqual(try origins(scene, widths: [60, 20]), [[65, 75], [115, 65]])
  }

  /// A custom guide in a `ZStack`: the banner's guide is a quarter of its width in, the tag's its default
  /// (leading) edge, so the tag starts 25 pt into the 100 × 40 banner (centred in 200 × 100 from 50, 30).
  func testAZStackAlignsOnACustomGuide() throws {
    let scene = _scene(width: 200, height: 100) {
      ZStack(alignment: Alignment(horizontal: .valueLeading, vertical: .top)) {
        Color.blue.frame(width: 100, height: 40).alignmentGuide(.valueLeading) { $0.width / 4 }
        Color.red.frame(width: 30, height: 20)
      }
    }
    XCTAssertEqual(try origins(scene, widths: [100, 30]), [[50, 30], [75, 30]])
  }

  /// A guide set under a padding reaches the stack: the red dot's leading guide is 10 pt in, 15 pt into
  /// its 5 pt padding, so the 75 pt wide column (centred in 200 from 62.5) starts with the padding and puts
  /// the blue bar's leading edge 15 pt in. Without the padding passing it up, both would start at 70 and 75.
  func testAGuideUnderPaddingAlignsTheStack() throws {
    let scene = _scene(width: 200, height: 100) {
      VStack(alignment: .leading) {
        Color.blue.frame(width: 60, height: 20)
        Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in 10 }.padding(5)
      }
    }
    XCTAssertEqual(try origins(scene, widths: [60, 20]), [[77.5, 21], [67.5, 54]])
  }

  /// `frame(alignment: .leading)` puts its content's explicit leading guide (10 pt before its edge) on the
  /// frame's leading edge: the dot starts 10 pt into the 100 × 40 frame (centred in 200 × 100 from 50, 30).
  func testAFramePlacesItsContentByAnExplicitGuide() throws {
    let scene = _scene(width: 200, height: 100) {
      Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in -10 }
        .frame(width: 100, height: 40, alignment: .leading)
    }
    XCTAssertEqual(try origins(scene, widths: [20]), [[60, 40]])
  }
}
