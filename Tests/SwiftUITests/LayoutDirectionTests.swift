import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import class ViewRuntime.SceneRuntime
import struct ViewRuntime.AnyView
import XCTest

// `.environment(\.layoutDirection, .rightToLeft)` and `flipsForRightToLeftLayoutDirection(_:)`. The
// interpreter has no layout direction, so the reference is SwiftUI's rule
// (https://developer.apple.com/documentation/swiftui/layoutdirection): leading and trailing swap sides,
// so a right-to-left layout is the left-to-right one mirrored, while text and images keep their own
// orientation unless they ask to flip.

private struct Mirrored: View {
  let direction: SwiftUI.LayoutDirection
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 10) {
        Color.red.frame(width: 40, height: 20)
        Color.blue.frame(width: 60, height: 20)
        // A left-to-right island inside: its own children run left to right again.
        HStack(spacing: 0) {
          Color.green.frame(width: 8, height: 20)
          Color.yellow.frame(width: 12, height: 20)
        }
        .environment(\.layoutDirection, .leftToRight)
      }
      Text("Hi")
    }
    .padding(.leading, 30)
    .frame(width: 300, height: 100, alignment: .leading)
    .environment(\.layoutDirection, direction)
  }
}

private struct ReadsDirection: View {
  @Environment(\.layoutDirection) private var direction
  var body: some View { Text(direction == .rightToLeft ? "rtl" : "ltr") }
}

private struct Flipped: View {
  let flips: Bool
  var body: some View {
    HStack(spacing: 0) {
      Rectangle().fill(Color.red).frame(width: 40, height: 20).flipsForRightToLeftLayoutDirection(flips)
      Color.clear.frame(width: 60, height: 20)
    }
    .environment(\.layoutDirection, .rightToLeft)
  }
}

private struct Arrows: View {
  var body: some View {
    HStack {
      Image(systemName: "heart").foregroundStyle(Color.red)
      Image(systemName: "arrow.uturn.forward").foregroundStyle(Color.blue)
    }
    .environment(\.layoutDirection, .rightToLeft)
  }
}

final class LayoutDirectionTests: XCTestCase {
  private func nodes(_ direction: SwiftUI.LayoutDirection) throws -> [InspectedNode] {
    try InspectedNode.frames(_scene(width: 300, height: 100) { Mirrored(direction: direction) }, at: [0])[0]
  }

  /// Left to right: the padded stack sits 30 pt from the left edge, vertically centred (height 20 +
  /// 17, the fixed measurer's line). Right to left: every frame is that one mirrored in the 300 pt
  /// canvas (x ↦ 300 − x − width): the first child of the HStack is the rightmost, the padding and the
  /// VStack's leading alignment are on the right, and the left-to-right island keeps green left of yellow.
  func testRightToLeftMirrorsStacksPaddingAndAlignment() throws {
    let ltr = try nodes(.leftToRight), rtl = try nodes(.rightToLeft)
    XCTAssertEqual(ltr.count, rtl.count)
    XCTAssertGreaterThanOrEqual(ltr.count, 5)
    let top = (100.0 - 37) / 2
    // Left to right, from the formula: red at 30, blue after 40 + 10, the island after 60 + 10.
    let expectedLTR: [(Double, Double)] = [(30, 40), (80, 60), (150, 8), (158, 12)]
    for (node, (x, w)) in zip(ltr.filter { $0.text == nil }, expectedLTR) {
      XCTAssertEqual(node.x, x, accuracy: 1e-9); XCTAssertEqual(node.width, w, accuracy: 1e-9)
      XCTAssertEqual(node.y, top, accuracy: 1e-9)
    }
    // Red, blue and the text are mirrored one by one; the island (indices 2 and 3) as a whole.
    for i in [0, 1, 4] {
      let a = ltr[i], b = rtl[i]
      XCTAssertEqual(b.x, 300 - a.x - a.width, accuracy: 1e-9, "\(b.json)")
      XCTAssertEqual(b.y, a.y, accuracy: 1e-9)
      XCTAssertEqual(b.width, a.width, accuracy: 1e-9)
      XCTAssertEqual(b.height, a.height, accuracy: 1e-9)
    }
    // Inside the island green (8 pt) still comes first from the left: the island spans 130…150.
    XCTAssertEqual(rtl[2].width, 8)
    XCTAssertEqual(rtl[2].x, 300 - 30 - 40 - 10 - 60 - 10 - 20, accuracy: 1e-9)
    XCTAssertEqual(rtl[3].x, rtl[2].maxX, accuracy: 1e-9)
    // The text ends at the right padding: leading alignment, right to left.
    let hi = try XCTUnwrap(rtl.text("Hi"))
    XCTAssertEqual(hi.maxX, 300 - 30, accuracy: 1e-9)
  }

