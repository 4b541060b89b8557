import Foundation

/// A sequence of keyframes animating one property of `Root`, SwiftUI's `KeyframeTrack`.
///
/// The property is addressed by a key path, or — for values without static key paths, like the scene
/// interpreter's dynamic values — by a pair of get/set closures.
public struct KeyframeTrack<Root, Value: Animatable>: Keyframes, Sendable {
  let accessor: PropertyAccessor<Root, Value>
  let content: KeyframeList<Value>

  /// A track for the property at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, Value> & Sendable,
    @KeyframeTrackContentBuilder<Value> content: () -> KeyframeList<Value>
  ) {
    self.accessor = .keyPath(keyPath)
    self.content = content()
  }

  /// A track for a property reached through closures.
  public init(
    get: @escaping @Sendable (Root) -> Value, set: @escaping @Sendable (inout Root, Value) -> Void,
    @KeyframeTrackContentBuilder<Value> content: () -> KeyframeList<Value>
  ) {
    self.accessor = .closures(get: get, set: set)
    self.content = content()
  }

  public var trackList: KeyframeTrackList<Root> { KeyframeTrackList([self]) }
}

extension KeyframeTrack where Root == Value {
  /// A track animating the whole value.
  public init(@KeyframeTrackContentBuilder<Value> content: () -> KeyframeList<Value>) {
    self.accessor = .identity
    self.content = content()
  }
}

/// A track, type-erased over its property type.
protocol AnyKeyframeTrack<Root>: Sendable {
  associatedtype Root
  func resolve(initialValue: Root, initialVelocity: Root?) -> any ResolvedKeyframeTrack<Root>
}

extension KeyframeTrack: AnyKeyframeTrack {
  func resolve(initialValue: Root, initialVelocity: Root?) -> any ResolvedKeyframeTrack<Root> {
    let v0 = initialVelocity.map { accessor.get($0).animatableData } ?? .zero
    let path = KeyframePath(
      initial: accessor.get(initialValue).animatableData, initialVelocity: v0, specs: content.specs,
      settlingEpsilon: EngineChoices.springKeyframeSettlingEpsilon)
    return ResolvedTrack(accessor: accessor, path: path)
  }
}

/// A track with its keyframes resolved against the timeline's initial value.
protocol ResolvedKeyframeTrack<Root>: Sendable {
  associatedtype Root
  var duration: Double { get }
  var boundaries: [Double] { get }
  func apply(time: Double, to root: inout Root)
  func applyVelocity(time: Double, to root: inout Root)
}

struct ResolvedTrack<Root, Value: Animatable>: ResolvedKeyframeTrack {
  let accessor: PropertyAccessor<Root, Value>
  let path: KeyframePath<Value.AnimatableData>
  /// The same path with concrete scalar data, when the property animates a `Double` (Double, Angle…):
  /// evaluating it needs no generic metadata, which makes sampling several times faster.
  let scalarPath: KeyframePath<Double>?

  init(accessor: PropertyAccessor<Root, Value>, path: KeyframePath<Value.AnimatableData>) {
    self.accessor = accessor
    self.path = path
    self.scalarPath = path as? KeyframePath<Double>
  }

  var duration: Double { path.duration }
  /// When each keyframe ends (the preview's timeline markers).
  var boundaries: [Double] { path.segments.map(\.end) }

  func data(at time: Double) -> Value.AnimatableData {
    if let scalarPath { return unsafeBitCast(scalarPath.value(at: time), to: Value.AnimatableData.self) }
    return path.value(at: time)
  }

  func apply(time: Double, to root: inout Root) {
    accessor.setAnimatableData(data(at: time), in: &root)
  }

  func applyVelocity(time: Double, to root: inout Root) {
    if let scalarPath {
      accessor.setAnimatableData(unsafeBitCast(scalarPath.velocity(at: time), to: Value.AnimatableData.self), in: &root)
    } else {
      accessor.setAnimatableData(path.velocity(at: time), in: &root)
    }
  }
}

/// How a track reaches its property: a key path, closures, or the whole value.
enum PropertyAccessor<Root, Value>: Sendable {
  case keyPath(WritableKeyPath<Root, Value> & Sendable)
  case closures(get: @Sendable (Root) -> Value, set: @Sendable (inout Root, Value) -> Void)
  case identity

  func get(_ root: Root) -> Value {
    switch self {
    case .keyPath(let keyPath): return root[keyPath: keyPath]
    case .closures(let get, _): return get(root)
    case .identity: return root as! Value  // Root == Value by construction
    }
  }

  /// Replaces the property's animatable data in place (one key-path access instead of a get and a set).
  func setAnimatableData(_ data: Value.AnimatableData, in root: inout Root) where Value: Animatable {
    switch self {
    case .keyPath(let keyPath): root[keyPath: keyPath].animatableData = data
    case .closures(let get, let set):
      var value = get(root)
      value.animatableData = data
      set(&root, value)
    case .identity:
      var value = root as! Value  // Root == Value by construction
      value.animatableData = data
      root = value as! Root
    }
  }
}
