import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import XCTest

// iOS 17 carousels as apps write them: cards sized against the scroll view, content margins, and
// scroll transitions that fade and shrink the cards at the edges.
private struct Carousel: View {
  var margins: CGFloat = 0
  var safeArea: CGFloat = 0
  var configuration: ScrollTransitionConfiguration = .interactive
  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 0) {
        ForEach(0..<5, id: \.self) { i in
          Color.blue
            .frame(width: 120, height: 50)
            .scrollTransition(configuration) { content, phase in
              content
                .opacity(phase.isIdentity ? 1 : 0.2)
                .scaleEffect(phase.isIdentity ? 1 : 0.8)
            }
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
    .contentMargins(.horizontal, margins, for: .scrollContent)
    .safeAreaPadding(.horizontal, safeArea)
    .scrollIndicators(.hidden)
    .frame(width: 300)
  }
}

private struct SizedCards: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 10) {
        ForEach(0..<4, id: \.self) { _ in
          Color.orange.containerRelativeFrame(.horizontal, count: 2, spacing: 10).frame(height: 40)
        }
      }
    }
    .contentMargins(20, for: .scrollContent)
    .contentMargins(.horizontal, 50, for: .scrollIndicators)
    .frame(width: 300)
  }
}

private struct Unclipped: View {
  var clipped: Bool
  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 0) { Color.red.frame(width: 200, height: 20) }
    }
    .scrollClipDisabled(!clipped)
    .frame(width: 100)
  }
}

private struct GroupedForm: View {
  var hidden: Bool
  var body: some View {
    Form { Text("Row") }
      .scrollContentBackground(hidden ? .hidden : .visible)
      .background(Color.green)
  }
}

final class ScrollTargetParityTests: XCTestCase {
  /// The cards' opacities and scales, left to right.
  func effects(_ scene: _SceneDescription) throws -> [(opacity: Double, scale: Double, x: Double)] {
    try InspectedNode.frames(scene, at: [0])[0].filter { $0.json["shape"] as? String == "Color" }.map { node in
      let modifiers = node.json["modifiers"] as? [[String: Any]] ?? []
      let opacity = modifiers.first { $0["name"] as? String == "opacity" }?["value"] as? Double ?? .nan
      let scale = modifiers.first { $0["name"] as? String == "scaleEffect" }?["x"] as? Double ?? .nan
      return (opacity, scale, node.x)
    }
  }

  /// 120-point cards in a 300-point scroll view: two are inside, the third half inside, the rest
  /// outside. The visible half is the progress t = 0.5 to the threshold (fully visible); the
  /// interactive configuration's easeInOut curve, symmetric about its middle, gives 0.5 there, so the
  /// third card is drawn halfway to the edge phase's effect: opacity 1 + (0.2 − 1) × 0.5 = 0.6, scale
  /// 1 + (0.8 − 1) × 0.5 = 0.9. The hidden cards get all of it.
  func testCardsFadeAndShrinkByHowMuchOfThemIsVisible() throws {
    let cards = try effects(_scene(width: 300, height: 100) { Carousel() })
    XCTAssertEqual(cards.count, 5)
    for (i, expected) in [(1.0, 1.0), (1, 1), (0.6, 0.9), (0.2, 0.8), (0.2, 0.8)].enumerated() {
      XCTAssertEqual(cards[i].opacity, expected.0, accuracy: 1e-3, "card \(i)")
      XCTAssertEqual(cards[i].scale, expected.1, accuracy: 1e-3, "card \(i)")
    }
  }

  /// `.identity` draws every card at rest; `.animated` switches at the threshold, so the half-visible
  /// card gets the whole edge effect.
  func testIdentityAndAnimatedConfigurations() throws {
    let still = try effects(_scene(width: 300, height: 100) { Carousel(configuration: .identity) })
    XCTAssertEqual(still.map(\.opacity), [1, 1, 1, 1, 1])
    let animated = try effects(_scene(width: 300, height: 100) { Carousel(configuration: .animated) })
    XCTAssertEqual(animated.map(\.opacity), [1, 1, 0.2, 0.2, 0.2])
    // Half visible is visible enough at a threshold of 0.5.
    let lenient = try effects(_scene(width: 300, height: 100) { Carousel(configuration: .interactive.threshold(.visible(0.5))) })
    XCTAssertEqual(lenient[2].opacity, 1, accuracy: 1e-9)
  }

  /// Content margins and `safeAreaPadding` on the scroll view inset its content, which starts 30 in
  /// (20 + 10) without the scroll view itself shrinking: the third card now starts at 270, so 30 of
  /// its 120 points show, t = 0.25, and easeInOut (the cubic Bézier (0.42, 0), (0.58, 1)) at 0.25
  /// is 0.129 (solved below), drawn 1 − 0.129 of the way to the edge effect.
  func testMarginsInsetTheContentInsideTheScrollView() throws {
    let cards = try effects(_scene(width: 300, height: 100) { Carousel(margins: 20, safeArea: 10) })
    XCTAssertEqual(cards.map(\.x).prefix(2), [30, 150])
    let eased = UnitCurve.easeInOut.value(at: 0.25)
    XCTAssertEqual(eased, 0.129, accuracy: 1e-3)
    XCTAssertEqual(cards[2].opacity, 1 + (0.2 - 1) * (1 - eased), accuracy: 1e-3)
  }

  /// A `containerRelativeFrame` measures the scroll view less its content margins: (300 − 40 − 10) / 2
  /// = 125 for each of two cards with a 10-point gap. Margins for the indicators change nothing.
  func testContainerRelativeFramesMeasureInsideTheMargins() throws {
    let nodes = try InspectedNode.frames(_scene(width: 300, height: 100) { SizedCards() }, at: [0])[0]
      .filter { $0.json["shape"] as? String == "Color" }
    XCTAssertEqual(nodes.first?.width ?? 0, 125, accuracy: 1e-9)
    XCTAssertEqual(nodes.first?.x ?? 0, 20, accuracy: 1e-9)
    XCTAssertEqual(nodes.dropFirst().first?.x ?? 0, 155, accuracy: 1e-9)
  }

  /// `scrollClipDisabled()` leaves out the scroll view's clip: the content is drawn past its bounds.
  func testScrollClipDisabledDrawsBeyondTheBounds() throws {
    func layers(_ clipped: Bool) throws -> Int {
      try displayLists(compiled: _scene(width: 300, height: 100) { Unclipped(clipped: clipped) }, at: [0])[0].items.filter {
        if case .beginLayer = $0 { return true } else { return false }
      }.count
    }
    XCTAssertEqual(try layers(true), 1)
    XCTAssertEqual(try layers(false), 0)
  }

  /// `scrollContentBackground(.hidden)` leaves out the form's grouped grey: the green behind it is
  /// what fills the screen around the row's group.
  func testHiddenScrollContentBackgroundShowsWhatIsBehind() throws {
    func solidFills(_ hidden: Bool) throws -> [RGBAColor] {
      try displayLists(compiled: _scene(width: 300, height: 200) { GroupedForm(hidden: hidden) }, at: [0])[0].items.compactMap {
        if case .fill(_, .solid(let c), _, _) = $0 { return c } else { return nil }
      }
    }
    let grouped = RGBAColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    func isGrouped(_ c: RGBAColor) -> Bool { abs(c.red - grouped.red) < 0.01 && abs(c.green - grouped.green) < 0.01 && abs(c.blue - grouped.blue) < 0.01 }
    XCTAssertTrue(try solidFills(false).contains(where: isGrouped))
    XCTAssertFalse(try solidFills(true).contains(where: isGrouped))
  }
}
