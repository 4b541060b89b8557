import Foundation
import ViewRuntime

public typealias Alignment = ViewRuntime.Alignment
public typealias HorizontalAlignment = ViewRuntime.HorizontalAlignment
public typealias VerticalAlignment = ViewRuntime.VerticalAlignment

/// SwiftUI's `HStack`.
public struct HStack<Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    node = .stack(StackNode(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
                            spacing: spacing.map(Double.init), children: [_makeNode(content())]))
  }
  public var _node: ViewNode { node }
}

/// SwiftUI's `VStack`.
public struct VStack<Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    node = .stack(StackNode(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
                            spacing: spacing.map(Double.init), children: [_makeNode(content())]))
  }
  public var _node: ViewNode { node }
}

/// SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    node = .stack(StackNode(axis: .depth, alignment: alignment, spacing: 0, children: [_makeNode(content())]))
  }
  public var _node: ViewNode { node }
}
