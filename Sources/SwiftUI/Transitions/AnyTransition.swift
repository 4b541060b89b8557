import Foundation
import ViewRuntime

/// SwiftUI's `AnyTransition` (https://developer.apple.com/documentation/swiftui/anytransition): how a
/// view is inserted and removed, carried to the runtime as its transition.
public struct AnyTransition: @unchecked Sendable {
  @_spi(AnimRender) public let _transition: ViewRuntime.AnyTransition
  @_spi(AnimRender) public init(_runtime transition: ViewRuntime.AnyTransition) { _transition = transition }

  /// SwiftUI's `init(_:)` from an iOS 17 `Transition`.
  public init<T: Transition>(_ transition: T) { _transition = _runtimeTransition(transition) }

  public static let identity = AnyTransition(_runtime: .identity)
  public static let opacity = AnyTransition(_runtime: .opacity)
  public static let scale = AnyTransition(_runtime: .scale)
  public static let slide = AnyTransition(_runtime: .slide)

  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(_runtime: .scale(scale: Double(scale), anchor: anchor))
  }

  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(_runtime: .offset(offset)) }

  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition(_runtime: .offset(x: Double(x), y: Double(y)))
  }

  public static func move(edge: Edge) -> AnyTransition { AnyTransition(_runtime: .move(edge: edge)) }

  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(_runtime: .push(from: edge)) }

  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(_runtime: .asymmetric(insertion: insertion._transition, removal: removal._transition))
  }

  /// SwiftUI's `modifier(active:identity:)`: the view wrapped in `active` while it enters or leaves,
  /// in `identity` while shown; every animatable value the two differ in follows the transition
  /// (https://developer.apple.com/documentation/swiftui/anytransition/modifier(active:identity:)).
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(_runtime: .modifier("modifier(active:identity:)") { content, isActive in
      _onRenderThread { _transitionState(isActive ? active : identity, content) }
    })
  }

  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(_runtime: _transition.combined(with: other._transition))
  }

  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(_runtime: _transition.animation(animation))
  }
}

extension View {
  /// SwiftUI's `transition(_:)`: how the view animates in and out when it is inserted or removed in
  /// an animated update (https://developer.apple.com/documentation/swiftui/view/transition(_:)).
  public func transition(_ t: AnyTransition) -> some View { _modified(.transition(t._transition)) }

  /// SwiftUI's `transition(_:)` with an iOS 17 `Transition`.
  public func transition<T: Transition>(_ transition: T) -> some View {
    _modified(.transition(_runtimeTransition(transition)))
  }
}

/// One state of a modifier transition. The body is applied in place rather than as a component, so
/// the runtime sees the modifiers it adds and interpolates their values between the two states (as
/// the interpreter does); a modifier with state of its own keeps it as a component, an `Animatable` one
/// re-runs its body with the interpolated data.
@MainActor func _transitionState<M: ViewModifier>(_ modifier: M, _ content: ViewNode) -> ViewNode {
  if modifier is any _PrimitiveModifier || modifier is any Animatable || !DynamicFields.properties(of: modifier).isEmpty {
    return _applyModifier(modifier, to: content)
  }
  return _makeNode(modifier.body(content: _ViewModifier_Content(node: content)))
}
