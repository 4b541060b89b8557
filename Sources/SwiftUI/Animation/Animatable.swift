import AnimationEngine
import Foundation
import ViewRuntime

// SwiftUI's animatable-value vocabulary is the engine's: same requirements, same semantics, and the
// runtime interpolates these types directly. None of them is a ViewRuntime view, shape or style, so
// the module names them (https://developer.apple.com/documentation/swiftui/animatable).
public typealias Animatable = AnimationEngine.Animatable
public typealias VectorArithmetic = AnimationEngine.VectorArithmetic
public typealias AnimatablePair = AnimationEngine.AnimatablePair
public typealias EmptyAnimatableData = AnimationEngine.EmptyAnimatableData

/// SwiftUI's default: a type with nothing to animate declares no `animatableData`.
extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// SwiftUI's `VectorArithmetic.interpolate(towards:amount:)` (iOS 17); the engine has `interpolated`.
extension VectorArithmetic {
  public mutating func interpolate(towards other: Self, amount: Double) {
    self = interpolated(towards: other, amount: amount)
  }
}

/// SwiftUI's `AnimatableModifier`: a modifier whose `body(content:)` is re-run with interpolated data
/// (to be deprecated in SwiftUI, not yet: no warning).
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// An animatable value (a user's view, modifier or shape) as the runtime's `.animatable` node: the
/// runtime interpolates `animatableData` frame by frame and rebuilds the content from a copy of the
/// value carrying the presented data, as SwiftUI re-evaluates an `Animatable` view's body.
/// Nil when the value has nothing to animate (`EmptyAnimatableData`).
@_spi(AnimRender) @MainActor
public func _animatableNode<A: Animatable>(_ value: A, content: @escaping @MainActor (A) -> ViewNode) -> ViewNode? {
  if A.AnimatableData.self == EmptyAnimatableData.self { return nil }
  let model = value.animatableData
  return .animatable(AnimatableNode(data: model) { data in
    var presented = value
    presented.animatableData = (data as? A.AnimatableData) ?? model
    return _onRenderThread { content(presented) }
  })
}

/// `view` (statically a `V`) as an animatable node over its component, as the interpreter lowers a
/// scene view conforming to `Animatable`.
@MainActor func _animatableView<A: Animatable, V: View>(_ view: A, as type: V.Type) -> ViewNode? {
  _animatableNode(view) { presented in _componentNode(presented as! V) }
}

/// `modifier` (statically an `M`) applied to `content` as an animatable node over its body.
/// A `GeometryEffect` draws its `effectValue(size:)`, animatable data or not.
@MainActor func _animatableModifier<A: Animatable, M: ViewModifier>(_ modifier: A, as type: M.Type, content: ViewNode) -> ViewNode? {
  let lower: @MainActor (A) -> ViewNode = { presented in
    if let effect = presented as? any GeometryEffect { return geometryEffectNode(effect, content: content) }
    return _modifierComponentNode(presented as! M, to: content)
  }
  if let node = _animatableNode(modifier, content: lower) { return node }
  return modifier is any GeometryEffect ? lower(modifier) : nil
}
