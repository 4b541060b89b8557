import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// `position(x:y:)` and `position(_:)`. The interpreter has no `position`, so the reference is
// SwiftUI's rule: the view's centre sits at the point in its parent's space, and the point animates.

private struct Positioned: View {
  @State private var moved = false
  var body: some View {
    ZStack {
      Color.blue.frame(width: 40, height: 20).position(x: moved ? 150 : 50, y: 30)
      Text("Hi").position(CGPoint(x: 100, y: 110))
    }
    .frame(width: 200, height: 160)
    .onTapGesture { withAnimation(.linear(duration: 1)) { moved = true } }
  }
}

/// A bar that grows while its point moves, in one linear transaction (as a chart annotation or a
/// "pop out" card does), and one that grows at a fixed point.
private struct GrowingAtPoint: View {
  @State private var tall = false
  var body: some View {
    ZStack {
      Color.blue.frame(width: 40, height: tall ? 200 : 20).position(x: tall ? 150 : 50, y: 150)
      Color.red.frame(width: 10, height: tall ? 100 : 20).position(x: 180, y: 150)
    }
    .frame(width: 200, height: 300)
    .onTapGesture { withAnimation(.linear(duration: 1)) { tall = true } }
  }
}

final class ModifierPositionTests: XCTestCase {
  /// Size and point animate together: halfway through a linear second (tap at 0.5 s, frame at 1 s)
  /// the blue bar is (20 + 200) / 2 = 110 tall, centred at x (50 + 150) / 2 = 100, y 150; the red one
  /// (20 + 100) / 2 = 60 tall at its fixed point. Its size used to jump to 200 while the point moved.
  func testSizeAnimatesWhileThePointMoves() throws {
    let frames = try InspectedNode.frames(_scene(width: 200, height: 300, taps: [0.5]) { GrowingAtPoint() }, at: [0, 1, 2])
    let expected: [(blueMidX: Double, blueHeight: Double, redHeight: Double)] = [(50, 20, 20), (100, 110, 60), (150, 200, 100)]
    for (nodes, want) in zip(frames, expected) {
      guard let blue = nodes.first(where: { $0.width == 40 }), let red = nodes.first(where: { $0.width == 10 }) else {
        return XCTFail("missing nodes: \(nodes.map(\.json))")
      }
      XCTAssertEqual(blue.midX, want.blueMidX, accuracy: 0.001)
      XCTAssertEqual(blue.midY, 150, accuracy: 0.001)
      XCTAssertEqual(blue.height, want.blueHeight, accuracy: 0.001)
      XCTAssertEqual(red.midX, 180, accuracy: 0.001)
      XCTAssertEqual(red.midY, 150, accuracy: 0.001)
      XCTAssertEqual(red.height, want.redHeight, accuracy: 0.001)
    }
  }

  /// The centre is at the point (ZStack at the canvas origin, as the frame fills the canvas); a
  /// linear 1 s animation from the tap at 0.5 s is halfway at 1 s: centre x 100 = (50 + 150) / 2.
  func testViewIsCentredOnItsPositionAndThePointAnimates() throws {
    let frames = try InspectedNode.frames(_scene(width: 200, height: 160, taps: [0.5]) { Positioned() }, at: [0, 1, 2])
    let expectedMidX = [50.0, 100, 150]
    for (nodes, midX) in zip(frames, expectedMidX) {
      guard let box = nodes.first(where: { $0.text == nil && $0.width == 40 }), let hi = nodes.text("Hi") else {
        return XCTFail("missing nodes: \(nodes.map(\.json))")
      }
      XCTAssertEqual(box.midX, midX, accuracy: 0.001)
      XCTAssertEqual(box.midY, 30, accuracy: 0.001)
      XCTAssertEqual(box.height, 20, accuracy: 0.001)
      XCTAssertEqual(hi.midX, 100, accuracy: 0.001)
      XCTAssertEqual(hi.midY, 110, accuracy: 0.001)
    }
  }
}
