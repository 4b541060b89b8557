import Foundation
import ViewRuntime

/// Custom transitions: `AnyTransition.modifier(active:identity:)` and `struct T: Transition { func body(content:
/// phase:) … }`. Both become modifier transitions in the runtime: the scene's modifier (or `body`) is applied
/// to the view in its active and identity states while the tree is resolved, and every animatable value the
/// states differ in is interpolated by the transition's progress, as SwiftUI animates the two states'
/// animatable data (https://developer.apple.com/documentation/swiftui/anytransition/modifier(active:identity:),
/// https://developer.apple.com/documentation/swiftui/transition). Any modifier a scene can write works inside:
/// rotation, blur, masks, clip shapes, custom `Animatable` modifiers.
extension Interpreter {
  func modifierTransition(active: Value, identity: Value) throws -> AnyTransition {
    for state in [active, identity] {
      guard case .instance = deref(state) else {
        throw HostError("modifier(active:identity:) takes ViewModifier values; '\(state.sceneType)' is not one")
      }
    }
    return .modifier("modifier(active:identity:)") { content, isActive in
      try self.applyCustomModifier(isActive ? active : identity, to: content)
    }
  }

  /// An iOS 17 `Transition`: `body(content:phase:)` at `.willAppear` for insertion, `.didDisappear` for removal,
  /// `.identity` while shown.
  func phaseTransition(_ instance: Instance) throws -> AnyTransition {
    guard instance.definition.methods["body"] != nil else {
      throw EvalError(instance.definition.node, "type '\(instance.definition.name)' does not conform to protocol 'Transition' (missing 'func body(content: Content, phase: TransitionPhase) -> some View')")
    }
    return .phased(instance.definition.name) { content, phase in
      try self.scoped {
        var receiver = Value.instance(instance)
        let position = instance.definition.node.position
        let args = [
          CallArgument(label: "content", source: .value(HostRegistry.view(content)), isTrailingClosure: false, position: position),
          CallArgument(label: "phase", source: .value(HostRegistry.host("TransitionPhase", phase)), isTrailingClosure: false, position: position),
        ]
        return try self.viewNode(self.callMethod("body", on: &receiver, args, in: self.globals, hint: nil, node: instance.definition.node))
      }
    }
  }
}

extension HostRegistry {
  mutating func registerTransitionPhase() {
    statics("TransitionPhase", [("willAppear", TransitionPhaseValue.willAppear), ("identity", .identity), ("didDisappear", .didDisappear)])
    modify("TransitionPhase") { t in
      t.conformances.insert("Equatable")
      t.addProperty("isIdentity", HostProperty(type: .bool) { v in .bool(v.host(TransitionPhaseValue.self) == .identity) })
      t.addProperty("value", HostProperty(type: .double) { v in .double(v.host(TransitionPhaseValue.self)?.value ?? 0) })
    }
  }
}
