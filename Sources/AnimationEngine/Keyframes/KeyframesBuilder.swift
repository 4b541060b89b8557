import Foundation

/// Keyframes for a `Root` value: tracks, or what `KeyframesBuilder` makes of several. SwiftUI's `Keyframes`.
public protocol Keyframes<Root> {
  associatedtype Root
  /// The tracks, in declaration order. (Engine plumbing.)
  var trackList: KeyframeTrackList<Root> { get }
}

/// An ordered list of keyframe tracks on `Root`; later tracks on the same property win.
public struct KeyframeTrackList<Root>: Keyframes, Sendable {
  var tracks: [any AnyKeyframeTrack<Root>]

  init(_ tracks: [any AnyKeyframeTrack<Root>]) { self.tracks = tracks }

  public var trackList: KeyframeTrackList<Root> { self }
  public var count: Int { tracks.count }
}

/// Builds a timeline's tracks, with `if`, `if`/`else` and `for` support. Bare keyframes (not in a
/// track) animate the whole value.
@resultBuilder
public enum KeyframesBuilder<Root> {
  public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeTrackList<Root> where K.Root == Root {
    keyframes.trackList
  }
  public static func buildExpression<C: KeyframeTrackContent>(_ content: C) -> KeyframeTrackList<Root>
  where C.Value == Root {
    KeyframeTrackList([KeyframeTrack<Root, Root>(content: { content.keyframeList })])
  }
  public static func buildBlock(_ parts: KeyframeTrackList<Root>...) -> KeyframeTrackList<Root> {
    KeyframeTrackList(parts.flatMap(\.tracks))
  }
  public static func buildOptional(_ part: KeyframeTrackList<Root>?) -> KeyframeTrackList<Root> {
    part ?? KeyframeTrackList([])
  }
  public static func buildEither(first: KeyframeTrackList<Root>) -> KeyframeTrackList<Root> { first }
  public static func buildEither(second: KeyframeTrackList<Root>) -> KeyframeTrackList<Root> { second }
  public static func buildArray(_ parts: [KeyframeTrackList<Root>]) -> KeyframeTrackList<Root> {
    KeyframeTrackList(parts.flatMap(\.tracks))
  }
  public static func buildLimitedAvailability(_ part: KeyframeTrackList<Root>) -> KeyframeTrackList<Root> { part }
}
