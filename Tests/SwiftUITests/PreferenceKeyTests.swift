import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import class ViewRuntime.SceneRuntime
import struct ViewRuntime.AnyView
import struct ViewRuntime.FrameInspection
import struct ViewRuntime.InspectNode
import XCTest

// Preferences through the compiled module and the runtime, checked against SwiftUI's documented rules
// (https://developer.apple.com/documentation/swiftui/preferencekey): values flow up, siblings fold with
// `reduce` in view-tree order, a subtree without a value contributes none, the outer writer wins,
// `onPreferenceChange` runs on appearance and once per distinct value, and a value measured by a
// `GeometryReader` reaches state before the frame is drawn.

/// Every value set below a reader, in tree order; `reduce` appends, so the order is visible, and
/// the default is a marker that would show if `reduce` were called for a subtree with no value.
private struct Trail: PreferenceKey {
  static var defaultValue: [String] = ["default"]
  static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct Width: PreferenceKey {
  static var defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct Number: PreferenceKey {
  static var defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
}

/// What the readers' actions were called with, in order.
private final class Calls<Value>: @unchecked Sendable {
  var values: [Value] = []
}

private struct Siblings: View {
  let calls: Calls<[String]>
  var body: some View {
    VStack {
      Text("a").preference(key: Trail.self, value: ["a"])
      Text("b")  // sets nothing: contributes nothing, not the default
      HStack {
        Text("c").preference(key: Trail.self, value: ["c"])
        Text("d").preference(key: Trail.self, value: ["inner"]).preference(key: Trail.self, value: ["d"])
      }
      Text("e").preference(key: Trail.self, value: ["e"]).transformPreference(Trail.self) { $0.append("e2") }
      Text("none").onPreferenceChange(Trail.self) { calls.values.append($0) }  // no writer below: the default
    }
    .onPreferenceChange(Trail.self) { calls.values.append($0) }
  }
}

private struct Halves: View {
  let calls: Calls<Int>
  @State private var taps = 0
  var body: some View {
    Text("taps \(taps)")
      .preference(key: Number.self, value: taps / 2)
      .onPreferenceChange(Number.self) { calls.values.append($0) }
      .onTapGesture { taps += 1 }
  }
}

/// A tab underline as wide as the label it sits under: the label's width is measured by a
/// background `GeometryReader` and stored by the parent.
private struct Underlined: View {
  let label: String
  @State private var width: CGFloat = 0
  var body: some View {
    VStack(spacing: 4) {
      Text(label).font(.title)
        .background(GeometryReader { proxy in Color.clear.preference(key: Width.self, value: proxy.size.width) })
      Rectangle().frame(width: width, height: 2)
    }
    .onPreferenceChange(Width.self) { width = $0 }
  }
}

/// A reader whose action changes the value it reads: never settles.
private struct Runaway: View {
  @State private var n = 0
  var body: some View {
    Text("n \(n)")
      .preference(key: Number.self, value: n)
      .onPreferenceChange(Number.self) { n = $0 + 1 }
  }
}

/// A label over a row built from the row's values, and a bar under it as wide as their count × 10.
private struct Badged: View {
  var body: some View {
    HStack(spacing: 8) {
      Text("ab").preference(key: Trail.self, value: ["ab"])
      Text("cde").preference(key: Trail.self, value: ["cde"])
    }
    .overlayPreferenceValue(Trail.self, alignment: .topTrailing) { trail in
      Text(trail.joined(separator: "+")).font(.caption)
    }
    .backgroundPreferenceValue(Trail.self) { trail in
      Color.gray.frame(width: CGFloat(trail.count) * 10)
    }
  }
}

final class PreferenceKeyTests: XCTestCase {
  private func runtime(_ scene: _SceneDescription) throws -> SceneRuntime {
    try SceneRuntime(root: ViewRuntime.AnyView(node: scene.rootNode()), canvasSize: CGSize(width: scene.width, height: scene.height),
                     taps: scene.taps, measurer: FixedTextMeasurer())
  }

  private func node(_ text: String, _ inspection: FrameInspection) -> InspectNode? {
    inspection.nodes.first { $0.text == text }
  }

  func testSiblingsReduceInTreeOrderAndOuterWriterWins() throws {
    let calls = Calls<[String]>()
    let r = try runtime(_scene(width: 300, height: 300) { Siblings(calls: calls) })
    _ = try r.inspect(at: 0)
    _ = try r.inspect(at: 1)
    // The inner reader (no writer below) reports first, as its subtree finishes first; then the outer.
    XCTAssertEqual(calls.values, [["default"], ["a", "c", "d", "e", "e2"]])
  }

  func testActionRunsOnAppearanceAndOncePerDistinctValue() throws {
    let calls = Calls<Int>()
    // taps 0→1→2→3→4: the value taps / 2 is 0, 0, 1, 1, 2.
    let r = try runtime(_scene(width: 200, height: 100, taps: [0.5, 1.0, 1.5, 2.0]) { Halves(calls: calls) })
    for t in stride(from: 0.0, through: 2.5, by: 0.25) { _ = try r.inspect(at: t) }
    XCTAssertNotNil(node("taps 4", try r.inspect(at: 2.5)))
    XCTAssertEqual(calls.values, [0, 1, 2])
  }

  func testGeometryReaderSizeReachesStateBeforeTheFrame() throws {
    let r = try runtime(_scene(width: 300, height: 200) { Underlined(label: "Highlights") })
    let frame = try r.inspect(at: 0)
    guard let label = node("Highlights", frame), let bar = frame.nodes.first(where: { $0.shape == "Rectangle" })
    else { return XCTFail("nodes: \(frame.nodes.map { $0.text ?? $0.shape ?? "?" })") }
    // FixedTextMeasurer: 0.6 × size per character; the bar is exactly as wide as the label, and under it.
    XCTAssertEqual(label.bounds[2], 10 * 0.6 * 28, accuracy: 0.001)  // `.title` is 28 pt
    XCTAssertEqual(bar.bounds[2], label.bounds[2], accuracy: 0.001)
    XCTAssertEqual(bar.bounds[3], 2, accuracy: 0.001)
    XCTAssertEqual(bar.bounds[1], label.bounds[1] + label.bounds[3] + 4, accuracy: 0.001)
  }

  func testALoopingReaderStopsAfterTheBoundWithOneWarning() throws {
    let r = try runtime(_scene(width: 200, height: 100) { Runaway() })
    var warnings: [String] = []
    r.onWarning = { warnings.append($0) }
    let frame = try r.inspect(at: 0)
    // Each round calls the action once (n = value + 1), then the runtime stops calling it for this time.
    XCTAssertNotNil(node("n \(SceneRuntime.preferenceRoundsPerTime)", frame), "\(frame.nodes.compactMap(\.text))")
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings.first?.contains("onPreferenceChange(Number.self)") ?? false, "\(warnings)")
  }

  func testOverlayAndBackgroundAreBuiltFromTheValue() throws {
    let r = try runtime(_scene(width: 300, height: 100) { Badged() })
    let frame = try r.inspect(at: 0)
    // Paint order: the background under the row, the overlay over it.
    XCTAssertEqual(frame.nodes.map { $0.text ?? $0.shape ?? "?" }, ["Color", "ab", "cde", "ab+cde"])
    guard let ab = node("ab", frame), let cde = node("cde", frame), let label = node("ab+cde", frame),
          let bar = frame.nodes.first(where: { $0.shape == "Color" }) else { return XCTFail("nodes") }
    let rowMinX = ab.bounds[0], rowMaxX = cde.bounds[0] + cde.bounds[2]
    XCTAssertEqual(rowMaxX - rowMinX, (2 + 3) * 0.6 * 17 + 8, accuracy: 0.001)  // `.body` is 17 pt
    // Top-trailing in the row's frame; `.caption` is 12 pt.
    XCTAssertEqual(label.bounds[2], 6 * 0.6 * 12, accuracy: 0.001)
    XCTAssertEqual(label.bounds[0] + label.bounds[2], rowMaxX, accuracy: 0.001)
    XCTAssertEqual(label.bounds[1], ab.bounds[1], accuracy: 0.001)
    // Two values: 20 wide, centred on the row, as tall as it.
    XCTAssertEqual(bar.bounds[2], 20, accuracy: 0.001)
    XCTAssertEqual(bar.bounds[0] + 10, (rowMinX + rowMaxX) / 2, accuracy: 0.001)
    XCTAssertEqual(bar.bounds[3], ab.bounds[3], accuracy: 0.001)
  }
}
