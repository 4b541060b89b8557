import Foundation
import ViewRuntime

/// Lowers a view value to the runtime's node tree.
///
/// Built-in views give their node. A user's view becomes a component named after its type, whose body
/// the runtime evaluates (and re-evaluates after a change to its state) with its dynamic properties
/// (`@State`, `@Environment`, …) bound to the runtime's storage for that view's identity.
@_spi(AnimRender) @MainActor public func _makeNode<V: View>(_ view: V) -> ViewNode {
  if let primitive = view as? any _PrimitiveView { return primitive._node }
  // An `Animatable` view: its body is re-evaluated with the interpolated `animatableData`.
  if let animatable = view as? any Animatable, let node = _animatableView(animatable, as: V.self) { return node }
  return _componentNode(view)
}

/// A user's view as a component, its body evaluated by the runtime with its dynamic properties bound.
@MainActor func _componentNode<V: View>(_ view: V) -> ViewNode {
  let properties = DynamicFields.properties(of: view)
  return .component(ComponentNode(name: DynamicFields.typeName(V.self), state: properties.flatMap { $0.slots }) { access in
    for p in properties { p.property._bind(access, named: p.name) }
    return BodyObservation.tracking(access) { _makeNode(view.body) }
  })
}

/// Applies a modifier to a lowered view: built-in modifiers directly, a user's `ViewModifier` as a
/// component whose body receives the content.
@_spi(AnimRender) @MainActor public func _applyModifier<M: ViewModifier>(_ modifier: M, to content: ViewNode) -> ViewNode {
  if let primitive = modifier as? any _PrimitiveModifier { return primitive._apply(to: content) }
  // An `Animatable` modifier (`AnimatableModifier`): `body(content:)` re-runs with interpolated data.
  if let animatable = modifier as? any Animatable,
     let node = _animatableModifier(animatable, as: M.self, content: content) { return node }
  return _modifierComponentNode(modifier, to: content)
}

/// A user's modifier as a component whose body receives the content.
@MainActor func _modifierComponentNode<M: ViewModifier>(_ modifier: M, to content: ViewNode) -> ViewNode {
  let properties = DynamicFields.properties(of: modifier)
  return .component(ComponentNode(name: DynamicFields.typeName(M.self), state: properties.flatMap { $0.slots }) { access in
    for p in properties { p.property._bind(access, named: p.name) }
    return BodyObservation.tracking(access) { _makeNode(modifier.body(content: _ViewModifier_Content(node: content))) }
  })
}

/// A property kept by the runtime rather than by the view value (SwiftUI's `DynamicProperty`s).
public protocol _RuntimeBoundProperty {
  /// The state slots this property keeps, named under `name` (empty for read-only properties).
  func _slots(named name: String) -> [StateSlot]
  /// Points the property at the runtime's storage for the view being evaluated.
  func _bind(_ access: StateAccess, named name: String)
}

/// SwiftUI's `DynamicProperty`: a stored property whose value the runtime keeps.
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}
