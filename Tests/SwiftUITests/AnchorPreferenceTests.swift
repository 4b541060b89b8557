import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import class ViewRuntime.SceneRuntime
import struct ViewRuntime.AnyView
import struct ViewRuntime.FrameInspection
import struct ViewRuntime.InspectNode
import XCTest

// Anchor preferences through the compiled module and the runtime: an anchor is taken where its view is
// drawn in the frame being drawn, and a `GeometryProxy` gives it in its own coordinates
// (https://developer.apple.com/documentation/swiftui/anchor). Every expected number is worked out by
// hand from the layout in the comments; FixedTextMeasurer makes text 0.6 × size per character.

private struct BoundsKey: PreferenceKey {
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

private struct PointKey: PreferenceKey {
  static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
}

private struct TabsKey: PreferenceKey {
  static var defaultValue: [String: Anchor<CGRect>] = [:]
  static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
    value.merge(nextValue()) { $1 }
  }
}

/// A 2 pt bar under the anchored rectangle, as wide as it.
private struct Underline: View {
  let anchor: Anchor<CGRect>?
  var body: some View {
    GeometryReader { proxy in
      if let anchor {
        Rectangle().frame(width: proxy[anchor].width, height: 2)
          .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY)
      }
    }
  }
}

/// A highlight that grows and slides right in a linear second when tapped; the anchor is taken inside
/// the offset, so the offset moves it.
private struct SlidingHighlight: View {
  @State private var right = false
  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.clear.frame(width: 300, height: 100)
      Color.blue.frame(width: right ? 120 : 40, height: 20)
        .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        .offset(x: right ? 160 : 20, y: 30)
    }
    .overlayPreferenceValue(BoundsKey.self) { Underline(anchor: $0) }
    .onTapGesture { withAnimation(.linear(duration: 1)) { right.toggle() } }
  }
}

/// The same view with the anchor taken outside the offset: SwiftUI's offset moves the drawing, not the
/// frame the modifiers after it see (https://developer.apple.com/documentation/swiftui/view/offset(x:y:)).
private struct AnchorOutsideOffset: View {
  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.clear.frame(width: 300, height: 100)
      Color.blue.frame(width: 40, height: 20)
        .offset(x: 20, y: 30)
        .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
    }
    .overlayPreferenceValue(BoundsKey.self) { Underline(anchor: $0) }
  }
}

/// A tooltip under a padded button, placed at the button's `.bottom` anchor.
private struct Tooltip: View {
  var body: some View {
    VStack(spacing: 8) {
      Text("Settings").frame(width: 200, height: 40)
      Button {} label: { Text("Save").frame(width: 80, height: 30) }
        .padding(12)
        .anchorPreference(key: PointKey.self, value: .bottom) { $0 }
    }
    .padding(20)
    .overlayPreferenceValue(PointKey.self) { point in
      GeometryReader { proxy in
        if let point {
          Color.orange.frame(width: 60, height: 24).position(x: proxy[point].x, y: proxy[point].y + 12)
        }
      }
    }
  }
}

/// Three tabs collected by name with `transformAnchorPreference`; the bar sits under the selected one.
private struct Tabs: View {
  @State private var selected = "a"
  var body: some View {
    HStack(spacing: 10) {
      ForEach([("a", 50.0), ("b", 70.0), ("c", 30.0)], id: \.0) { name, width in
        Color.gray.frame(width: width, height: 30)
          .transformAnchorPreference(key: TabsKey.self, value: .bounds) { $0[name] = $1 }
      }
    }
    .overlayPreferenceValue(TabsKey.self) { tabs in Underline(anchor: tabs[selected]) }
    .onTapGesture { withAnimation(.linear(duration: 1)) { selected = "b" } }
  }
}

private struct CornersKey: PreferenceKey {
  static var defaultValue: Anchor<[CGPoint]>? = nil
  static func reduce(value: inout Anchor<[CGPoint]>?, nextValue: () -> Anchor<[CGPoint]>?) { value = value ?? nextValue() }
}

