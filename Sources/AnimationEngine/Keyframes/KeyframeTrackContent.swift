import Foundation

/// Something that lists keyframes for one track, SwiftUI's `KeyframeTrackContent`: the keyframe types
/// and what `KeyframeTrackContentBuilder` produces from them.
public protocol KeyframeTrackContent<Value> {
  associatedtype Value: Animatable
  /// The keyframes, in order. (Engine plumbing; build content with the keyframe types instead.)
  var keyframeList: KeyframeList<Value> { get }
}

/// An ordered list of keyframes for values of type `Value`.
public struct KeyframeList<Value: Animatable>: KeyframeTrackContent, Sendable {
  var specs: [KeyframeSpec<Value.AnimatableData>]

  init(_ specs: [KeyframeSpec<Value.AnimatableData>]) { self.specs = specs }

  public var keyframeList: KeyframeList<Value> { self }

  /// Number of keyframes.
  public var count: Int { specs.count }
}

/// Builds a track's keyframes, with `if`, `if`/`else` and `for` support.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
  public static func buildExpression<C: KeyframeTrackContent>(_ content: C) -> KeyframeList<Value> where C.Value == Value {
    content.keyframeList
  }
  public static func buildBlock(_ parts: KeyframeList<Value>...) -> KeyframeList<Value> {
    KeyframeList(parts.flatMap(\.specs))
  }
  public static func buildOptional(_ part: KeyframeList<Value>?) -> KeyframeList<Value> { part ?? KeyframeList([]) }
  public static func buildEither(first: KeyframeList<Value>) -> KeyframeList<Value> { first }
  public static func buildEither(second: KeyframeList<Value>) -> KeyframeList<Value> { second }
  public static func buildArray(_ parts: [KeyframeList<Value>]) -> KeyframeList<Value> {
    KeyframeList(parts.flatMap(\.specs))
  }
  public static func buildLimitedAvailability(_ part: KeyframeList<Value>) -> KeyframeList<Value> { part }
}
