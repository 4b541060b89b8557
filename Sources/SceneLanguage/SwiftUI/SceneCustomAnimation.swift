import AnimationEngine
import Foundation
import SwiftSyntax

/// A scene `struct … : CustomAnimation` as an engine animation: the engine calls `animate`, which runs the
/// scene's `animate(value:time:context:)` with the animated vector boxed (`scaled(by:)`, `+`, `-`,
/// `magnitudeSquared`, `==`).
struct SceneCustomAnimation: CustomAnimation, @unchecked Sendable {
  // @unchecked: the engine calls it synchronously on the thread rendering the scene.
  let instance: Value
  let interpreter: Interpreter

  static func == (lhs: SceneCustomAnimation, rhs: SceneCustomAnimation) -> Bool {
    SceneHashable(lhs.instance) == SceneHashable(rhs.instance)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(SceneHashable(instance)) }

  func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
    var complete = context.isLogicallyComplete
    let result: V? = interpreter.guarded(nil) {
      let box = AnimationContextBox(isLogicallyComplete: complete)
      let output = try call("animate", [("value", VectorBox.value(value)), ("time", .double(time)), ("context", .host(HostValue(typeName: "AnimationContext", payload: box)))])
      complete = box.isLogicallyComplete
      if case .null = output { return nil }
      guard let vector = output.host(VectorBox.self)?.value as? V else {
        throw HostError("animate(value:time:context:) must return the value's type or nil, not '\(output.sceneType)'")
      }
      return vector
    }
    context.isLogicallyComplete = complete
    return result
  }

  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
    guard case .instance(let i) = instance, i.definition.methods["velocity"] != nil else { return nil }
    return interpreter.guarded(nil) {
      let box = AnimationContextBox(isLogicallyComplete: context.isLogicallyComplete)
      let output = try call("velocity", [("value", VectorBox.value(value)), ("time", .double(time)), ("context", .host(HostValue(typeName: "AnimationContext", payload: box)))])
      return output.host(VectorBox.self)?.value as? V
    }
  }

  private func call(_ name: String, _ arguments: [(String, Value)]) throws -> Value {
    guard case .instance(let i) = instance, let methods = i.definition.methods[name] else {
      throw HostError("'\(instance.sceneType)' has no method '\(name)'")
    }
    let node = i.definition.node
    let args = arguments.map { CallArgument(label: $0.0, source: .value($0.1), isTrailingClosure: false, position: node.position) }
    let (def, values) = try interpreter.select(methods, args, in: interpreter.globals, callee: "'\(name)'", node: node)
    return try interpreter.invoke(
      def, values, selfVariable: Variable(instance, isConstant: true, type: instance.sceneType), staticType: nil,
      declScope: interpreter.globals, node: node)
  }
}

/// `context` in a custom animation: only `isLogicallyComplete` is exposed to scenes.
final class AnimationContextBox {
  var isLogicallyComplete: Bool
  init(isLogicallyComplete: Bool) { self.isLogicallyComplete = isLogicallyComplete }
}

/// A `VectorArithmetic` value with its operations captured, so scene code can do vector math on it.
struct VectorBox {
  let value: Any
  let scaled: (Double) -> VectorBox
  let add: (VectorBox) -> VectorBox?
  let subtract: (VectorBox) -> VectorBox?
  let magnitudeSquared: Double

  static func make<V: VectorArithmetic>(_ v: V) -> VectorBox {
    VectorBox(
      value: v, scaled: { make(v.scaled(by: $0)) },
      add: { other in (other.value as? V).map { make(v + $0) } },
      subtract: { other in (other.value as? V).map { make(v - $0) } },
      magnitudeSquared: v.magnitudeSquared)
  }

  static func value<V: VectorArithmetic>(_ v: V) -> Value { .host(HostValue(typeName: "VectorArithmetic", payload: make(v))) }
}

extension HostRegistry {
  mutating func registerCustomAnimations() {
    let factor = Param<Double>("by")
    modify("VectorArithmetic") { t in
      t.addMethod("scaled", .binding(factor) { c in
        .host(HostValue(typeName: "VectorArithmetic", payload: try c.receiver(VectorBox.self, "scaled(by:)").scaled(try c[factor])))
      })
      t.addProperty("magnitudeSquared", HostProperty(type: .double) { v in .double(v.host(VectorBox.self)?.magnitudeSquared ?? 0) })
    }
    addOperator("+") { l, r in
      guard let a = l.host(VectorBox.self), let b = r.host(VectorBox.self), let sum = a.add(b) else { return nil }
      return .host(HostValue(typeName: "VectorArithmetic", payload: sum))
    }
    addOperator("-") { l, r in
      guard let a = l.host(VectorBox.self), let b = r.host(VectorBox.self), let difference = a.subtract(b) else { return nil }
      return .host(HostValue(typeName: "VectorArithmetic", payload: difference))
    }
    addOperator("*") { l, r in
      if let a = l.host(VectorBox.self), let k = r.asDouble { return .host(HostValue(typeName: "VectorArithmetic", payload: a.scaled(k))) }
      if let k = l.asDouble, let a = r.host(VectorBox.self) { return .host(HostValue(typeName: "VectorArithmetic", payload: a.scaled(k))) }
      return nil
    }
    modify("AnimationContext") { t in
      t.addProperty("isLogicallyComplete", HostProperty(type: .bool, get: { v in .bool(v.host(AnimationContextBox.self)?.isLogicallyComplete ?? false) }, set: { v, new in
        v.host(AnimationContextBox.self)?.isLogicallyComplete = new.asBool ?? false
      }))
    }
    let custom = Param<Value>(nil, "base")
    modify("Animation") { t in
      t.addInit(.binding(custom, returns: .named("Animation")) { c in
        guard case .instance(let i) = try c[custom], i.definition.conforms(to: "CustomAnimation") else {
          throw HostError("Animation(_:) takes a value of a type conforming to CustomAnimation")
        }
        return HostRegistry.host("Animation", Animation(SceneCustomAnimation(instance: .instance(i), interpreter: c.interpreter)))
      })
    }
  }
}
