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

// Programmatic scrolling: a reader's proxy and a scroll position, over ten 50-point rows in a
// 200-point scroll view (content 500 points: offsets 0…300).
private struct Feed: View {
  var anchor: UnitPoint? = .bottom
  var first = 9
  /// `.id(i)` on each row; without it, the rows are found by the `ForEach`'s own ids.
  var explicitIDs = true
  @State private var count = 10
  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<count, id: \.self) { i in
            if explicitIDs { Color.blue.frame(height: 50).id(i) } else { Color.blue.frame(height: 50) }
          }
        }
      }
      .frame(height: 200)
      .onAppear { proxy.scrollTo(first, anchor: anchor) }
      .onTapGesture {
        count += 1
        withAnimation(.easeInOut(duration: 0.6)) { proxy.scrollTo(count - 1, anchor: .bottom) }
      }
    }
  }
}

private struct Positioned: View {
  @State private var row: Int? = 3
  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<10, id: \.self) { i in Color.blue.frame(height: 50).id(i) }
      }
    }
    .scrollPosition(id: $row)
    .frame(height: 200)
  }
}

final class ProgrammaticScrollTests: XCTestCase {
  /// The scroll view's reported offset at each time (its `scrollView` modifier).
  func offsets(_ scene: _SceneDescription, at times: [Double]) throws -> [Double] {
    try InspectedNode.frames(scene, at: times).map { nodes in
      let modifiers = nodes.first?.json["modifiers"] as? [[String: Any]] ?? []
      let scroll = modifiers.first { $0["name"] as? String == "scrollView" }
      return ((scroll?["offset"] as? [Any])?.last as? NSNumber)?.doubleValue ?? .nan
    }
  }

  /// `scrollTo(9, anchor: .bottom)`: row 9's bottom (450 + 50) at the view's bottom (200): offset 300.
  /// A tap adds row 10 and scrolls to it in a 0.6 s ease-in-out: 300 → 350, halfway (325) at 0.3 s, as
  /// the curve is symmetric; the rows move as one, the new one with them.
  func testAReadersScrollToAnimatesInItsTransaction() throws {
    let scene = _scene(width: 300, height: 200, taps: [0.5]) { Feed() }
    let o = try offsets(scene, at: [0, 0.8, 1.5])
    XCTAssertEqual(o[0], 300, accuracy: 1e-6)
    XCTAssertEqual(o[1], 325, accuracy: 1e-3)
    XCTAssertEqual(o[2], 350, accuracy: 1e-6)
    let settled = try InspectedNode.frames(scene, at: [1.5])[0]
    XCTAssertEqual(settled.last?.y ?? .nan, 150, accuracy: 1e-6, "the new row at the bottom")
  }

  /// With no anchor the view is scrolled just enough to show it: row 5 (250…300) → offset 100. An id
  /// no view has scrolls nowhere.
  func testNoAnchorScrollsJustEnoughAndAnUnknownIdNowhere() throws {
    XCTAssertEqual(try offsets(_scene(width: 300, height: 200) { Feed(anchor: nil, first: 5) }, at: [0])[0], 100, accuracy: 1e-6)
    XCTAssertEqual(try offsets(_scene(width: 300, height: 200) { Feed(first: 42) }, at: [0])[0], 0, accuracy: 1e-6)
  }

  /// A `ForEach`'s own ids are found as explicit ones are: the same offsets without `.id` on the rows.
  func testRowsAreFoundByTheirForEachIDs() throws {
    let scene = _scene(width: 300, height: 200, taps: [0.5]) { Feed(explicitIDs: false) }
    let o = try offsets(scene, at: [0, 0.8, 1.5])
    XCTAssertEqual(o[0], 300, accuracy: 1e-6)
    XCTAssertEqual(o[1], 325, accuracy: 1e-3)
    XCTAssertEqual(o[2], 350, accuracy: 1e-6)
    XCTAssertEqual(try offsets(_scene(width: 300, height: 200) { Feed(anchor: nil, first: 5, explicitIDs: false) }, at: [0])[0], 100, accuracy: 1e-6)
  }

  /// `scrollPosition(id:)` shows its row at the top: row 3 → offset 150.
  func testScrollPositionShowsItsRowAtTheTop() throws {
    XCTAssertEqual(try offsets(_scene(width: 300, height: 200) { Positioned() }, at: [0])[0], 150, accuracy: 1e-6)
  }
}
