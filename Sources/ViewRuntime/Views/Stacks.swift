import Foundation

/// SwiftUI's `HStack`.
public struct HStack: PrimitiveView {
  public let _node: ViewNode
  public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> some View) {
    _node = .stack(StackNode(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
                             spacing: spacing, children: [content()._node]))
  }
}

/// SwiftUI's `VStack`.
public struct VStack: PrimitiveView {
  public let _node: ViewNode
  public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> some View) {
    _node = .stack(StackNode(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
                             spacing: spacing, children: [content()._node]))
  }
}

/// SwiftUI's `ZStack`.
public struct ZStack: PrimitiveView {
  public let _node: ViewNode
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> some View) {
    _node = .stack(StackNode(axis: .depth, alignment: alignment, spacing: 0, children: [content()._node]))
  }
}
