import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import ViewRuntime
import XCTest

// Both modules declare these views; the scenes here are SwiftUI's.
private typealias Text = SwiftUI.Text
private typealias VStack = SwiftUI.VStack
private typealias List = SwiftUI.List
private typealias Toggle = SwiftUI.Toggle
private typealias Picker = SwiftUI.Picker

/// A measurer whose characters are 0.6 × the size wide, plus the font's tracking between each pair
/// (as Pango's letter spacing adds it), so tightening shows in widths.
private struct TrackingMeasurer: TextMeasurer {
  func measure(_ text: String, font: FontDescriptor) -> TextMetrics {
    let n = Double(text.count)
    return TextMetrics(width: n * font.size * 0.6 + max(0, n - 1) * font.tracking, ascent: font.size * 0.8, descent: font.size * 0.2)
  }
}

private func runs(_ scene: _SceneDescription) throws -> [TextRun] {
  let runtime = try SceneRuntime(root: ViewRuntime.AnyView(node: scene.rootNode()),
                                 canvasSize: CGSize(width: scene.width, height: scene.height), taps: [], measurer: TrackingMeasurer())
  return try runtime.displayList(at: 0).items.compactMap {
    if case .text(let run, _) = $0 { return run }
    return nil
  }
}

/// `allowsTightening`, `textScale`: "12345678" in 20-point monospaced type (no tracking of its own)
/// is 96 points wide.
final class TextSurfaceTests: XCTestCase {
  private func tight(_ width: Double, allows: Bool) throws -> TextRun {
    try XCTUnwrap(runs(_scene(width: 200, height: 100) {
      Text("12345678").font(.system(size: 20, design: .monospaced)).lineLimit(1).frame(width: width).allowsTightening(allows)
    }).first)
  }

  /// In 92 points (96/92 = 1.043, within AppKit's 5 %) the 7 gaps tighten by 4/7 point each and the
  /// text is drawn whole; without the modifier its spacing stays.
  func testTighteningFitsATextWithinFivePercent() throws {
    let run = try tight(92, allows: true)
    XCTAssertEqual(run.text, "12345678")
    XCTAssertEqual(run.font.tracking, -4.0 / 7, accuracy: 1e-9)
    XCTAssertEqual(try tight(92, allows: false).font.tracking, 0)
  }

  /// In 90 points (96/90 = 1.067) it does not tighten: it is cut at its own spacing.
  func testTighteningStopsBeyondFivePercent() throws {
    XCTAssertEqual(try tight(90, allows: true).font.tracking, 0)
  }

  func testSecondaryTextScaleDrawsAtEightyPercent() throws {
    let drawn = try runs(_scene(width: 300, height: 200) {
      VStack {
        Text("kg").textScale(.secondary)
        Text("lb").textScale(.secondary, isEnabled: false)
        Text("$").textScale(.secondary) + Text("42")
      }.font(.system(size: 20, design: .monospaced))
    })
    XCTAssertEqual(try XCTUnwrap(drawn.first { $0.text == "kg" }).font.size, 16, accuracy: 1e-9)
    XCTAssertEqual(try XCTUnwrap(drawn.first { $0.text == "lb" }).font.size, 20, accuracy: 1e-9)
    // The concatenation: the whole at 20 points, its "$" part at 16.
    let joined = try XCTUnwrap(drawn.first { $0.text == "$42" })
    XCTAssertEqual(joined.font.size, 20, accuracy: 1e-9)
    XCTAssertEqual(joined.spans.first?.font.size ?? 0, 16, accuracy: 1e-9)
  }
}

/// `badgeProminence` and `labelsVisibility`, in a list.
final class BadgeAndLabelsVisibilityTests: XCTestCase {
  private func nodes(_ content: @escaping () -> some SwiftUI.View) throws -> [InspectedNode] {
    try InspectedNode.frames(_scene(width: 300, height: 300) { List { content() } }, at: [0])[0]
  }

  /// An increased badge is drawn on a red capsule; a standard or decreased one has none.
  func testIncreasedBadgeHasARedPlatter() throws {
    func capsules(_ p: BadgeProminence) throws -> Int {
      try nodes { Text("Errors").badge(3).badgeProminence(p) }.filter { $0.json["shape"] as? String == "Capsule" }.count
    }
    XCTAssertEqual(try capsules(.increased), 1)
    XCTAssertEqual(try capsules(.standard), 0)
    XCTAssertEqual(try capsules(.decreased), 0)
  }

  /// `.hidden` hides a toggle's label; `.visible` below it shows it again.
  func testLabelsVisibilityHidesAndShowsLabels() throws {
    XCTAssertNil(try nodes { Toggle("Wi-Fi", isOn: .constant(true)).labelsVisibility(.hidden) }.text("Wi-Fi"))
    XCTAssertNotNil(try nodes { Toggle("Wi-Fi", isOn: .constant(true)).labelsVisibility(.visible).labelsVisibility(.hidden) }.text("Wi-Fi"))
    XCTAssertNil(try nodes {
      Picker("Sort", selection: .constant(1)) { Text("Name").tag(1) }.pickerStyle(.navigationLink).labelsVisibility(.hidden)
    }.text("Sort"))
  }
}
