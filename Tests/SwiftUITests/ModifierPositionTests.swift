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

final class ModifierPositionTests: XCTestCase {
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
