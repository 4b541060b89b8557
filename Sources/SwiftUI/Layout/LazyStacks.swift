import Foundation
import ViewRuntime

/// SwiftUI's `PinnedScrollableViews`; accepted, as the interpreter accepts it: a render shows the
/// content at rest, where nothing is pinned over it yet.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

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
