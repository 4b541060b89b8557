import AnimationEngine
import Foundation

/// One keyframe animator's running timeline (or its resting value).
final class KeyframeAnimatorState {
  var trigger: AnyHashable?
  var repeating: Bool
  var timeline: ErasedKeyframeTimeline?
  var start = 0.0
  var rest: Any

  init(trigger: AnyHashable?, repeating: Bool, rest: Any) {
    self.trigger = trigger; self.repeating = repeating; self.rest = rest
  }

  func value(at t: Double) -> Any {
    guard let timeline else { return rest }
    let elapsed = max(0, t - start)
    if repeating && timeline.duration > 0 { return timeline.value(elapsed.truncatingRemainder(dividingBy: timeline.duration)) }
    return timeline.value(elapsed)
  }

  func velocity(at t: Double) -> Any? {
    guard let timeline, t - start < timeline.duration else { return nil }
    return timeline.velocity(max(0, t - start))
  }

  func isAnimating(at t: Double) -> Bool {
    guard let timeline else { return false }
    return repeating || t - start < timeline.duration
  }
}