/// A sub-rectangle and two corners of a card, read by a reader inside a padded container.
private struct Corners: View {
  var body: some View {
    Color.gray.frame(width: 120, height: 60)
      .anchorPreference(key: CornersKey.self, value: Anchor<[CGPoint]>.Source([.topLeading, .bottomTrailing])) { $0 }
      .anchorPreference(key: BoundsKey.self, value: .rect(CGRect(x: 10, y: 20, width: 30, height: 8))) { $0 }
      .padding(30)
      .overlayPreferenceValue(CornersKey.self) { corners in
        GeometryReader { proxy in
          if let corners {
            let points = proxy[corners]
            Color.red.frame(width: points[1].x - points[0].x, height: 4).offset(x: points[0].x, y: points[1].y)
          }
        }
      }
      .overlayPreferenceValue(BoundsKey.self) { Underline(anchor: $0) }
  }
}

/// Points of a scaled view, read by a reader outside the scale and by one under the same scale.
private struct Scaled: View {
  var body: some View {
    Color.green.frame(width: 100, height: 40)
      .anchorPreference(key: PointKey.self, value: .topTrailing) { $0 }
      .scaleEffect(0.5)
      .overlayPreferenceValue(PointKey.self) { point in
        GeometryReader { proxy in
          if let point { Color.red.frame(width: 4, height: 4).position(proxy[point]) }
        }
      }
  }
}

/// The `.leading` point of the first view of a right-to-left row, read by a reader outside the row.
private struct RightToLeftLeading: View {
  var body: some View {
    HStack(spacing: 10) {
      Color.red.frame(width: 40, height: 20)
        .anchorPreference(key: PointKey.self, value: .leading) { $0 }
      Color.blue.frame(width: 60, height: 20)
    }
    .environment(\.layoutDirection, .rightToLeft)
    .overlayPreferenceValue(PointKey.self) { point in
      GeometryReader { proxy in
        if let point { Color.orange.frame(width: 4, height: 4).position(proxy[point]) }
      }
    }
  }
}

final class AnchorPreferenceTests: XCTestCase {
  private func runtime(_ scene: _SceneDescription) throws -> SceneRuntime {
    try SceneRuntime(root: ViewRuntime.AnyView(node: scene.rootNode()), canvasSize: CGSize(width: scene.width, height: scene.height),
                     taps: scene.taps, measurer: FixedTextMeasurer())
  }

  private func shape(_ name: String, _ frame: FrameInspection, file: StaticString = #filePath, line: UInt = #line) throws -> [Double] {
    let nodes = frame.nodes.filter { $0.shape == name }
    guard let node = nodes.last else {
      XCTFail("no \(name): \(frame.nodes.map { $0.text ?? $0.shape ?? "?" })", file: file, line: line)
      throw XCTSkip("missing node")
    }
    return node.bounds.map { Double($0) }
  }

  private func assertRect(_ b: [Double], _ expected: [Double], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(b.count, 4, file: file, line: line)
    for (x, e) in zip(b, expected) { XCTAssertEqual(x, e, accuracy: 0.01, "\(b) vs \(expected)", file: file, line: line) }
  }

  func testUnderlineFollowsAnAnimatedFrameAndOffset() throws {
    // Canvas 300 × 200: the 300 × 100 ZStack is centred at y 50. The highlight sits at its top-leading
    // corner, moved by its offset: at rest (20, 80) 40 × 20, so the bar is at x 20, y 80 + 20, 40 wide.
    let r = try runtime(_scene(width: 300, height: 200, taps: [0.5]) { SlidingHighlight() })
    assertRect(try shape("Rectangle", try r.inspect(at: 0)), [20, 100, 40, 2])
    // Tapped at 0.5 s, linear over 1 s: at 1.0 s half-way, width 40 → 120 is 80, offset x 20 → 160 is
    // 90. The bar is where the highlight is drawn in this frame, not where it will rest.
    assertRect(try shape("Rectangle", try r.inspect(at: 1.0)), [90, 100, 80, 2])
    // A quarter in (0.75 s): width 60, x 55.
    assertRect(try shape("Rectangle", try r.inspect(at: 0.75)), [55, 100, 60, 2])
    assertRect(try shape("Rectangle", try r.inspect(at: 2.0)), [160, 100, 120, 2])
  }

