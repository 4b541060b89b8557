import AnimationEngine
import Foundation
import ViewRuntime

/// SwiftUI's `KeyframeAnimator`: the content redrawn every frame with the keyframes' value, played
/// once per change of `trigger` or repeating
/// (https://developer.apple.com/documentation/swiftui/keyframeanimator).
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, _PrimitiveView where KeyframePath.Root == Value {
  public typealias Body = Never
  let mode: KeyframeAnimatorNode.Mode
  let initialValue: Value
  let content: (Value) -> Content
  let keyframes: (Value) -> KeyframePath

  /// Plays the keyframes each time `trigger` changes, starting from the value shown then.
  public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
    mode = .trigger(EquatableValue.key(trigger)); self.initialValue = initialValue
    self.content = content; self.keyframes = keyframes
  }

  /// Loops the keyframes (`repeating: true`), or shows the initial value.
  public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
    mode = .repeating(repeating); self.initialValue = initialValue
    self.content = content; self.keyframes = keyframes
  }

  public var _node: ViewNode {
    let content = self.content
    return keyframeAnimatorNode(mode, initialValue, content: { _makeNode(content($0)) }, keyframes: keyframes)
  }
}

/// The runtime's keyframe animator over typed values: the engine builds the timeline from the
/// keyframes, the content is lowered for each presented value.
@MainActor func keyframeAnimatorNode<Value, K: Keyframes>(
  _ mode: KeyframeAnimatorNode.Mode, _ initialValue: Value, content: @escaping @MainActor (Value) -> ViewNode,
  keyframes: @escaping (Value) -> K
) -> ViewNode where K.Root == Value {
  .keyframeAnimator(KeyframeAnimatorNode(mode: mode, initialValue: initialValue,
                                         content: { value in _onRenderThread { content(value) } },
                                         keyframes: keyframes))
}

extension View {
  /// SwiftUI's `keyframeAnimator(initialValue:trigger:content:keyframes:)`.
  public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let key = EquatableValue.key(trigger)
    return _transformed { node in
      keyframeAnimatorNode(.trigger(key), initialValue,
        content: { _makeNode(content(PlaceholderContentView(node: node), $0)) }, keyframes: keyframes)
    }
  }

  /// SwiftUI's `keyframeAnimator(initialValue:repeating:content:keyframes:)`.
  public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    _transformed { node in
      keyframeAnimatorNode(.repeating(repeating), initialValue,
        content: { _makeNode(content(PlaceholderContentView(node: node), $0)) }, keyframes: keyframes)
    }
  }
}
