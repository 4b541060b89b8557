import Foundation

/// SwiftUI's `View`: a value describing part of the interface.
///
/// Every view lowers to a type-erased ``ViewNode`` (`_node`), which is all the runtime walks.
/// Custom stateless views only write `body`; built-in views implement `_node` and have no body.
/// Views with `@State` are built with ``Component`` (a scene interpreter builds the same nodes).
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
  /// The view as a node of the runtime's view tree.
  var _node: ViewNode { get }
}

extension View {
  public var _node: ViewNode { body._node }
}

/// The body of built-in views, which have none.
extension Never: View {
  public var body: Never { fatalError("Never has no body") }
  public var _node: ViewNode {
    // Never has no values.
    fatalError("Never has no node")
  }
}

/// A view that the runtime reaches through its node only.
public protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
  public var body: Never {
    // Unreachable through the runtime, which only asks for `_node`.
    fatalError("\(Self.self) is a primitive view and has no body")
  }
}

/// SwiftUI's `AnyView`: a type-erased view, and the result of every modifier.
public struct AnyView: PrimitiveView {
  public let _node: ViewNode
  public init(_ view: some View) { _node = view._node }
  public init(node: ViewNode) { _node = node }
}

/// SwiftUI's `EmptyView`.
public struct EmptyView: PrimitiveView {
  public init() {}
  public var _node: ViewNode { .empty }
}

/// SwiftUI's `Group`: children are laid out by the enclosing container.
public struct Group: PrimitiveView {
  public let _node: ViewNode
  public init(@ViewBuilder content: () -> some View) { _node = content()._node }
}
