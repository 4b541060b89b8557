import AnimationEngine
import Foundation
import ViewRuntime

/// Scene-declared view modifiers: `.modifier(Shake(…))` with a `ViewModifier`, `AnimatableModifier` or
/// `GeometryEffect`; `AnyView(…)`; and custom transitions (`AnyTransition.modifier(active:identity:)`,
/// iOS 17 `Transition` types).
extension HostRegistry {
  mutating func registerCustomModifiers() {
    let applied = Param<Value>(nil, "modifier")
    modifier("modifier", applied) { c, v in AnyView(node: try c.interpreter.applyCustomModifier(try c[applied], to: v._node)) }
    // Haptics do nothing in a render (SwiftUI, `sensoryFeedback(_:trigger:)`).
    let feedbacks = ["success", "warning", "error", "selection", "increase", "decrease", "start", "stop", "alignment", "levelChange", "impact"]
    statics("SensoryFeedback", feedbacks.map { ($0, $0) })
    let weight = Param<Value>("weight", default: .null), flexibility = Param<Value>("flexibility", default: .null)
    let intensity = Param<Double>("intensity", default: 1)
    modify("SensoryFeedback") { t in
      t.addStaticMethod("impact", .binding(weight, intensity, returns: .named("SensoryFeedback")) { _ in HostRegistry.host("SensoryFeedback", "impact") })
      t.addStaticMethod("impact", .binding(flexibility, intensity, returns: .named("SensoryFeedback")) { _ in HostRegistry.host("SensoryFeedback", "impact") })
    }
    statics("SensoryFeedback.Weight", [("light", 0), ("medium", 1), ("heavy", 2)])
    let feedback = Param<Value>(nil, "feedback", type: .named("SensoryFeedback")), trigger = Param<Value>("trigger")
    modifier("sensoryFeedback", feedback, trigger) { _, v in v }
    let view = Param<Value>(nil, "view")
    modify("AnyView") { t in
      t.conformances.insert("View")
      t.addInit(.binding(view, returns: .named("AnyView")) { c in HostRegistry.view(try c.interpreter.viewNode(try c[view]), "AnyView") })
    }
    let active = Param<Value>("active"), identity = Param<Value>("identity")
    modify("AnyTransition") { t in
      t.addStaticMethod("modifier", .binding(active, identity, returns: .named("AnyTransition")) { c in
        HostRegistry.host("AnyTransition", try c.interpreter.modifierTransition(active: try c[active], identity: try c[identity]))
      })
    }
    // `.transition(Twirl())` with an iOS 17 `Transition` type; other transitions go to the built-in overload.
    let custom = Param<Value>(nil, "t", type: .named("AnyTransition"))
    modify("View") { t in
      let existing = t.methods["transition"] ?? []
      t.methods["transition"] = [.binding([custom], returns: .named("View")) { c in
        let value = try c[custom]
        let transition: AnyTransition
        if case .instance(let i) = value, i.definition.conforms(to: "Transition") {
          transition = try c.interpreter.phaseTransition(i)
        } else if let t = value.host(AnyTransition.self) {
          transition = t
        } else {
          throw HostError("transition(_:) takes an AnyTransition or a Transition, not '\(value.sceneType)'")
        }
        return HostRegistry.view(AnyView(node: try c.receiverNode()).transition(transition)._node)
      }] + existing
    }
    registerAffineTransforms()
    // A view builder's `if` result (`@ViewBuilder func \`if\`(…)`) is a view: modifiers and View
    // extensions apply to it (`.if(flag) { … }.padding()`).
    modify("_BuilderBranch") { $0.conformances.insert("View") }
  }
}

