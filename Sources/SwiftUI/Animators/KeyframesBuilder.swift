import AnimationEngine
import Foundation

/// SwiftUI's `KeyframesBuilder`: the tracks of a keyframe animator or timeline
/// (https://developer.apple.com/documentation/swiftui/keyframesbuilder).
///
/// Keyframes written directly, without a `KeyframeTrack`, animate the whole value as one track, in
/// order (`CubicKeyframe(-60, duration: 0.4); SpringKeyframe(20)`), as the interpreter builds them;
/// each is not a track of its own.
@resultBuilder
public enum KeyframesBuilder<Value> {
  public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframesComponent<Value> where K.Root == Value {
    _KeyframesComponent(tracks: keyframes.trackList)
  }

  public static func buildExpression<C: KeyframeTrackContent>(_ content: C) -> _KeyframesComponent<Value> where C.Value == Value {
    _KeyframesComponent(direct: DirectKeyframes(content.keyframeList))
  }

  public static func buildBlock(_ parts: _KeyframesComponent<Value>...) -> _KeyframesComponent<Value> { buildArray(parts) }
  public static func buildArray(_ parts: [_KeyframesComponent<Value>]) -> _KeyframesComponent<Value> {
    _KeyframesComponent(tracks: AnimationEngine.KeyframesBuilder<Value>.buildArray(parts.map(\.tracks)),
                        direct: parts.compactMap(\.direct).reduce(nil) { sum, next in sum.map { $0.appending(next) } ?? next })
  }
  public static func buildOptional(_ part: _KeyframesComponent<Value>?) -> _KeyframesComponent<Value> { part ?? buildArray([]) }
  public static func buildEither(first: _KeyframesComponent<Value>) -> _KeyframesComponent<Value> { first }
  public static func buildEither(second: _KeyframesComponent<Value>) -> _KeyframesComponent<Value> { second }
  public static func buildLimitedAvailability(_ part: _KeyframesComponent<Value>) -> _KeyframesComponent<Value> { part }

  public static func buildFinalResult(_ component: _KeyframesComponent<Value>) -> KeyframeTrackList<Value> {
    guard let direct = component.direct else { return component.tracks }
    return AnimationEngine.KeyframesBuilder<Value>.buildBlock(direct.track(), component.tracks)
  }
}

/// Part of a keyframes builder block: its tracks, and keyframes written directly (one whole-value track).
public struct _KeyframesComponent<Value> {
  let tracks: KeyframeTrackList<Value>
  let direct: DirectKeyframes<Value>?

  init(tracks: KeyframeTrackList<Value> = AnimationEngine.KeyframesBuilder<Value>.buildArray([]), direct: DirectKeyframes<Value>? = nil) {
    self.tracks = tracks; self.direct = direct
  }
}

/// Keyframes of the whole value, gathered in order. Built only where `Value` is `Animatable` (the
/// keyframes' own type), so the typed work is captured in closures.
struct DirectKeyframes<Value> {
  let track: () -> KeyframeTrackList<Value>
  let appending: (DirectKeyframes<Value>) -> DirectKeyframes<Value>
  let list: Any
}

extension DirectKeyframes where Value: Animatable {
  init(_ list: KeyframeList<Value>) {
    self.list = list
    track = { AnimationEngine.KeyframesBuilder<Value>.buildExpression(KeyframeTrack<Value, Value>(content: { list })) }
    appending = { next in
      let more = next.list as? KeyframeList<Value> ?? KeyframeTrackContentBuilder<Value>.buildArray([])
      return DirectKeyframes(KeyframeTrackContentBuilder<Value>.buildBlock(list, more))
    }
  }
}
