import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// A horizontal carousel of cards, each as wide as the scroll view less its 40-point content margins
// (390 − 80 = 310), 12 apart, with a bound scroll position. A target is aligned to the margin, as iOS
// aligns it to the content insets: card 0 starts at x = 40 unscrolled, and after the position becomes 2
// (tapped at 0.5 s, without animation) card 2 starts there too, its neighbours peeking on both sides.
private struct Carousel: View {
  @State private var position: Int? = 0
  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 12) {
        ForEach(0..<4, id: \.self) { i in
          Text("Card \(i)").frame(maxWidth: .infinity, maxHeight: .infinity).containerRelativeFrame(.horizontal).frame(height: 120).id(i)
        }
      }
      .scrollTargetLayout()
    }
    .contentMargins(.horizontal, 40, for: .scrollContent)
    .scrollTargetBehavior(.viewAligned)
    .scrollPosition(id: $position)
    .onTapGesture { position = 2 }
  }
}

final class ScrollMarginTargetTests: XCTestCase {
  func testATargetIsAlignedToTheContentMargin() throws {
    let frames = try InspectedNode.frames(_scene(width: 390, height: 200, taps: [0.5]) { Carousel() }, at: [0.2, 1])
    let first = try XCTUnwrap(frames[0].text("Card 0")), third = try XCTUnwrap(frames[1].text("Card 2"))
    XCTAssertEqual(first.midX, 40 + 155, accuracy: 1e-3)
    XCTAssertEqual(third.midX, 40 + 155, accuracy: 1e-3)
    // Its neighbour peeks 12 points after its end: card 3 starts at 40 + 310 + 12 = 362.
    XCTAssertEqual(try XCTUnwrap(frames[1].text("Card 3")).midX, 362 + 155, accuracy: 1e-3)
  }
}