  func testAnAnchorTakenOutsideAnOffsetIsTheLaidOutFrame() throws {
    // The highlight's frame is at the ZStack's corner (0, 50); its offset moves only its drawing.
    let r = try runtime(_scene(width: 300, height: 200) { AnchorOutsideOffset() })
    let frame = try r.inspect(at: 0)
    assertRect(try shape("Rectangle", frame), [0, 70, 40, 2])
  }

  func testTooltipAtTheBottomOfAPaddedButton() throws {
    // VStack: 200 wide, 40 + 8 + (30 + 2 × 12) = 102 tall; padded 240 × 142, centred in 300 × 300 at
    // (30, 79), so the stack is at (50, 99). The padded button, 104 × 54, is centred in the stack's
    // width at x 98, under the title at y 99 + 48 = 147: its bottom centre is (150, 201). The tooltip
    // is centred 12 below it: 60 × 24 at (120, 201).
    let r = try runtime(_scene(width: 300, height: 300) { Tooltip() })
    let frame = try r.inspect(at: 0)
    let button = try XCTUnwrap(frame.nodes.first { $0.text == "Save" })
    XCTAssertEqual(Double(button.bounds[0] + button.bounds[2] / 2), 150, accuracy: 0.01)
    assertRect(try shape("Color", frame), [120, 201, 60, 24])
  }

  func testTransformAnchorPreferenceCollectsTabsAndTheBarMovesToTheSelectedOne() throws {
    // HStack of 50, 70 and 30 with spacing 10: 170 wide, centred in 300 × 100 at (65, 35). Tab a is
    // at x 65, b at 125; the bar is under the tab, at y 35 + 30.
    let r = try runtime(_scene(width: 300, height: 100, taps: [0.5]) { Tabs() })
    assertRect(try shape("Rectangle", try r.inspect(at: 0)), [65, 65, 50, 2])
    // The selection changes in a linear second from 0.5 s: the anchor is b's at once, and the bar's
    // frame and offset animate in that transaction, as any view's would: half-way, x 95 and 60 wide.
    assertRect(try shape("Rectangle", try r.inspect(at: 1.0)), [95, 65, 60, 2])
    assertRect(try shape("Rectangle", try r.inspect(at: 2)), [125, 65, 70, 2])
  }

  func testArrayAndRectSources() throws {
    // The padded card is 180 × 120, centred in 300 × 200 at (60, 40); the card is at (90, 70). Its
    // corners are (90, 70) and (210, 130): the red bar is 120 wide at (90, 130). The rect (10, 20)
    // 30 × 8 in the card is (100, 90) on the canvas: its underline is at (100, 98), 30 wide.
    let r = try runtime(_scene(width: 300, height: 200) { Corners() })
    let frame = try r.inspect(at: 0)
    assertRect(try shape("Color", frame), [90, 130, 120, 4])
    assertRect(try shape("Rectangle", frame), [100, 98, 30, 2])
  }

  func testLeadingIsTheRightEdgeInARightToLeftRow() throws {
    // The 110 × 20 row is centred in 300 × 100 at (95, 40); right to left, the first view is the
    // rightmost, at x 165…205, and its leading edge is its right one (the subtree's coordinates are
    // mirrored, as SwiftUI mirrors leading and trailing): (205, 50), (110, 10) in the reader.
    let r = try runtime(_scene(width: 300, height: 100) { RightToLeftLeading() })
    assertRect(try shape("Color", try r.inspect(at: 0)), [203, 48, 4, 4])
  }

  func testAReaderOutsideAScaleGetsTheScaledPoint() throws {
    // The 100 × 40 view is centred in 300 × 200 at (100, 80); scaled by 0.5 about its centre (150, 100)
    // its top-trailing corner (200, 80) is drawn at (175, 90). The reader (the overlay, outside the
    // scale) covers the same frame, so the marker is centred at (175 - 100, 90 - 80) in it.
    let r = try runtime(_scene(width: 300, height: 200) { Scaled() })
    assertRect(try shape("Color", try r.inspect(at: 0)), [173, 88, 4, 4])
  }
}
