import AnimationEngine
import Foundation
import ViewRuntime

extension HostRegistry {
  /// `KeyframeTimeline(initialValue:) { KeyframeTrack … }` (or bare keyframes) evaluated by hand: `duration`,
  /// `value(time:)`, `value(progress:)`.
  mutating func registerKeyframeTimeline() {
    let initialValue = Param<Value>("initialValue")
    let content = Param<BuilderClosure>("content")
    let time = Param<Double>("time"), progress = Param<Double>("progress")
    modify("KeyframeTimeline") { t in
      t.addInit(.binding(initialValue, content, returns: .named("KeyframeTimeline")) { c in
        let initial = try c[initialValue]
        // Keyframes written without a KeyframeTrack animate the whole value, as SwiftUI's KeyframesBuilder
        // allows (Apple documentation: "KeyframeTimeline", "KeyframesBuilder").
        let builder = try c[content].function
        let components = try c.context.callBuilder(builder, [])
        guard !components.isEmpty else {
          throw HostError("KeyframeTimeline needs at least one KeyframeTrack or keyframe in its content")
        }
        let timeline = try SceneKeyframes.timeline(start: initial, velocity: nil, components: components, of: builder, acceptsKeyframes: true, interpreter: c.interpreter)
        return HostRegistry.host("KeyframeTimeline", SceneKeyframeTimeline(timeline: timeline, initialValue: initial))
      })
      t.addProperty("duration", HostProperty(type: .double) { v in .double(v.host(SceneKeyframeTimeline.self)?.timeline.duration ?? 0) })
      t.addMethod("value", .binding(time) { c in
        try c.receiver(SceneKeyframeTimeline.self, "value(time:)").value(at: try c[time])
      })
      t.addMethod("value", .binding(progress) { c in
        let timeline = try c.receiver(SceneKeyframeTimeline.self, "value(progress:)")
        return timeline.value(at: try c[progress] * timeline.timeline.duration)
      })
    }
  }
}

/// A scene `KeyframeTimeline`: the engine timeline over scene values.
struct SceneKeyframeTimeline {
  var timeline: ErasedKeyframeTimeline
  var initialValue: Value

  func value(at time: Double) -> Value {
    (timeline.value(time) as? Value) ?? initialValue
  }
}