  func testEnvironmentReadsTheDirectionSetAbove() throws {
    let frames = try InspectedNode.frames(_scene(width: 100, height: 40) {
      ReadsDirection().environment(\.layoutDirection, .rightToLeft)
    }, at: [0])
    XCTAssertNotNil(frames[0].text("rtl"))
  }

  /// Text keeps its reading orientation right to left: its glyph run is drawn with a transform that
  /// does not mirror (positive determinant), though its position is mirrored.
  func testTextIsNotMirroredButFlipsForRightToLeftMirrorsTheView() throws {
    let runtime = try SceneRuntime(root: ViewRuntime.AnyView(node: _scene(width: 300, height: 100) { Mirrored(direction: .rightToLeft) }.rootNode()),
                                   canvasSize: CGSize(width: 300, height: 100), measurer: ParityMeasurer())
    let texts = try runtime.displayList(at: 0).items.compactMap { item -> Transform2D? in
      if case .text(_, let t) = item { return t } else { return nil }
    }
    XCTAssertEqual(texts.count, 1)
    XCTAssertGreaterThan(texts[0].determinant, 0)

    func redFill(_ flips: Bool) throws -> Transform2D {
      let runtime = try SceneRuntime(root: ViewRuntime.AnyView(node: _scene(width: 100, height: 20) { Flipped(flips: flips) }.rootNode()),
                                     canvasSize: CGSize(width: 100, height: 20), measurer: ParityMeasurer())
      let fills = try runtime.displayList(at: 0).items.compactMap { item -> Transform2D? in
        if case .fill(_, .solid(let c), _, let t) = item, c.red > 0.9, c.green < 0.5 { return t } else { return nil }
      }
      return try XCTUnwrap(fills.first)
    }
    // Unflipped: the rectangle is mirrored back (determinant +1); flipped: drawn mirrored (−1).
    XCTAssertEqual(try redFill(false).determinant, 1, accuracy: 1e-9)
    XCTAssertEqual(try redFill(true).determinant, -1, accuracy: 1e-9)
  }

  /// A directional arrow (`*.forward`) is drawn mirrored right to left, as iOS flips it; other symbols are not.
  func testForwardArrowsFollowTheDirection() throws {
    let runtime = try SceneRuntime(root: ViewRuntime.AnyView(node: _scene(width: 100, height: 40) { Arrows() }.rootNode()),
                                   canvasSize: CGSize(width: 100, height: 40), measurer: ParityMeasurer())
    var heart: [Double] = [], arrow: [Double] = []
    for item in try runtime.displayList(at: 0).items {
      guard case .fill(_, .solid(let c), _, let t) = item else { continue }
      if c.red > 0.9 && c.blue < 0.5 { heart.append(t.determinant) }
      if c.blue > 0.9 && c.red < 0.5 { arrow.append(t.determinant) }
    }
    XCTAssertFalse(heart.isEmpty); XCTAssertFalse(arrow.isEmpty)
    XCTAssertTrue(heart.allSatisfy { abs($0 - 1) < 1e-9 }, "\(heart)")
    XCTAssertTrue(arrow.allSatisfy { abs($0 + 1) < 1e-9 }, "\(arrow)")
  }
}
