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
