import Foundation

/// Keyframe tracks over a value, evaluable at any time, SwiftUI's `KeyframeTimeline`.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: AnimationValues()) {
///   KeyframeTrack(\.scale) {
///     LinearKeyframe(1.0, duration: 0.36)
///     SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
///   }
/// }
/// let v = timeline.value(time: 0.5)
/// ```
/// Each track starts at time 0 from the initial value of its property, and holds its last value once
/// it ends; the timeline lasts as long as its longest track. `value(time:)` is pure: any time, any order.
public struct KeyframeTimeline<Value> {
  public let initialValue: Value
  let tracks: [any ResolvedKeyframeTrack<Value>]
  /// The longest track's duration.
  public let duration: TimeInterval

  /// - Parameter initialVelocity: velocities for the first keyframes (a `KeyframeAnimator` retriggered
  ///   mid-flight starts with the current velocity); a value whose tracked properties' `animatableData`
  ///   are rates per second. Untracked properties are ignored.
  public init(
    initialValue: Value, initialVelocity: Value? = nil,
    @KeyframesBuilder<Value> content: () -> KeyframeTrackList<Value>
  ) {
    self.init(initialValue: initialValue, initialVelocity: initialVelocity, tracks: content())
  }

  public init(initialValue: Value, initialVelocity: Value? = nil, tracks: some Keyframes<Value>) {
    self.initialValue = initialValue
    self.tracks = tracks.trackList.tracks.map { $0.resolve(initialValue: initialValue, initialVelocity: initialVelocity) }
    self.duration = self.tracks.reduce(0) { Swift.max($0, $1.duration) }
  }

  /// The times (from the timeline's start) at which a keyframe of any track ends, ascending.
  public var boundaries: [Double] { Array(Set(tracks.flatMap(\.boundaries).filter { $0 > 0 })).sorted() }

  /// The value at `time` seconds (times before 0 show time 0; after the end, the final value).
  public func value(time: TimeInterval) -> Value {
    var result = initialValue
    for track in tracks { track.apply(time: time, to: &result) }
    return result
  }

  /// The value at `progress` × `duration`.
  public func value(progress: Double) -> Value { value(time: progress * duration) }

  /// Rates of change at `time`: the initial value with every tracked property's `animatableData`
  /// replaced by its velocity per second (untracked properties keep their initial values).
  public func velocity(time: TimeInterval) -> Value {
    var result = initialValue
    for track in tracks { track.applyVelocity(time: time, to: &result) }
    return result
  }
}

extension KeyframeTimeline: Sendable where Value: Sendable {}
