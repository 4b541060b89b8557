import Foundation
import ViewRuntime

/// SwiftUI's `LazyVStack`: the runtime draws every child, so it is a `VStack`.
public struct LazyVStack<Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
              @ViewBuilder content: () -> Content) {
    node = .stack(StackNode(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
                            spacing: spacing.map(Double.init), children: [_makeNode(content())]))
  }
  public var _node: ViewNode { node }
}
