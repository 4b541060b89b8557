import Foundation
import ViewRuntime

/// SwiftUI's `Transition` (iOS 17, https://developer.apple.com/documentation/swiftui/transition): the
/// view in `body(content:phase:)` at `.willAppear` as it is inserted, `.didDisappear` as it is removed,
/// `.identity` while shown. The runtime interpolates every animatable value the phases differ in.
@MainActor @preconcurrency
public protocol Transition {
  associatedtype Body: View
  typealias Content = PlaceholderContentView<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Content, phase: TransitionPhase) -> Body
  @MainActor @preconcurrency static var properties: TransitionProperties { get }
}

extension Transition {
  public static var properties: TransitionProperties { TransitionProperties() }

  /// SwiftUI's `combined(with:)`: both transitions at once.
  public func combined<T: Transition>(with other: T) -> some Transition {
    _RuntimeTransition(transition: _runtimeTransition(self).combined(with: _runtimeTransition(other)))
  }

  /// SwiftUI's `animation(_:)`: this transition runs with `animation`, whatever the transaction's.
  public func animation(_ animation: Animation?) -> some Transition {
    _RuntimeTransition(transition: _runtimeTransition(self).animation(animation))
  }
}

/// SwiftUI's `TransitionPhase` (https://developer.apple.com/documentation/swiftui/transitionphase).
public typealias TransitionPhase = ViewRuntime.TransitionPhaseValue

extension TransitionPhase {
  /// True in the `identity` phase: the transition should not change the view.
  public var isIdentity: Bool { self == .identity }
}

/// SwiftUI's `TransitionProperties` (https://developer.apple.com/documentation/swiftui/transitionproperties).
public struct TransitionProperties: Sendable {
  public var hasMotion: Bool
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// SwiftUI's `PlaceholderContentView`: the view a transition's `body` receives, already lowered.
public struct PlaceholderContentView<Value>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  public var _node: ViewNode { node }
}

/// A built-in transition: the runtime's value directly.
public protocol _PrimitiveTransition {
  @_spi(AnimRender) var _transition: ViewRuntime.AnyTransition { get }
}

extension Transition where Self: _PrimitiveTransition, Body == Never {
  public func body(content: Content, phase: TransitionPhase) -> Never {
    fatalError("\(Self.self) is a built-in transition and has no body")
  }
}

/// A transition made of others (`combined(with:)`, `animation(_:)`).
public struct _RuntimeTransition: Transition, _PrimitiveTransition {
  public typealias Body = Never
  @_spi(AnimRender) public let _transition: ViewRuntime.AnyTransition
  init(transition: ViewRuntime.AnyTransition) { _transition = transition }
}

/// The runtime's transition for a `Transition`: built-ins directly; a user's type as a phased
/// transition named after it, whose `body` runs while the tree is resolved.
func _runtimeTransition<T: Transition>(_ transition: T) -> ViewRuntime.AnyTransition {
  if let primitive = transition as? any _PrimitiveTransition { return primitive._transition }
  return .phased(DynamicFields.typeName(T.self)) { content, phase in
    _onRenderThread { _makeNode(transition.body(content: PlaceholderContentView(node: content), phase: phase)) }
  }
}
