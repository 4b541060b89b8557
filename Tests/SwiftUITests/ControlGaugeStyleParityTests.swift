import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// A custom `GaugeStyle`. The interpreter has no custom gauge styles, so the reference is the same
// scene with the style's body written out in place of the gauge (as ControlCustomStyleParityTests
// does for the other styles): SwiftUI draws the gauge as `makeBody(configuration:)` says, with
// `configuration.value` the value's fraction of the range.

private struct BarGaugeStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 4) {
      configuration.label
      Color.blue.frame(width: 100 * configuration.value, height: 6)
      configuration.currentValueLabel
    }
  }
}

private struct Gauged: View {
  @State private var level = 30.0
  var body: some View {
    VStack(spacing: 10) {
      Gauge(value: level, in: 20...70) {
        Text("Level")
      } currentValueLabel: {
        Text("\(Int(level))")
      }
      .gaugeStyle(BarGaugeStyle())
      Gauge(value: 0.25) { Text("Plain") }
    }
    .onTapGesture { level = 95 }
  }
}

/// The style's body in place of the first gauge: 30 in 20…70 is 0.2, 95 is past the range and clamps to 1.
final class ControlGaugeStyleParityTests: XCTestCase {
  func testCustomGaugeStyleDrawsItsBodyFromTheFraction() throws {
    let scene = _scene(width: 300, height: 200, taps: [0.5]) { Gauged() }
    let frames = try InspectedNode.frames(scene, at: [0, 1])
    let bars = frames.map { $0.first { $0.text == nil && $0.height == 6 }?.width }
    XCTAssertEqual(bars[0] ?? .nan, 20, accuracy: 0.001)
    XCTAssertEqual(bars[1] ?? .nan, 100, accuracy: 0.001)
    XCTAssertNotNil(frames[1].text("95"))
    try assertMatchesRecording(scene, at: [0, 0.5, 1])
  }
}

// iOS's built-in gauge styles.
private struct BuiltInGauges: View {
  var body: some View {
    VStack(spacing: 20) {
      Gauge(value: 0.25) { Text("L") } currentValueLabel: { Text("25") }
        .gaugeStyle(.accessoryCircularCapacity)
      Gauge(value: 20, in: 0...40) { Text("km/h") } currentValueLabel: { Text("20") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("40") }
        .gaugeStyle(.accessoryCircular)
      Gauge(value: 0.5) { Text("Fill") } currentValueLabel: { Text("half") } minimumValueLabel: { Text("E") } maximumValueLabel: { Text("F") }
    }
  }
}

final class BuiltInGaugeStyleTests: XCTestCase {
  /// The capacity ring is a circle trimmed to the value (a quarter); the open ring's marker sits on the
  /// ring's centre line at 135° + 270° × 0.5 = 270°, straight above the centre, (58 − 6) / 2 = 26 points
  /// away; the default style puts the bounds' labels at the ends of its bar.
  func testRingsMarkersAndBoundsLabelsFollowTheValue() throws {
    let nodes = try InspectedNode.frames(_scene(width: 300, height: 400) { BuiltInGauges() }, at: [0])[0]
    func trim(_ n: InspectedNode) -> Double? {
      (n.json["modifiers"] as? [[String: Any]] ?? []).first { $0["name"] as? String == "trim" }?["to"] as? Double
    }
    let circles = nodes.filter { $0.json["shape"] as? String == "Circle" }
    XCTAssertTrue(circles.contains { trim($0) == 0.25 }, "the capacity ring trimmed to 0.25: \(circles.map(\.json))")
    let ring = try XCTUnwrap(circles.first { trim($0) == 0.75 }, "the open ring is three quarters of a circle")
    let marker = try XCTUnwrap(circles.first { $0.width < 10 && $0.y > ring.y - 10 && $0.y < ring.y + 58 })
    XCTAssertEqual(marker.midX, ring.midX, accuracy: 0.01)
    XCTAssertEqual(marker.midY, ring.midY - 26, accuracy: 0.01)
    for text in ["25", "20", "0", "40", "km/h"] where text != "km/h" { XCTAssertNotNil(nodes.text(text), text) }
    XCTAssertNil(nodes.text("km/h"), "with bounds' labels, the open ring's opening shows them, not the label")
    let e = try XCTUnwrap(nodes.text("E")), f = try XCTUnwrap(nodes.text("F"))
    XCTAssertLessThan(e.maxX, f.x)
    XCTAssertEqual(e.midY, f.midY, accuracy: 0.01)
  }
}
