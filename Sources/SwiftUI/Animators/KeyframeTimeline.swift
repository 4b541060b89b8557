import AnimationEngine
import Foundation

/// SwiftUI's `KeyframeTimeline`: keyframes evaluated by hand, at any time
/// (https://developer.apple.com/documentation/swiftui/keyframetimeline). The engine's timeline, built
/// from the module's `KeyframesBuilder` (keyframes written directly form one whole-value track).
public struct KeyframeTimeline<Value> {
  let base: AnimationEngine.KeyframeTimeline<Value>

  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    base = AnimationEngine.KeyframeTimeline(initialValue: initialValue, tracks: content())
  }

  /// The duration of the longest track.
  public var duration: TimeInterval { base.duration }

  /// The value at `time` seconds from the start.
  public func value(time: TimeInterval) -> Value { base.value(time: time) }

  /// The value at `progress` (0…1) of the duration.
  public func value(progress: Double) -> Value { base.value(progress: progress) }
}
