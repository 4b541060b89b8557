import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// A hero transition: a small card replaced by a large one with the same matched id, in a 1 s linear
// animation. Both fly along the shared frame, cross-fading, as SwiftUI draws them.
private struct Hero: View {
  @Namespace private var ns
  @State private var expanded = false
  var body: some View {
    VStack {
      if expanded {
        RoundedRectangle(cornerRadius: 24).fill(.blue).matchedGeometryEffect(id: "card", in: ns).frame(width: 260, height: 200)
        Spacer()
      } else {
        Spacer()
        RoundedRectangle(cornerRadius: 12).fill(.orange).matchedGeometryEffect(id: "card", in: ns).frame(width: 80, height: 80)
      }
    }
    .frame(width: 300, height: 400)
    .onTapGesture { withAnimation(.linear(duration: 1)) { expanded.toggle() } }
  }
}

final class MatchedFlightTests: XCTestCase {
  /// The small card is 80 × 80 at the bottom centre (110, 320), the large one 260 × 200 at the top
  /// (20, 0). Half way (0.7 s, the tap at 0.2 s), the shared frame is their average, (65, 160, 170, 140),
  /// and the leaving card is drawn there too, half faded; at the end only the large card is left.
  func testTheLeavingViewFliesWithTheOneThatReplacesIt() throws {
    let frames = try InspectedNode.frames(_scene(width: 300, height: 400, taps: [0.2]) { Hero() }, at: [0.1, 0.7, 1.5])
    let shapes = frames.map { $0.filter { $0.json["shape"] as? String == "RoundedRectangle" } }
    XCTAssertEqual(shapes[0].map(\.bounds), [[110, 320, 80, 80]])
    XCTAssertEqual(shapes[1].count, 2)
    for shape in shapes[1] {
      for (a, b) in zip(shape.bounds, [65.0, 160, 170, 140]) { XCTAssertEqual(a, b, accuracy: 1e-6, "\(shape.json)") }
    }
    XCTAssertEqual(shapes[2].map(\.bounds), [[20, 0, 260, 200]])
  }
}
