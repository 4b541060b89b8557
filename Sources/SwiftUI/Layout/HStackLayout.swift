import Foundation
import ViewRuntime

/// SwiftUI's `HStackLayout` (https://developer.apple.com/documentation/swiftui/hstacklayout): an
/// `HStack` as a `Layout` value, for `AnyLayout`; it answers with the runtime's stack algorithm.
public struct HStackLayout: Layout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment; self.spacing = spacing
  }

  var logic: StackLayoutLogic {
    StackLayoutLogic(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing.map(Double.init) ?? 8)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    logic.sizeThatFits(proposal, subviews.stackChildren)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.place(logic.placements(in: bounds, proposal, subviews.stackChildren))
  }
}

extension LayoutSubviews {
  /// The runtime's children in this range, for the stack layouts' own algorithm.
  var stackChildren: [LayoutChild] { Array(children[startIndex..<endIndex]) }

  /// Places each subview of this range at its entry (nil: left unplaced).
  func place(_ entries: [LayoutChild.Placement?]) {
    for (subview, entry) in zip(self, entries) {
      guard let entry else { continue }
      subview.place(at: entry.position, anchor: entry.anchor, proposal: entry.proposal)
    }
  }
}
