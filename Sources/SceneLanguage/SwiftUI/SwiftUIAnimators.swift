import AnimationEngine
import Foundation
import SwiftSyntax
import ViewRuntime

/// The keyframes closures already built once at load, by call site: a body is evaluated on every update,
/// and checking a closure again each time doubled the cost of rendering a keyframe scene. Owned by one
/// registry (one scene program).
final class CheckedKeyframes {
  var closures: Set<SyntaxIdentifier> = []
  /// Integer-literal phase lists read as Doubles, by content closure (see `phaseTypes`).
  var doublePhases: [SyntaxIdentifier: Bool] = [:]
}

/// `PhaseAnimator` / `.phaseAnimator` and `KeyframeAnimator` / `.keyframeAnimator`: the view and modifier
/// forms share their parameters and their node construction.
extension HostRegistry {
  /// Phases keep the type Swift gives the sequence: `[0, 1, 2]` is `[Int]` (so `phase % 2` works and
  /// prints "1"), `[0, 0.5, 1]` and a `[CGFloat]` are Doubles. Swift infers an integer-literal list from
  /// the closures too (`easeInOut(duration: 5/phase)` makes it `[Double]`): see `phaseTypes`.
  enum PhaseParameters {
    static var phases: Param<PhaseList> { .init(nil, "phases") }
    static var trigger: Param<Value?> { .init("trigger", type: .any, default: nil) }
    static var content: Param<SceneClosure> { .init("content") }
    static var animation: Param<SceneClosure?> { .init("animation", default: nil) }

    static var overloads: [[any BindingParameter]] {
      [[phases, trigger, content, animation]]
    }
  }

  enum KeyframeParameters {
    static var initialValue: Param<Value> { .init("initialValue") }
    static var trigger: Param<Value> { .init("trigger") }
    static var repeating: Param<Bool> { .init("repeating", default: true) }
    static var content: Param<SceneClosure> { .init("content") }
    static var keyframes: Param<SceneClosure> { .init("keyframes") }
  }

  mutating func registerAnimators() {
    typealias K = KeyframeParameters
    let checked = CheckedKeyframes()
    for parameters in PhaseParameters.overloads {
      let view = HostFunction.binding(parameters) { c in try HostRegistry.phaseAnimator(c, content: nil, checked: checked) }
      let modifier = HostFunction.binding(parameters) { c in try HostRegistry.phaseAnimator(c, content: c.receiver, checked: checked) }
      viewType("PhaseAnimator", [view])
      modify("View") { $0.addMethod("phaseAnimator", modifier) }
    }
    let triggered: [any BindingParameter] = [K.initialValue, K.trigger, K.content, K.keyframes]
    let repeating: [any BindingParameter] = [K.initialValue, K.repeating, K.content, K.keyframes]
    viewType("KeyframeAnimator", [
      .binding(triggered) { c in try HostRegistry.keyframeAnimator(c, content: nil, repeating: false, checked: checked) },
      .binding(repeating) { c in try HostRegistry.keyframeAnimator(c, content: nil, repeating: true, checked: checked) },
    ])
    modify("View") { t in
      t.addMethod("keyframeAnimator", .binding(triggered) { c in try HostRegistry.keyframeAnimator(c, content: c.receiver, repeating: false, checked: checked) })
      t.addMethod("keyframeAnimator", .binding(repeating) { c in try HostRegistry.keyframeAnimator(c, content: c.receiver, repeating: true, checked: checked) })
    }
  }

  /// `PhaseAnimator(…)` and `.phaseAnimator(…)`; `content` is the modified view for the modifier form.
  static func phaseAnimator(_ c: BindingCall, content: Value?, checked: CheckedKeyframes) throws -> Value {
    typealias P = PhaseParameters
    let interpreter = c.interpreter
    let contentClosure = try c[P.content].function
    let animationClosure = try c[P.animation]?.function
    let phases = try phaseTypes(try c[P.phases].phases, content: content, contentClosure, animationClosure, interpreter: interpreter, checked: checked)
    let trigger = try c[P.trigger].map { AnyHashable(SceneHashable($0)) }
    let node = PhaseAnimatorNode(
      phaseCount: phases.count, trigger: trigger,
      content: { i in
        guard phases.indices.contains(i) else { return .empty }
        return try interpreter.scoped {
          let arguments = content.map { [$0, phases[i]] } ?? [phases[i]]
          return try interpreter.phaseContentNode(interpreter.callBuilder(contentClosure, arguments: arguments, hint: nil, position: interpreter.currentPosition, keepingBranches: true))
        }
      },
      animation: { i in
        guard phases.indices.contains(i) else { return nil }
        guard let animationClosure else { return .default }
        return try interpreter.scoped { () throws -> Animation? in
          let result = try interpreter.coerce(
            interpreter.runtimeCall(animationClosure, [phases[i]], expecting: .optional(.named("Animation"))),
            to: .optional(.named("Animation")), position: interpreter.currentPosition)
          if case .null = result { return nil }
          guard let animation = result.host(Animation.self) else {
            throw HostError("the animation closure must return an Animation, not '\(result.sceneType)'")
          }
          return animation
        }
      })
    return view(.phaseAnimator(node))
  }

