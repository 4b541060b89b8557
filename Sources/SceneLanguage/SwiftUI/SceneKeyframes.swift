import AnimationEngine
import Foundation
import ViewRuntime

/// A keyframes builder that cannot become a timeline, with the builder component at fault.
struct KeyframesError: Error {
  /// Index of the builder component (top-level statement result) at fault.
  var component: Int
  var message: String
}

/// Scene keyframe tracks → the engine's `KeyframeTimeline` over scene values.
enum SceneKeyframes {
  /// The timeline of a keyframes builder's components: `KeyframeTrack`s, or keyframes written directly
  /// (`CubicKeyframe(1.2, duration: 0.2); SpringKeyframe(1.0)`), which animate the whole value as one
  /// track, as SwiftUI's `KeyframesBuilder` allows when the content is the whole value.
  static func timeline(start: Value, velocity: Value?, components: [Value], acceptsKeyframes: Bool = true, interpreter: Interpreter) throws(KeyframesError) -> ErasedKeyframeTimeline {
    var lists: [KeyframeTrackList<Value>] = []
    for (index, track) in try tracks(components, acceptsKeyframes: acceptsKeyframes) {
      do {
        lists.append(try list(track, start: start, interpreter: interpreter))
      } catch let error as KeyframesError {
        throw KeyframesError(component: index, message: error.message)
      } catch let error as EvalError {
        throw KeyframesError(component: index, message: error.message)
      } catch {
        throw KeyframesError(component: index, message: "\(error)")
      }
    }
    let timeline = KeyframeTimeline(initialValue: start, initialVelocity: velocity, tracks: KeyframesBuilder<Value>.buildArray(lists))
    return ErasedKeyframeTimeline(timeline)
  }

  /// The tracks of the components, each with the index of the component it came from. Arrays (from `for`
  /// loops) count as their outer component.
  private static func tracks(_ components: [Value], acceptsKeyframes: Bool) throws(KeyframesError) -> [(Int, SceneKeyframeTrack)] {
    var tracks: [(Int, SceneKeyframeTrack)] = []
    var direct: (index: Int, keyframes: [Value])?
    for (index, component) in components.enumerated() {
      let items: [Value]
      if case .array(let nested) = component { items = nested } else { items = [component] }
      for item in items {
        if let track = item.host(SceneKeyframeTrack.self) {
          tracks.append((index, track))
        } else if acceptsKeyframes, item.host(SceneKeyframe.self) != nil {
          direct = (direct?.index ?? index, (direct?.keyframes ?? []) + [item])
        } else {
          let expected = acceptsKeyframes ? "KeyframeTrack values or keyframes (CubicKeyframe, LinearKeyframe, SpringKeyframe, MoveKeyframe)" : "KeyframeTrack values"
          throw KeyframesError(component: index, message: "keyframes must be \(expected), not '\(item.sceneType)'")
        }
      }
    }
    guard let direct else { return tracks }
    guard tracks.isEmpty else {
      throw KeyframesError(component: direct.index, message: "keyframes written directly animate the whole value; they cannot be mixed with KeyframeTrack")
    }
    return [(direct.index, SceneKeyframeTrack(keyPath: nil, keyframes: direct.keyframes))]
  }

  private static func list(_ track: SceneKeyframeTrack, start: Value, interpreter: Interpreter) throws -> KeyframeTrackList<Value> {
    let path = track.keyPath?.components ?? []
    guard let current = field(start, path[...]) else {
      throw HostError("the animated value has no stored property '\(path.joined(separator: "."))'")
    }
    let keyframes = try track.keyframes.map { v -> SceneKeyframe in
      guard let k = v.host(SceneKeyframe.self) else { throw HostError("a KeyframeTrack holds keyframes, not '\(v.sceneType)'") }
      return k
    }
    switch current {
    case .double, .int:
      return try typed(path, keyframes, interpreter, type: .double, unwrap: { $0?.asDouble ?? 0 }, wrap: { Value.double($0) })
    case .host(let h) where h.payload is Angle:
      return try typed(path, keyframes, interpreter, type: .named("Angle"), unwrap: { $0?.host(Angle.self) ?? .zero }, wrap: { HostRegistry.host("Angle", $0) })
    case .host(let h) where h.payload is CGPoint:
      return try typed(path, keyframes, interpreter, type: .named("CGPoint"), unwrap: { $0?.host(CGPoint.self) ?? .zero }, wrap: { HostRegistry.host("CGPoint", $0) })
    case .host(let h) where h.payload is CGSize:
      return try typed(path, keyframes, interpreter, type: .named("CGSize"), unwrap: { $0?.host(CGSize.self) ?? .zero }, wrap: { HostRegistry.host("CGSize", $0) })
    default:
      let what = path.isEmpty ? "a value" : "a property"
      throw HostError("keyframes cannot animate \(what) of type '\(current.sceneType)' yet (Double, Angle, CGPoint and CGSize are supported)")
    }
  }

