import Foundation
import ViewRuntime

/// SwiftUI's `TransitionPhase` (iOS 17): where a view is in its transition.
enum SceneTransitionPhase: String, Equatable {
  case willAppear, identity, didDisappear

  /// Apple: −1 before appearing, 0 when shown, 1 after disappearing.
  var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// Custom transitions: `AnyTransition.modifier(active:identity:)` and `struct T: Transition { func body(content:
/// phase:) … }`. The runtime's transitions animate a fixed set of effects (opacity, scale, offset and their
/// combinations) from the entering state to the view as it is; a custom transition is read by applying its
/// modifier to an empty view and naming the effects its body added. A body using any other modifier needs a
/// runtime transition that applies scene modifiers per frame, and is reported as such.
extension Interpreter {
  func modifierTransition(active: Value, identity: Value) throws -> AnyTransition {
    let entering = try transitionEffects(applyCustomModifier(active, to: .empty), what: "modifier(active:identity:)")
    let shown = try transitionEffects(applyCustomModifier(identity, to: .empty), what: "modifier(active:identity:)")
    guard shown.isNeutral else {
      throw HostError("modifier(active:identity:): the identity modifier must leave the view as it is (got \(shown.summary))")
    }
    return entering.transition
  }

  /// An iOS 17 `Transition`: `body(content:phase:)` at `.willAppear` for insertion, `.didDisappear` for removal.
  func phaseTransition(_ instance: Instance) throws -> AnyTransition {
    func effects(_ phase: SceneTransitionPhase) throws -> TransitionEffects {
      let node = try scoped {
        var receiver = Value.instance(instance)
        let position = instance.definition.node.position
        let args = [
          CallArgument(label: "content", source: .value(HostRegistry.view(.empty)), isTrailingClosure: false, position: position),
          CallArgument(label: "phase", source: .value(HostRegistry.host("TransitionPhase", phase)), isTrailingClosure: false, position: position),
        ]
        return try viewNode(callMethod("body", on: &receiver, args, in: globals, hint: nil, node: instance.definition.node))
      }
      return try transitionEffects(node, what: "'\(instance.definition.name)'")
    }
    return .asymmetric(insertion: try effects(.willAppear).transition, removal: try effects(.didDisappear).transition)
  }

  private func transitionEffects(_ node: ViewNode, what: String) throws -> TransitionEffects {
    var effects = TransitionEffects()
    var current = node
    while case .modified(let inner, let modifier) = current {
      switch modifier {
      case .opacity(let o):
        guard o == 0 || o == 1 else {
          throw HostError("\(what): opacity(\(o)) while transitioning is not supported; the runtime's transitions fade from 0 (needs a per-frame modifier transition in ViewRuntime)")
        }
        effects.fades = effects.fades || o == 0
      case .scaleEffect(let s, let anchor):
        guard s.width == s.height else {
          throw HostError("\(what): a scaleEffect with different x and y while transitioning is not supported (needs a per-frame modifier transition in ViewRuntime)")
        }
        if s.width != 1 { effects.scale = (Double(s.width), anchor) }
      case .offset(let o):
        effects.offset.width += o.width
        effects.offset.height += o.height
      case .rotationEffect(let angle, _) where angle.radians == 0:
        break
      default:
        throw HostError("\(what): \(Self.modifierName(modifier)) while transitioning is not supported; the runtime's transitions animate opacity, scale and offset (a per-frame modifier transition in ViewRuntime would allow it)")
      }
      current = inner
    }
    return effects
  }

  private static func modifierName(_ modifier: ViewModifierNode) -> String {
    let text = "\(modifier)"
    return text.prefix { $0 != "(" } + "(…)"
  }
}

/// The built-in effects a custom transition's entering (or leaving) state adds.
private struct TransitionEffects {
  var fades = false
  var scale: (Double, UnitPoint)?
  var offset = CGSize.zero

  var isNeutral: Bool { !fades && scale == nil && offset == .zero }
  var summary: String { "opacity \(fades ? 0 : 1), scale \(scale?.0 ?? 1), offset (\(offset.width), \(offset.height))" }

  var transition: AnyTransition {
    var parts: [AnyTransition] = []
    if fades { parts.append(.opacity) }
    if let (s, anchor) = scale { parts.append(.scale(scale: s, anchor: anchor)) }
    if offset != .zero { parts.append(.offset(offset)) }
    guard let first = parts.first else { return .identity }
    return parts.dropFirst().reduce(first) { $0.combined(with: $1) }
  }
}

extension HostRegistry {
  mutating func registerTransitionPhase() {
    statics("TransitionPhase", [("willAppear", SceneTransitionPhase.willAppear), ("identity", .identity), ("didDisappear", .didDisappear)])
    modify("TransitionPhase") { t in
      t.conformances.insert("Equatable")
      t.addProperty("isIdentity", HostProperty(type: .bool) { v in .bool(v.host(SceneTransitionPhase.self) == .identity) })
      t.addProperty("value", HostProperty(type: .double) { v in .double(v.host(SceneTransitionPhase.self)?.value ?? 0) })
    }
  }
}
