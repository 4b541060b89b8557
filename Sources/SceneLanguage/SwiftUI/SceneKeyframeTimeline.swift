import AnimationEngine
import Foundation
import ViewRuntime

extension HostRegistry {
  /// `KeyframeTimeline(initialValue:) { KeyframeTrack … }` evaluated by hand: `duration`,
  /// `value(time:)`, `value(progress:)`.
  mutating func registerKeyframeTimeline() {
    modify("KeyframeTimeline") { t in
      t.addInit(HostFunction([HostParameter("initialValue"), HostParameter("content", .function, builder: true)], returns: .named("KeyframeTimeline")) { c in
        let initial = c[0] ?? .void
        let tracks = try c.context.callBuilder(c[1] ?? .void, [])
        guard !tracks.isEmpty else {
          throw HostError("KeyframeTimeline needs at least one KeyframeTrack in its content")
        }
        let timeline = try SceneKeyframes.timeline(start: initial, velocity: nil, tracks: tracks, interpreter: c.interpreter)
        return HostRegistry.host("KeyframeTimeline", SceneKeyframeTimeline(timeline: timeline, initialValue: initial))
      })
      t.addProperty("duration", HostProperty(type: .double) { v in .double(v.host(SceneKeyframeTimeline.self)?.timeline.duration ?? 0) })
      t.addMethod("value", HostFunction([HostParameter("time", .double)]) { c in
        try SceneKeyframeTimeline.of(c).value(at: try c.double(0))
      })
      t.addMethod("value", HostFunction([HostParameter("progress", .double)]) { c in
        let timeline = try SceneKeyframeTimeline.of(c)
        return timeline.value(at: try c.double(0) * timeline.timeline.duration)
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

  static func of(_ c: HostCall) throws -> SceneKeyframeTimeline {
    guard let t = c.receiver?.host(SceneKeyframeTimeline.self) else { throw HostError("value(time:) needs a KeyframeTimeline") }
    return t
  }
}
