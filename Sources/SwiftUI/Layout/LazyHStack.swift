import Foundation
import ViewRuntime

/// SwiftUI's `LazyHStack`: the runtime draws every child, so it is an `HStack`.
public struct LazyHStack<Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
              @ViewBuilder content: () -> Content) {
    node = .stack(StackNode(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
                            spacing: spacing.map(Double.init), children: [_makeNode(content())]))
  }
  public var _node: ViewNode { node }
}
