import AnimationEngine
import Foundation
import ViewRuntime

/// A `KeyframeTrack` as written in the scene: its key path and keyframes, resolved into the engine's
/// typed tracks once the animated value (and so each property's type) is known.
struct SceneKeyframeTrack {
  /// nil: the track animates the whole value (`KeyframeTrack { … }`).
  var keyPath: KeyPathValue?
  var keyframes: [Value]
}

struct SceneKeyframe {
  enum Kind { case cubic, linear, spring, move }
  var kind: Kind
  var to: Value
  var duration: Double?
  var spring: Spring?
  var startVelocity: Value?
  var endVelocity: Value?
  var curve: UnitCurve
}

extension HostRegistry {
  mutating func registerKeyframes() {
    let keyPath = Param<Value>(nil, "keyPath")
    let content = Param<BuilderClosure>("content")
    modify("KeyframeTrack") { t in
      t.addInit(.binding(keyPath, content) { c in
        guard case .keyPath(let path) = try c[keyPath] else { throw HostError("KeyframeTrack needs a key path such as \\.scale") }
        let keyframes = try c.context.callBuilder(try c[content].function, [])
        return HostRegistry.host("KeyframeTrack", SceneKeyframeTrack(keyPath: path, keyframes: keyframes))
      })
      t.addInit(.binding(content) { c in
        HostRegistry.host("KeyframeTrack", SceneKeyframeTrack(keyPath: nil, keyframes: try c.context.callBuilder(try c[content].function, [])))
      })
    }
    func keyframe(_ name: String, _ parameters: any BindingParameter..., make: @escaping (BindingCall) throws -> SceneKeyframe) {
      let function = HostFunction.binding(parameters, returns: .named(name)) { c in HostRegistry.host(name, try make(c)) }
      modify(name) { $0.addInit(function) }
    }
    // The target and velocities take the animated value's type, known only when the timeline is built.
    let to = Param<Value>(nil, "to")
    let duration = Param<Double>("duration")
    let startVelocity = Param<Value?>("startVelocity", type: .any, default: nil)
    let endVelocity = Param<Value?>("endVelocity", type: .any, default: nil)
    keyframe("CubicKeyframe", to, duration, startVelocity, endVelocity) { c in
      SceneKeyframe(kind: .cubic, to: try c[to], duration: try c[duration], spring: nil, startVelocity: try c[startVelocity], endVelocity: try c[endVelocity], curve: .linear)
    }
    let timingCurve = Param<UnitCurve>("timingCurve", default: .linear)
    keyframe("LinearKeyframe", to, duration, timingCurve) { c in
      SceneKeyframe(kind: .linear, to: try c[to], duration: try c[duration], spring: nil, startVelocity: nil, endVelocity: nil, curve: try c[timingCurve])
    }
    let springDuration = Param<Double?>("duration", default: nil)
    let spring = Param<Spring>("spring", default: Spring())
    keyframe("SpringKeyframe", to, springDuration, spring, startVelocity) { c in
      SceneKeyframe(kind: .spring, to: try c[to], duration: try c[springDuration], spring: try c[spring], startVelocity: try c[startVelocity], endVelocity: nil, curve: .linear)
    }
    keyframe("MoveKeyframe", to) { c in
      SceneKeyframe(kind: .move, to: try c[to], duration: nil, spring: nil, startVelocity: nil, endVelocity: nil, curve: .linear)
    }
    statics("UnitCurve", [("linear", UnitCurve.linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
                          ("circularEaseIn", .circularEaseIn), ("circularEaseOut", .circularEaseOut), ("circularEaseInOut", .circularEaseInOut)])
  }
}

/// Scene keyframe tracks → the engine's `KeyframeTimeline` over scene values.
enum SceneKeyframes {
  static func timeline(start: Value, velocity: Value?, tracks: [Value], interpreter: Interpreter) throws -> ErasedKeyframeTimeline {
    var lists: [KeyframeTrackList<Value>] = []
    for value in tracks {
      if case .array(let nested) = value {
        lists.append(try list(nested, start: start, interpreter: interpreter))
        continue
      }
      lists.append(try list([value], start: start, interpreter: interpreter))
    }
    let timeline = KeyframeTimeline(initialValue: start, initialVelocity: velocity, tracks: KeyframesBuilder<Value>.buildArray(lists))
    return ErasedKeyframeTimeline(timeline)
  }

  private static func list(_ values: [Value], start: Value, interpreter: Interpreter) throws -> KeyframeTrackList<Value> {
    var lists: [KeyframeTrackList<Value>] = []
    for value in values {
      guard let track = value.host(SceneKeyframeTrack.self) else {
        throw HostError("keyframes must be KeyframeTrack values, not '\(value.sceneType)'")
      }
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
        lists.append(try typed(path, keyframes, interpreter, type: .double, unwrap: { $0?.asDouble ?? 0 }, wrap: { Value.double($0) }))
      case .host(let h) where h.payload is Angle:
        lists.append(try typed(path, keyframes, interpreter, type: .named("Angle"), unwrap: { $0?.host(Angle.self) ?? .zero }, wrap: { HostRegistry.host("Angle", $0) }))
      case .host(let h) where h.payload is CGPoint:
        lists.append(try typed(path, keyframes, interpreter, type: .named("CGPoint"), unwrap: { $0?.host(CGPoint.self) ?? .zero }, wrap: { HostRegistry.host("CGPoint", $0) }))
      case .host(let h) where h.payload is CGSize:
        lists.append(try typed(path, keyframes, interpreter, type: .named("CGSize"), unwrap: { $0?.host(CGSize.self) ?? .zero }, wrap: { HostRegistry.host("CGSize", $0) }))
      default:
        throw HostError("keyframes cannot animate a property of type '\(current.sceneType)' yet (Double, Angle, CGPoint and CGSize are supported)")
      }
    }
    return KeyframesBuilder<Value>.buildArray(lists)
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
