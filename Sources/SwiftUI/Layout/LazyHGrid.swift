import Foundation
import ViewRuntime

/// SwiftUI's `LazyHGrid` (https://developer.apple.com/documentation/swiftui/lazyhgrid): children in
/// columns across the given rows.
public struct LazyHGrid<Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
    node = .primitive(LazyGridNode(axis: .horizontal, items: rows.map(\.runtime), alignment: Alignment(horizontal: .center, vertical: alignment),
                                   spacing: spacing.map(Double.init), content: _makeNode(content())))
  }
  public var _node: ViewNode { node }
}
