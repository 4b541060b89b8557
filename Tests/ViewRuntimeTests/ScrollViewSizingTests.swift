import Foundation
import Graphics
import Testing
@testable import ViewRuntime

/// How big a scroll view is (see `ScrollViewNode`): along its scroll axis it takes the length it is
/// offered; across it, its content's length for the offered one, as SwiftUI's does
/// (https://www.swiftuifieldguide.com/layout/scrollview/). Text from the fixed test measurer:
/// 0.6 × 17 = 10.2 per character, 17 per line.
@Suite("Scroll view sizing")
struct ScrollViewSizingTests {
  /// `ScrollView(axes) { content }` as the SwiftUI module builds it.
  struct Scroll: PrimitiveView {
    let _node: ViewNode
    init(_ axes: Edge.Set, @ViewBuilder content: () -> some View) {
      _node = .primitive(ScrollViewNode(axes: axes, content: content()._node))
    }
  }

  @Test func horizontalCarouselIsAsTallAsItsCards() throws {
    let (list, _) = try render(VStack(alignment: .leading, spacing: 12) {
      Text("Featured")
      Scroll(.horizontal) {
        HStack(spacing: 10) { ForEach(0..<4) { _ in Color.red.frame(width: 100, height: 60) } }
      }
      Spacer()
    }, width: 300, height: 400)
    // The cards are 4 · 100 + 3 · 10 = 430 by 60. The scroll view takes the offered width (300) and its
    // content's height, 60, so the spacer takes 400 − 17 − 60 − 2 · 12 = 299 and the cards sit right
    // under the title at y = 17 + 12 = 29. (Taking the offered height, 400 − 17 − 24 − 8 = 351, it
    // would have centred them 145.5 lower.)
    let expected = (0..<4).map { CGRect(x: Double($0) * 110, y: 29, width: 100, height: 60) }
    let fills = fillBounds(list)
    #expect(fills.count == 4)
    #expect(zip(fills, expected).allSatisfy { close($0, $1, 1e-6) })
  }

  @Test func verticalScrollViewIsAsWideAsItsContent() throws {
    let (list, _) = try render(HStack(spacing: 0) {
      Scroll(.vertical) { Color.blue.frame(width: 120, height: 50) }
      Color.green
    }, width: 300, height: 400)
    // The scroll view is 120 wide (its content's width) and 400 tall (offered), so the green colour is
    // offered 300 − 120 = 180; the content rests at the top. (Taking its even share, 150, the scroll
    // view would have centred the content at x = 15 and left the green 150.)
    let fills = fillBounds(list)
    #expect(fills.count == 2)
    #expect(close(fills[0], CGRect(x: 0, y: 0, width: 120, height: 50), 1e-6))
    #expect(close(fills[1], CGRect(x: 120, y: 0, width: 180, height: 400), 1e-6))
  }

  @Test func scrollingBothWaysTakesTheWholeOffer() throws {
    let (list, _) = try render(HStack(spacing: 0) {
      Scroll([.horizontal, .vertical]) { Color.blue.frame(width: 120, height: 50) }
      Color.green
    }, width: 300, height: 400)
    // No cross axis: the scroll view takes its even share, 150 by 400, and centres nothing; the
    // content rests at its top-leading corner and the green takes the other 150.
    let fills = fillBounds(list)
    #expect(fills.count == 2)
    #expect(close(fills[0], CGRect(x: 0, y: 0, width: 120, height: 50), 1e-6))
    #expect(close(fills[1], CGRect(x: 150, y: 0, width: 150, height: 400), 1e-6))
  }
}
