import Foundation
import ViewRuntime

/// `.contentTransition(.numericText(value:) / .numericText(countsDown:) / .interpolate / .opacity / .identity)`
/// for text (``ContentTransitionEffect``); `.symbolEffect(.replace)` keeps its own binding (symbols).
extension HostRegistry {
  mutating func registerContentTransitions() {
    let returns = SceneType.named("ContentTransition")
    func transition(_ kind: ContentTransitionEffect.Kind) -> Value { HostRegistry.host("ContentTransition", ContentTransitionEffect(kind)) }
    let countsDown = Param<Bool>("countsDown", default: false), value = Param<Double>("value")
    modify("ContentTransition") { t in
      t.addStatic("identity") { _ in transition(.identity) }
      t.addStatic("opacity") { _ in transition(.opacity) }
      t.addStatic("interpolate") { _ in transition(.interpolate) }
      t.addStatic("numericText") { _ in transition(.numericText(countsDown: false)) }
      t.addStaticMethod("numericText", .binding(countsDown, returns: returns) { c in transition(.numericText(countsDown: try c[countsDown])) })
      t.addStaticMethod("numericText", .binding(value, returns: returns) { c in
        _ = try c[value]
        return transition(.numericText(countsDown: nil))
      })
    }
    // One `contentTransition(_:)` for every kind: text transitions here, the symbol replace transition as before.
    let applied = Param<Value>(nil, "transition", type: returns)
    modify("View") { t in
      let existing = t.methods["contentTransition"] ?? []
      t.methods["contentTransition"] = [.binding([applied], returns: .named("View")) { c in
        let value = try c[applied]
        let node = try c.receiverNode()
        if let text = value.host(ContentTransitionEffect.self) { return HostRegistry.view(AnyView(node: node).modifier(.effect(text))._node) }
        if let symbol = value.host(SymbolReplaceTransition.self) { return HostRegistry.view(AnyView(node: node).modifier(.effect(symbol))._node) }
        throw HostError("contentTransition(_:) takes a ContentTransition, not '\(value.sceneType)'")
      }] + existing
    }
  }
}