  /// An integer-literal phase list as Swift types it: `[Int]` unless the closures need Doubles. Swift's
  /// solver prefers Int for the literals and picks Double only when Int does not type-check
  /// (`5/phase` passed as a duration, `phase * 0.5`); here the closures are run once with the first
  /// phase as an Int, and a type error means Doubles. Decided once per call site.
  private static func phaseTypes(
    _ phases: [Value], content: Value?, _ contentClosure: Value, _ animationClosure: Value?, interpreter: Interpreter,
    checked: CheckedKeyframes
  ) throws -> [Value] {
    guard let first = phases.first, phases.allSatisfy({ if case .int = $0 { true } else { false } }),
      case .function(let f) = contentClosure, case .closure(let closure, _) = f.kind
    else { return phases }
    let asDoubles = phases.map { v -> Value in if case .int(let i) = v { .double(Double(i)) } else { v } }
    if let known = checked.doublePhases[closure.id] { return known ? asDoubles : phases }
    func runs(_ phase: Value) -> Bool {
      do {
        try interpreter.scoped {
          _ = try interpreter.callBuilder(contentClosure, arguments: content.map { [$0, phase] } ?? [phase], hint: nil, position: interpreter.currentPosition, keepingBranches: true)
          if let animationClosure { _ = try interpreter.runtimeCall(animationClosure, [phase], expecting: .optional(.named("Animation"))) }
        }
        return true
      } catch {
        return false
      }
    }
    let doubles = !runs(first) && runs(asDoubles[0])
    checked.doublePhases[closure.id] = doubles
    return doubles ? asDoubles : phases
  }

  /// `KeyframeAnimator(…)` and `.keyframeAnimator(…)`; `content` is the modified view for the modifier form.
  static func keyframeAnimator(_ c: BindingCall, content: Value?, repeating: Bool, checked: CheckedKeyframes) throws -> Value {
    typealias K = KeyframeParameters
    let interpreter = c.interpreter
    let initial = try c[K.initialValue]
    let contentClosure = try c[K.content].function
    let keyframesClosure = try c[K.keyframes].function
    let mode: KeyframeAnimatorNode.Mode = repeating ? .repeating(try c[K.repeating]) : .trigger(AnyHashable(SceneHashable(try c[K.trigger])))
    // Built once when the view is first made, so a malformed keyframes closure is reported when the scene
    // loads, at its source location, rather than only when a trigger first runs the animator.
    if case .function(let f) = keyframesClosure, case .closure(let closure, _) = f.kind, !checked.closures.contains(closure.id) {
      _ = try SceneKeyframes.timeline(start: initial, velocity: nil, builder: keyframesClosure, arguments: [initial], interpreter: interpreter)
      checked.closures.insert(closure.id)
    }
    let node = KeyframeAnimatorNode(
      mode: mode, initialValue: initial,
      timeline: { from, velocity in
        let start = from as? Value ?? initial
        return try interpreter.scoped {
          try SceneKeyframes.timeline(start: start, velocity: velocity as? Value, builder: keyframesClosure, arguments: [start], interpreter: interpreter)
        }
      },
      content: { any in
        let value = any as? Value ?? initial
        return try interpreter.scoped {
          let arguments = content.map { [$0, value] } ?? [value]
          return try interpreter.viewNode(.array(interpreter.callBuilder(contentClosure, arguments: arguments, hint: nil, position: interpreter.currentPosition, keepingBranches: true)))
        }
      })
    return view(.keyframeAnimator(node))
  }
}