extension Interpreter {
  /// `content.modifier(value)`: the modifier's `body(content:)` applied to `content`, rebuilt every frame
  /// with interpolated `animatableData` when the modifier is animatable, as SwiftUI does for
  /// `AnimatableModifier` and `GeometryEffect`.
  func applyCustomModifier(_ value: Value, to content: ViewNode) throws -> ViewNode {
    guard case .instance(let instance) = deref(value) else {
      throw HostError("modifier(_:) takes a ViewModifier; '\(value.sceneType)' is not one")
    }
    let d = instance.definition
    let animatable = ["Animatable", "AnimatableModifier", "GeometryEffect"].contains { d.conforms(to: $0) }
    guard animatable, d.computedProperties["animatableData"] != nil || d.storedProperty("animatableData") != nil else {
      return try modifierBody(instance, content)
    }
    let current = try member("animatableData", of: .instance(instance), node: d.node)
    if let data = current.asDouble {
      return .animatable(AnimatableNode(data: data) { value in
        try self.modifierBody(self.withAnimatableData(instance, .double((value as? Double) ?? data)), content)
      })
    }
    guard let components = SceneAnimatableData.flatten(current) else {
      throw EvalError(d.node, "animatableData of type '\(current.sceneType)' cannot animate; use Double, CGPoint, CGSize or AnimatablePair")
    }
    let model = SceneVector(components: components)
    return .animatable(AnimatableNode(data: model) { value in
      try self.modifierBody(self.withAnimatableData(instance, SceneAnimatableData.rebuild(current, (value as? SceneVector) ?? model)), content)
    })
  }

  private func withAnimatableData(_ instance: Instance, _ data: Value) throws -> Instance {
    try scoped {
      var updated = Value.instance(instance)
      try setMember("animatableData", of: &updated, position: instance.definition.node.position) { $0 = data }
      guard case .instance(let u) = updated else { return instance }
      return u
    }
  }

  /// One evaluation of the modifier: `body(content:)`, or a `GeometryEffect`'s `effectValue(size:)`.
  func modifierBody(_ instance: Instance, _ content: ViewNode) throws -> ViewNode {
    try scoped {
      let d = instance.definition
      if d.conforms(to: "GeometryEffect"), d.methods["effectValue"] != nil { return try geometryEffect(instance, content) }
      guard d.methods["body"] != nil else {
        throw EvalError(d.node, "type '\(d.name)' does not conform to protocol 'ViewModifier' (missing 'func body(content: Content) -> some View')")
      }
      var receiver = Value.instance(instance)
      let argument = CallArgument(label: "content", source: .value(HostRegistry.view(content)), isTrailingClosure: false, position: d.node.position)
      return try viewNode(callMethod("body", on: &receiver, [argument], in: globals, hint: nil, node: d.node))
    }
  }

  /// A `GeometryEffect`'s transform as offset, rotation and scale about the view's top-leading corner
  /// (SwiftUI applies `effectValue` in the view's own coordinates). `effectValue(size:)` gets the view's
  /// laid-out size: it runs when the view is drawn, as `visualEffect` does, after layout. Shear is dropped
  /// (see README, Known gaps).
  private func geometryEffect(_ instance: Instance, _ content: ViewNode) throws -> ViewNode {
    AnyView(node: content).modifier(.effect(VisualEffectModifier { [unowned self] placed, proxy in
      try scoped {
        var receiver = Value.instance(instance)
        let size = CallArgument(label: "size", source: .value(HostRegistry.host("CGSize", proxy.size)), isTrailingClosure: false, position: instance.definition.node.position)
        let result = try callMethod("effectValue", on: &receiver, [size], in: globals, hint: nil, node: instance.definition.node)
        guard let t = result.host(SceneAffineTransform.self) else {
          throw EvalError(instance.definition.node, "effectValue(size:) must return a ProjectionTransform, not '\(result.sceneType)'")
        }
        let parts = t.decomposed
        return AnyView(node: placed)
          .scaleEffect(x: parts.scaleX, y: parts.scaleY, anchor: .topLeading)
          .rotationEffect(.radians(parts.rotation), anchor: .topLeading)
          .offset(x: parts.translation.width, y: parts.translation.height)._node
      }
    }))._node
  }
}
