import Foundation
import ViewRuntime

/// SwiftUI's `LazyVGrid` (https://developer.apple.com/documentation/swiftui/lazyvgrid): children in
/// rows across the given columns; the runtime draws every child.
public struct LazyVGrid<Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
    node = .primitive(LazyGridNode(axis: .vertical, items: columns.map(\.runtime), alignment: Alignment(horizontal: alignment, vertical: .center),
                                   spacing: spacing.map(Double.init), content: _makeNode(content())))
  }
  public var _node: ViewNode { node }
}
