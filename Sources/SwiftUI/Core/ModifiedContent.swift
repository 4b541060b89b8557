import Foundation
import ViewRuntime

/// SwiftUI's `ViewModifier` (https://developer.apple.com/documentation/swiftui/viewmodifier).
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The content a custom modifier's `body(content:)` receives: the modified view, already lowered.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  public var _node: ViewNode { node }
}

/// A built-in modifier: applied to the lowered content directly.
public protocol _PrimitiveModifier {
  @MainActor func _apply(to content: ViewNode) -> ViewNode
}

extension ViewModifier where Self: _PrimitiveModifier, Body == Never {
  public func body(content: Content) -> Never { fatalError("\(Self.self) is a built-in modifier and has no body") }
}

/// A built-in modifier as one closure over the content's node; every built-in modifier method is this.
@_spi(AnimRender) public struct _NodeModifier: ViewModifier, _PrimitiveModifier {
  public typealias Body = Never
  let apply: (ViewNode) -> ViewNode
  public init(_ apply: @escaping (ViewNode) -> ViewNode) { self.apply = apply }
  public func _apply(to content: ViewNode) -> ViewNode { apply(content) }
}

/// SwiftUI's `EmptyModifier`.
public struct EmptyModifier: ViewModifier, _PrimitiveModifier {
  public typealias Body = Never
  public static let identity = EmptyModifier()
  public init() {}
  public func _apply(to content: ViewNode) -> ViewNode { content }
}

/// SwiftUI's `ModifiedContent`: a view (or modifier) with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

extension ModifiedContent: View, _PrimitiveView where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var _node: ViewNode { _applyModifier(modifier, to: _makeNode(content)) }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public typealias Body = Never
  public func body(content: _ViewModifier_Content<Self>) -> Never { fatalError("composed modifiers are applied by the runtime") }
}

extension ModifiedContent: _PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
  public func _apply(to node: ViewNode) -> ViewNode {
    _applyModifier(modifier, to: _applyModifier(content, to: node))
  }
}

extension View {
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }

  /// Wraps the view in a runtime modifier node: how the module's built-in modifiers are written.
  @_spi(AnimRender) public func _modified(_ modifier: ViewModifierNode) -> ModifiedContent<Self, _NodeModifier> {
    self.modifier(_NodeModifier { .modified($0, modifier) })
  }

  /// Wraps the view's node with `transform`: for modifiers that build a node of their own kind.
  @_spi(AnimRender) public func _transformed(_ transform: @escaping (ViewNode) -> ViewNode) -> ModifiedContent<Self, _NodeModifier> {
    self.modifier(_NodeModifier(transform))
  }
}

extension ViewModifier {
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}
