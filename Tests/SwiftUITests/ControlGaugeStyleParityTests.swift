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
