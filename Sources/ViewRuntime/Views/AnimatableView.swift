import AnimationEngine
import Foundation

/// Content built from an animatable value that the runtime interpolates every frame: SwiftUI's
/// "animatable body" (a view conforming to `Animatable` has `body` re-evaluated with the
/// interpolated `animatableData`). Custom `Shape`s conforming to `Animatable` get this automatically.
public struct AnimatableNode {
  /// The model value's animatable data.
  public var data: any VectorArithmetic
  /// The content for a (presented) value of the data.
  public var content: (any VectorArithmetic) throws -> ViewNode

  public init(data: any VectorArithmetic, content: @escaping (any VectorArithmetic) throws -> ViewNode) {
    self.data = data; self.content = content
  }
}

/// A view whose content is rebuilt from `value` as it animates, frame by frame.
///
/// ```swift
/// AnimatableView(selected ? 1.0 : 0.0) { progress in
///   Circle().trim(from: 0, to: progress).stroke(.blue, lineWidth: 4)
/// }
/// ```
public struct AnimatableView<Value: Animatable>: PrimitiveView {
  public let _node: ViewNode

  public init(_ value: Value, @ViewBuilder content: @escaping (Value) -> some View) {
    _node = .animatable(AnimatableNode(data: value.animatableData) { data in
      var v = value
      if let d = data as? Value.AnimatableData { v.animatableData = d }
      return content(v)._node
    })
  }
}
