import AnimationEngine
import Foundation

/// A keyframe timeline with its value type erased, for the runtime.
public struct ErasedKeyframeTimeline {
  public var duration: Double
  public var value: (Double) -> Any
  public var velocity: (Double) -> Any
  /// When its keyframes end, from its start (timeline markers in the preview).
  public var boundaries: [Double] = []

  public init<Value>(_ timeline: KeyframeTimeline<Value>) {
    duration = timeline.duration
    boundaries = timeline.boundaries
    value = { timeline.value(time: $0) }
    velocity = { timeline.velocity(time: $0) }
  }
}

/// A keyframe animator as a value. The value type is erased: an interpreter supplies its own
/// dynamic values and tracks built from get/set closures.
public struct KeyframeAnimatorNode {
  public enum Mode {
    /// Plays the keyframes once each time the value changes.
    case trigger(AnyHashable)
    /// Loops the keyframes (`true`) or shows the value at the timeline's start (`false`).
    case repeating(Bool)
  }

  public var mode: Mode
  public var initialValue: Any
  /// Builds the timeline starting from a value, with an initial velocity (nil: at rest).
  public var timeline: (_ from: Any, _ velocity: Any?) throws -> ErasedKeyframeTimeline
  /// The content for a value; evaluated every frame.
  public var content: (Any) throws -> ViewNode

  public init(mode: Mode, initialValue: Any, timeline: @escaping (Any, Any?) throws -> ErasedKeyframeTimeline,
              content: @escaping (Any) throws -> ViewNode) {
    self.mode = mode; self.initialValue = initialValue; self.timeline = timeline; self.content = content
  }

  /// A typed animator: `keyframes` receives the value the timeline starts from.
  public init<Value, K: Keyframes<Value>>(mode: Mode, initialValue: Value, content: @escaping (Value) -> ViewNode,
                                          keyframes: @escaping (Value) -> K) {
    self.mode = mode
    self.initialValue = initialValue
    timeline = { from, velocity in
      let start = from as? Value ?? initialValue
      return ErasedKeyframeTimeline(KeyframeTimeline(initialValue: start, initialVelocity: velocity as? Value,
                                                     tracks: keyframes(start)))
    }
    self.content = { value in content(value as? Value ?? initialValue) }
  }
}

/// SwiftUI's `KeyframeAnimator` view.
public struct KeyframeAnimator: PrimitiveView {
  public let _node: ViewNode

  public init<Value>(initialValue: Value, trigger: some Hashable,
                     @ViewBuilder content: @escaping (Value) -> some View,
                     @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTrackList<Value>) {
    _node = .keyframeAnimator(KeyframeAnimatorNode(mode: .trigger(AnyHashable(trigger)), initialValue: initialValue,
                                                   content: { content($0)._node }, keyframes: keyframes))
  }

  public init<Value>(initialValue: Value, repeating: Bool = true,
                     @ViewBuilder content: @escaping (Value) -> some View,
                     @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTrackList<Value>) {
    _node = .keyframeAnimator(KeyframeAnimatorNode(mode: .repeating(repeating), initialValue: initialValue,
                                                   content: { content($0)._node }, keyframes: keyframes))
  }
}

extension View {
  /// SwiftUI's `keyframeAnimator(initialValue:trigger:content:keyframes:)`.
  public func keyframeAnimator<Value>(initialValue: Value, trigger: some Hashable,
                                      @ViewBuilder content: @escaping (AnyView, Value) -> some View,
                                      @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTrackList<Value>) -> AnyView {
    let me = AnyView(self)
    return AnyView(node: .keyframeAnimator(KeyframeAnimatorNode(
      mode: .trigger(AnyHashable(trigger)), initialValue: initialValue, content: { content(me, $0)._node }, keyframes: keyframes)))
  }

  /// SwiftUI's `keyframeAnimator(initialValue:repeating:content:keyframes:)`.
  public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                      @ViewBuilder content: @escaping (AnyView, Value) -> some View,
                                      @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTrackList<Value>) -> AnyView {
    let me = AnyView(self)
    return AnyView(node: .keyframeAnimator(KeyframeAnimatorNode(
      mode: .repeating(repeating), initialValue: initialValue, content: { content(me, $0)._node }, keyframes: keyframes)))
  }
}
