import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// `Layout.spacing(subviews:cache:)`, `LayoutSubview.spacing` and `ViewSpacing`: a stack with default
// spacing keeps the spacing a custom layout reports around it, and a layout can space its subviews by
// their preferences (https://developer.apple.com/documentation/swiftui/viewspacing).

/// Its subviews one under the other, touching; it asks for no space around it (`ViewSpacing.zero`)
/// when `flush`, else the documented default (the union of its subviews').
private struct Column: Layout {
  var flush = true

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for subview in subviews {
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
      y += subview.sizeThatFits(.unspecified).height
    }
  }

  func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    flush ? .zero : subviews.reduce(into: ViewSpacing()) { $0.formUnion($1.spacing) }
  }
}

/// Its subviews in a row, each gap the distance the two neighbours' preferences ask for (the
/// `placeSubviews` example of Apple's `Layout` documentation).
private struct PreferredRow: Layout {
  private func gaps(_ subviews: Subviews) -> [CGFloat] {
    subviews.indices.dropLast().map { subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal) }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gaps(subviews).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let gaps = gaps(subviews)
    var x = bounds.minX
    for (i, subview) in subviews.enumerated() {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += subview.sizeThatFits(.unspecified).width + (i < gaps.count ? gaps[i] : 0)
    }
  }
}

private func square(_ color: Color) -> some View { color.frame(width: 20, height: 20) }

final class LayoutSpacingTests: XCTestCase {
  private func ys(_ scene: _SceneDescription) throws -> [Double] {
    try InspectedNode.frames(scene, at: [0])[0].filter { $0.width == 20 && $0.height == 20 }.map(\.y).sorted()
  }

  private func xs(_ scene: _SceneDescription) throws -> [Double] {
    try InspectedNode.frames(scene, at: [0])[0].filter { $0.width == 20 && $0.height == 20 }.map(\.x).sorted()
  }

  /// Red, a flush column of blue and green, then yellow, in a default-spaced VStack: no gap around the
  /// column, so 80 points tall centred in 200 (y 60, 80, 100, 120). Default spacing would give 96: 52, 80, 100, 128.
  func testAStackKeepsTheSpacingACustomLayoutReports() throws {
    let scene = _scene(width: 100, height: 200) {
      VStack {
        square(.red)
        Column { square(.blue); square(.green) }
        square(.yellow)
      }
    }
    XCTAssertEqual(try ys(scene), [60, 80, 100, 120])
  }

  /// The default `spacing(subviews:cache:)` (the union of the subviews') keeps the standard 8 points;
  /// so does a stack with explicit spacing, which ignores preferences.
  func testTheDefaultSpacingAndExplicitStackSpacingKeepTheirGaps() throws {
    let unioned = _scene(width: 100, height: 200) {
      VStack { square(.red); Column(flush: false) { square(.blue) }; square(.yellow) }
    }
    XCTAssertEqual(try ys(unioned), [62, 90, 118])
    let explicit = _scene(width: 100, height: 200) {
      VStack(spacing: 10) { square(.red); Column { square(.blue) }; square(.yellow) }
    }
    XCTAssertEqual(try ys(explicit), [60, 90, 120])
  }

  /// In a row spaced by preferences, plain views are 8 points apart and a flush column 0 from its
  /// neighbours: 20 + 8 + 20 + 0 + 20 + 0 + 20 = 88 wide, centred in 200 from x = 56.
  func testSubviewSpacingPreferencesGiveTheDistances() throws {
    let scene = _scene(width: 200, height: 100) {
      PreferredRow { square(.red); square(.orange); Column { square(.blue) }; square(.yellow) }
    }
    XCTAssertEqual(try xs(scene), [56, 84, 104, 124])
  }
}