  private static func typed<T: Animatable & Sendable>(
    _ path: [String], _ keyframes: [SceneKeyframe], _ interpreter: Interpreter, type: SceneType,
    unwrap: @escaping @Sendable (Value?) -> T, wrap: @escaping @Sendable (T) -> Value
  ) throws -> KeyframeTrackList<Value> {
    func convert(_ v: Value?) throws -> T? {
      guard let v else { return nil }
      return unwrap(try interpreter.coerce(v, to: type, position: interpreter.currentPosition))
    }
    var parts: [KeyframeList<T>] = []
    for k in keyframes {
      let to = try convert(k.to) ?? unwrap(nil)
      switch k.kind {
      case .cubic:
        parts.append(KeyframeTrackContentBuilder<T>.buildExpression(CubicKeyframe(to, duration: k.duration ?? 0, startVelocity: try convert(k.startVelocity), endVelocity: try convert(k.endVelocity))))
      case .linear:
        parts.append(KeyframeTrackContentBuilder<T>.buildExpression(LinearKeyframe(to, duration: k.duration ?? 0, timingCurve: k.curve)))
      case .spring:
        parts.append(KeyframeTrackContentBuilder<T>.buildExpression(SpringKeyframe(to, duration: k.duration, spring: k.spring ?? Spring(), startVelocity: try convert(k.startVelocity))))
      case .move:
        parts.append(KeyframeTrackContentBuilder<T>.buildExpression(MoveKeyframe(to)))
      }
    }
    let content = KeyframeTrackContentBuilder<T>.buildArray(parts)
    let track = KeyframeTrack<Value, T>(
      get: { root in unwrap(field(root, path[...])) },
      set: { root, value in setField(&root, path[...], wrap(value)) },
      content: { content })
    return KeyframesBuilder<Value>.buildExpression(track)
  }

  /// A stored property along `path` (no interpreter needed: keyframes only animate stored properties).
  static func field(_ value: Value, _ path: ArraySlice<String>) -> Value? {
    guard let first = path.first else { return value }
    guard case .instance(let i) = value, let f = i.fields[first] else { return nil }
    if case .binding(let cell) = f { return field(cell.value, path.dropFirst()) }
    return field(f, path.dropFirst())
  }

  static func setField(_ value: inout Value, _ path: ArraySlice<String>, _ newValue: Value) {
    guard let first = path.first else {
      value = newValue
      return
    }
    guard case .instance(var i) = value, var f = i.fields[first] else { return }
    setField(&f, path.dropFirst(), newValue)
    i.fields[first] = f
    value = .instance(i)
  }
}

extension SceneKeyframes {
  /// The timeline of a keyframes builder closure run with `arguments`.
  static func timeline(start: Value, velocity: Value?, builder: Value, arguments: [Value], interpreter: Interpreter) throws -> ErasedKeyframeTimeline {
    let components = try interpreter.callBuilder(builder, arguments: arguments, hint: nil, position: interpreter.currentPosition)
    return try timeline(start: start, velocity: velocity, components: components, of: builder, interpreter: interpreter)
  }

  /// The timeline of `components`, which `builder` produced. A malformed closure is reported at the
  /// statement that produced the faulty component, or at the closure when statements and components do
  /// not line up (`let`, `for`).
  static func timeline(start: Value, velocity: Value?, components: [Value], of builder: Value, acceptsKeyframes: Bool = true, interpreter: Interpreter) throws -> ErasedKeyframeTimeline {
    do {
      return try timeline(start: start, velocity: velocity, components: components, acceptsKeyframes: acceptsKeyframes, interpreter: interpreter)
    } catch {
      guard case .function(let f) = builder, case .closure(let closure, _) = f.kind else { throw HostError(error.message) }
      let statements = Array(closure.statements)
      if statements.count == components.count, statements.indices.contains(error.component) {
        throw EvalError(statements[error.component], error.message)
      }
      throw EvalError(closure, error.message)
    }
  }
}
