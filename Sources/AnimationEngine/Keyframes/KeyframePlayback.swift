import Foundation

/// What a `KeyframeAnimator` shows over time (https://developer.apple.com/documentation/swiftui/keyframeanimator):
/// pure and random access, like the timelines it plays.
///
/// * `.triggered(at:)` — shows the initial value until the first trigger; each trigger rebuilds the
///   keyframes from the value shown at that moment and plays them once, starting with the velocity
///   the previous playback had then; afterwards the end value stays (and seeds the next trigger).
/// * `.repeating(from:)` — the timeline built from the initial value, looped from `start`.
/// * `.paused` — `repeating: false`: the value at the start of the timeline.
public struct KeyframePlayback<Value> {
  public enum Mode: Hashable, Sendable {
    case triggered(at: [Double])
    case repeating(from: Double)
    case paused
  }

  let initialValue: Value
  let mode: Mode
  /// Timelines with their start times, in time order.
  let plays: [(start: Double, timeline: KeyframeTimeline<Value>)]

  public init(
    initialValue: Value, mode: Mode,
    @KeyframesBuilder<Value> keyframes: (Value) -> KeyframeTrackList<Value>
  ) {
    self.initialValue = initialValue
    self.mode = mode
    var plays: [(start: Double, timeline: KeyframeTimeline<Value>)] = []
    switch mode {
    case .repeating, .paused:
      plays.append((0, KeyframeTimeline(initialValue: initialValue, tracks: keyframes(initialValue))))
    case .triggered(let times):
      for trigger in times.filter(\.isFinite).sorted() {
        var current = initialValue
        var velocity: Value? = nil
        if let last = plays.last {
          current = last.timeline.value(time: trigger - last.start)
          if trigger - last.start < last.timeline.duration { velocity = last.timeline.velocity(time: trigger - last.start) }
        }
        plays.append((trigger, KeyframeTimeline(initialValue: current, initialVelocity: velocity, tracks: keyframes(current))))
      }
    }
    self.plays = plays
  }

  /// The value shown at `time`.
  public func value(at time: Double) -> Value {
    switch mode {
    case .paused:
      return plays[0].timeline.value(time: 0)
    case .repeating(let start):
      let timeline = plays[0].timeline
      guard time > start, timeline.duration > 0 else { return timeline.value(time: 0) }
      return timeline.value(time: (time - start).truncatingRemainder(dividingBy: timeline.duration))
    case .triggered:
      guard let play = playing(at: time) else { return initialValue }
      return play.timeline.value(time: time - play.start)
    }
  }

  /// Whether a triggered playback is still running at `time` (repeating ones always are, once started).
  public func isAnimating(at time: Double) -> Bool {
    switch mode {
    case .paused: return false
    case .repeating(let start): return time >= start && plays[0].timeline.duration > 0
    case .triggered:
      guard let play = playing(at: time) else { return false }
      return time - play.start < play.timeline.duration
    }
  }

  private func playing(at time: Double) -> (start: Double, timeline: KeyframeTimeline<Value>)? {
    plays.last { $0.start <= time }
  }
}

extension KeyframePlayback: Sendable where Value: Sendable {}
