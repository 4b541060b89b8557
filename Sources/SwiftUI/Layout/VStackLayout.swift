import Foundation
import ViewRuntime

/// SwiftUI's `VStackLayout` (https://developer.apple.com/documentation/swiftui/vstacklayout): a
/// `VStack` as a `Layout` value, answering with the runtime's stack algorithm.
public struct VStackLayout: Layout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment; self.spacing = spacing
  }

  var logic: StackLayoutLogic {
    StackLayoutLogic(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing.map(Double.init) ?? 8)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    logic.sizeThatFits(proposal, subviews.stackChildren)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.place(logic.placements(in: bounds, proposal, subviews.stackChildren))
  }
}
