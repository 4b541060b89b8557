import Foundation

/// SwiftUI's `Divider`: a hairline across the enclosing stack (horizontal in a `VStack`,
/// vertical in an `HStack`), in the separator colour.
public struct Divider: PrimitiveView {
  public init() {}
  public var _node: ViewNode { .divider }
}

/// SwiftUI's `Label`: a symbol and a title side by side.
public struct Label: PrimitiveView {
  public let _node: ViewNode
  public init(_ title: String, systemImage: String) {
    _node = HStack(spacing: 6) { Image(systemName: systemImage); Text(title) }._node
  }
}
