import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// The `Layout` protocol, `AnyLayout` and the stack layouts. The interpreter has no custom layouts, so
// the reference is what the layout's own code says: its size centred in the canvas, each subview's
// anchor at the point it was placed, and a switch between layouts animating the subviews between them.

/// Subview i at (i × step, i × step) from the top-left; the last one is left unplaced when `skipLast`.
private struct Diagonal: Layout {
  var step: CGFloat = 30
  var skipLast = false

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let last = subviews.last?.sizeThatFits(.unspecified) ?? .zero
    let offset = step * CGFloat(max(subviews.count - 1, 0))
    return CGSize(width: offset + last.width, height: offset + last.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let placed = skipLast ? subviews[0..<(subviews.count - 1)] : subviews[0..<subviews.count]
    for (i, subview) in zip(placed.indices, placed) {
      subview.place(at: CGPoint(x: bounds.minX + step * CGFloat(i), y: bounds.minY + step * CGFloat(i)), proposal: .unspecified)
    }
  }
}

/// Every subview as wide as the widest, measured once in the cache.
private struct EqualWidths: Layout {
  struct Cache { var width: CGFloat; var height: CGFloat }

  func makeCache(subviews: Subviews) -> Cache {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return Cache(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    CGSize(width: cache.width * CGFloat(subviews.count), height: cache.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    for (i, subview) in subviews.enumerated() {
      subview.place(at: CGPoint(x: bounds.minX + cache.width * (CGFloat(i) + 0.5), y: bounds.midY), anchor: .center,
                    proposal: ProposedViewSize(width: cache.width, height: cache.height))
    }
  }
}

private struct Squares: View {
  var body: some View {
    ForEach(0..<3, id: \.self) { i in Color.blue.frame(width: 20, height: 20).opacity(0.5 + 0.1 * Double(i)) }
  }
}

private struct Switching: View {
  @State private var diagonal = true
  var body: some View {
    let layout = diagonal ? AnyLayout(Diagonal()) : AnyLayout(HStackLayout(spacing: 10))
    layout { Squares() }
      .onTapGesture { withAnimation(.linear(duration: 1)) { diagonal = false } }
  }
}

/// Sizes itself as its first subview's answer to `.infinity` and places every subview with that
/// proposal: a greedy subview answers infinity, which must not become a frame.
private struct InfiniteOffer: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(.infinity) ?? .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews { subview.place(at: bounds.origin, proposal: .infinity) }
  }
}

final class LayoutProtocolTests: XCTestCase {
  private func squares(_ nodes: [InspectedNode]) -> [InspectedNode] {
    nodes.filter { $0.text == nil && $0.width == 20 && $0.height == 20 }.sorted { $0.x + $0.y < $1.x + $1.y }
  }

  /// 3 squares 30 pt apart: an 80 × 80 layout centred in 200 × 200, so at (60, 60), (90, 90), (120, 120).
  func testSubviewsGoWhereTheLayoutPlacesThem() throws {
    let nodes = squares(try InspectedNode.frames(_scene(width: 200, height: 200) { Diagonal { Squares() } }, at: [0])[0])
    XCTAssertEqual(nodes.map(\.x), [60, 90, 120])
    XCTAssertEqual(nodes.map(\.y), [60, 90, 120])
  }

  /// A subview the layout does not place is drawn centred in the layout's bounds (SwiftUI's rule).
  func testAnUnplacedSubviewIsCentred() throws {
    let nodes = squares(try InspectedNode.frames(_scene(width: 200, height: 200) { Diagonal(skipLast: true) { Squares() } }, at: [0])[0])
    XCTAssertEqual(nodes.map(\.x), [60, 90, 90])  // bounds 60…140: centre 100, so x = 90
    XCTAssertEqual(nodes.map(\.y), [60, 90, 90])
  }

  /// A 40 × 20 colour in `frame(maxWidth: .infinity)` answers `.infinity` with an infinite width. The
  /// layout reports that as its size for the canvas's 200 × 100 offer, so it takes the offer's 200 width
  /// (20 high, centred: y = 40); the subview, placed with `.infinity`, takes its ideal 40 × 20 at the
  /// layout's top-left corner instead of a frame without bounds.
  func testAnInfiniteProposalDrawsTheIdealSize() throws {
    let scene = _scene(width: 200, height: 100) {
      InfiniteOffer { Color.red.frame(idealWidth: 40, maxWidth: .infinity, idealHeight: 20, maxHeight: 20) }
    }
    let nodes = try InspectedNode.frames(scene, at: [0])[0]
    XCTAssertEqual(nodes.count, 1)
    XCTAssertEqual(nodes.first.map { [$0.x, $0.y, $0.width, $0.height] }, [0, 40, 40, 20])
  }

  /// The cache's widest width for every text; each is centred in its equal slot.
  func testTheCacheMeasuresOnceForEverySubview() throws {
    let scene = _scene(width: 300, height: 100) { EqualWidths { Text("a"); Text("abcd"); Text("ab") } }
    let nodes = try InspectedNode.frames(scene, at: [0])[0]
    guard let a = nodes.text("a"), let abcd = nodes.text("abcd"), let ab = nodes.text("ab") else { return XCTFail("texts") }
    // Three slots as wide as "abcd", centred on x = 150: slot centres at 150 − slot, 150, 150 + slot.
    let slot = abcd.width
    XCTAssertGreaterThan(slot, ab.width)
    XCTAssertEqual(abcd.midX, 150, accuracy: 0.001)
    XCTAssertEqual(a.midX, 150 - slot, accuracy: 0.001)
    XCTAssertEqual(ab.midX, 150 + slot, accuracy: 0.001)
  }

  /// From the diagonal to `HStackLayout(spacing: 10)` (80 × 20 centred: y 90, x 60, 90, 120), linear
  /// over 1 s from the tap at 0.5 s: halfway at 1 s, the first square's y is (60 + 90) / 2.
  func testAnyLayoutSwitchAnimatesTheSubviews() throws {
    let frames = try InspectedNode.frames(_scene(width: 200, height: 200, taps: [0.5]) { Switching() }, at: [0, 1, 2]).map(squares)
    XCTAssertEqual(frames[0].map(\.y), [60, 90, 120])
    XCTAssertEqual(frames[2].map(\.x), [60, 90, 120])
    XCTAssertEqual(frames[2].map(\.y), [90, 90, 90])
    XCTAssertEqual(frames[1].map(\.y), [75, 90, 105])
  }
}
