import Foundation
@_spi(AnimRender) import SwiftUI
import XCTest

// `LayoutValueKey` and `layoutValue(key:value:)`: per-subview values a custom `Layout` reads as
// `subviews[i][Key.self]` (WWDC22, "Compose custom layouts with SwiftUI": a radial layout reading each
// pet's rank). The reference is the layout's own code: each subview at the slot its value names.

private struct Slot: LayoutValueKey {
  static let defaultValue = 3
}

/// Subview i goes to slot `subviews[i][Slot.self]`: x = slot × 30 from the layout's left edge.
private struct Slots: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 120, height: 20)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      subview.place(at: CGPoint(x: bounds.minX + CGFloat(subview[Slot.self]) * 30, y: bounds.minY), proposal: .unspecified)
    }
  }
}

private extension View {
  func slot(_ slot: Int) -> some View { layoutValue(key: Slot.self, value: slot) }
}

private struct Square: View {
  let opacity: Double
  var body: some View { Color.blue.frame(width: 20, height: 20).opacity(opacity) }
}

/// Ranks that a tap reverses inside `withAnimation`, as the WWDC sample's vote counts change.
private struct Reordering: View {
  @State private var reversed = false
  var body: some View {
    Slots {
      ForEach(0..<3, id: \.self) { i in
        Square(opacity: 0.5 + 0.2 * Double(i)).slot(reversed ? 2 - i : i)
      }
    }
    .onTapGesture { withAnimation(.linear(duration: 1)) { reversed = true } }
  }
}

private extension InspectedNode {
  var opacity: Double {
    (json["modifiers"] as? [[String: Any]] ?? []).first { $0["name"] as? String == "opacity" }?["value"] as? Double ?? .nan
  }
}

final class LayoutValueKeyTests: XCTestCase {
  /// The squares by opacity (0.5, 0.7, 0.9), so each keeps its identity whatever its slot.
  private func squares(_ nodes: [InspectedNode]) -> [InspectedNode] {
    nodes.filter { $0.text == nil && $0.width == 20 && $0.height == 20 }.sorted { $0.opacity < $1.opacity }
  }

  /// Slots 2, 0 and the default 3 in a 120 × 20 layout centred in 200 × 100 (x 40…160): x = 40 + 30 × slot.
  func testEachSubviewReadsItsOwnValueOrTheDefault() throws {
    let scene = _scene(width: 200, height: 100) {
      Slots {
        Square(opacity: 0.5).slot(2)
        Square(opacity: 0.7).slot(0)
        Square(opacity: 0.9)
      }
    }
    let nodes = squares(try InspectedNode.frames(scene, at: [0])[0])
    XCTAssertEqual(nodes.map(\.x), [100, 40, 130])
    XCTAssertEqual(nodes.map(\.y), [40, 40, 40])
  }

  /// A layout value is a trait of the subview: padding, a frame and a z-index outside it keep it, and
  /// the outer of two values of one key wins.
  func testModifiersOutsideKeepTheValueAndTheOuterOneWins() throws {
    let scene = _scene(width: 200, height: 100) {
      Slots {
        Square(opacity: 0.5).slot(2).padding(0).frame(width: 20, height: 20).zIndex(1)
        Square(opacity: 0.7).slot(0).slot(1)
      }
    }
    let nodes = squares(try InspectedNode.frames(scene, at: [0])[0])
    XCTAssertEqual(nodes.map(\.x), [100, 70])
  }

  /// Reversing the ranks at 0.5 s moves each square to its new slot over the linear second: halfway at
  /// 1 s, the outer squares meet the middle one at x = 70.
  func testChangingValuesInAnAnimationMovesTheSubviews() throws {
    let frames = try InspectedNode.frames(_scene(width: 200, height: 100, taps: [0.5]) { Reordering() }, at: [0, 1, 2])
      .map(squares)
    XCTAssertEqual(frames[0].map(\.x), [40, 70, 100])
    XCTAssertEqual(frames[1].map(\.x), [70, 70, 70])
    XCTAssertEqual(frames[2].map(\.x), [100, 70, 40])
  }
}
