import Foundation
import ViewRuntime

/// SwiftUI's `TupleView`: the views of one builder block, laid out by the enclosing container.
public struct TupleView<T>: View, _PrimitiveView {
  public typealias Body = Never
  public var value: T
  /// Lowers the block's views; built with the pack, whose elements `T` no longer names one by one.
  let lower: @MainActor () -> [ViewNode]
  public init(_ value: T) { self.value = value; lower = { [] } }
  init(value: T, lower: @escaping @MainActor () -> [ViewNode]) { self.value = value; self.lower = lower }
  public var _node: ViewNode { .group(lower()) }
}

/// The result of `if`/`else` in a builder: each branch has its own identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, _PrimitiveView {
  public typealias Body = Never
  enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
  let storage: Storage
  public var _node: ViewNode {
    switch storage {
    case .trueContent(let v): return .conditional(branch: 0, _makeNode(v))
    case .falseContent(let v): return .conditional(branch: 1, _makeNode(v))
    }
  }
}

/// A lone `if` in a builder: present or absent, with the branch as identity (as the runtime's builder).
extension Optional: View, _PrimitiveView where Wrapped: View {
  public typealias Body = Never
  public var _node: ViewNode {
    switch self {
    case .some(let v): return .conditional(branch: 0, _makeNode(v))
    case .none: return .conditional(branch: 1, .empty)
    }
  }
}

/// SwiftUI's `AnyView`.
public struct AnyView: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  public init<V: View>(_ view: V) { node = _makeNode(view) }
  public init<V: View>(erasing view: V) { node = _makeNode(view) }
  @_spi(AnimRender) public init(_node node: ViewNode) { self.node = node }
  public var _node: ViewNode { node }
}

/// SwiftUI's `EmptyView`.
public struct EmptyView: View, _PrimitiveView {
  public typealias Body = Never
  public init() {}
  public var _node: ViewNode { .empty }
}

/// SwiftUI's `Group`: its children are laid out by the enclosing container.
public struct Group<Content> {
  let node: ViewNode
}

extension Group: View, _PrimitiveView where Content: View {
  public typealias Body = Never
  @MainActor public init(@ViewBuilder content: () -> Content) { node = _makeNode(content()) }
  public var _node: ViewNode { node }
}
