import Foundation
import ViewRuntime

/// SwiftUI's `ZStackLayout` (https://developer.apple.com/documentation/swiftui/zstacklayout): a
/// `ZStack` as a `Layout` value, answering with the runtime's stack algorithm.
public struct ZStackLayout: Layout {
  public var alignment: Alignment

  public init(alignment: Alignment = .center) { self.alignment = alignment }

  var logic: StackLayoutLogic { StackLayoutLogic(axis: .depth, alignment: alignment, spacing: 0) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    logic.sizeThatFits(proposal, subviews.stackChildren)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.place(logic.placements(in: bounds, proposal, subviews.stackChildren))
  }
}
