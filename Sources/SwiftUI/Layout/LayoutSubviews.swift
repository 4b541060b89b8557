import Foundation
import ViewRuntime

/// SwiftUI's `LayoutSubviews` (https://developer.apple.com/documentation/swiftui/layoutsubviews): a
/// layout's subviews, indexed from 0; a range of it is again a `LayoutSubviews` with the same indices.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public typealias SubSequence = LayoutSubviews
  let children: [LayoutChild]
  let placements: LayoutPlacements
  public let startIndex: Int
  public let endIndex: Int

  init(children: [LayoutChild], placements: LayoutPlacements) {
    self.children = children; self.placements = placements
    startIndex = 0; endIndex = children.count
  }

  private init(_ base: LayoutSubviews, _ range: Range<Int>) {
    children = base.children; placements = base.placements
    startIndex = range.lowerBound; endIndex = range.upperBound
  }

  public subscript(index: Int) -> LayoutSubview { LayoutSubview(child: children[index], index: index, placements: placements) }
  public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(self, bounds) }

  public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
    a.placements === b.placements && a.startIndex == b.startIndex && a.endIndex == b.endIndex
  }
}

/// SwiftUI's `LayoutSubview` (https://developer.apple.com/documentation/swiftui/layoutsubview): one
/// subview as its layout measures and places it.
public struct LayoutSubview: Equatable {
  let child: LayoutChild
  let index: Int
  let placements: LayoutPlacements

  /// The subview's size for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

  /// Its size for `proposal` and its alignment guides (the built-in ones).
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = child.sizeThatFits(proposal)
    return ViewDimensions(dimensions: ViewRuntime.ViewDimensions(width: Double(size.width), height: Double(size.height)))
  }

  /// Its `layoutPriority`.
  public var priority: Double { child.priority }

  /// Puts the subview's `anchor` at `position`, sized for `proposal`. A subview placed twice takes the
  /// last placement.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    placements.entries[index] = LayoutChild.Placement(position: position, anchor: anchor, proposal: proposal)
  }

  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.placements === b.placements && a.index == b.index }
}

/// The placements one `placeSubviews` call makes, shared by its subviews (`place` is not mutating).
final class LayoutPlacements {
  var entries: [LayoutChild.Placement?]
  init(count: Int) { entries = Array(repeating: nil, count: count) }
}
