import AnimationEngine
import Foundation

/// SwiftUI's `AnyTransition`: how a view looks while it is inserted or removed.
///
/// A transition is a pair of effects at a progress `p`: 1 is the view as it is, 0 the state it
/// enters from (insertion) or leaves to (removal). The transaction's animation drives `p`.
public struct AnyTransition: Sendable {
  indirect enum Effect: Sendable {
    case identity
    case opacity
    case scale(Double, anchor: UnitPoint)
    case offset(CGSize)
    /// Moves by the view's own size towards an edge.
    case move(Edge)
    case combined([Effect])
    /// Any view modifiers: the view wrapped in an active and an identity state, every animatable value
    /// the two states differ in interpolated by `p` (`AnyTransition.modifier(active:identity:)`, iOS 17
    /// `Transition` types, `.blurReplace`).
    case modifier(ModifierTransition)

    /// The modifier states in application order (innermost first).
    var modifiers: [ModifierTransition] {
      switch self {
      case .modifier(let m): [m]
      case .combined(let effects): effects.flatMap(\.modifiers)
      default: []
      }
    }
  }

  let insertion: Effect
  let removal: Effect
  /// `.animation(_:)`: the animation this transition runs with, whatever the transaction's
  /// (https://developer.apple.com/documentation/swiftui/anytransition/animation(_:)).
  public private(set) var animation: Animation?

  init(insertion: Effect, removal: Effect, animation: Animation? = nil) {
    self.insertion = insertion; self.removal = removal; self.animation = animation
  }
  init(_ effect: Effect) { self.init(insertion: effect, removal: effect) }

  public static let identity = AnyTransition(.identity)
  public static let opacity = AnyTransition(.opacity)
  public static let scale = AnyTransition(.scale(0, anchor: .center))
  public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(.scale(scale, anchor: anchor)) }
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(.offset(offset)) }
  public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }
  /// In from the leading edge, out towards the trailing edge.
  public static let slide = AnyTransition(insertion: .move(.leading), removal: .move(.trailing))
  public static func push(from edge: Edge) -> AnyTransition {
    let opposite: Edge = switch edge {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    }
    return AnyTransition(insertion: .combined([.move(edge), .opacity]), removal: .combined([.move(opposite), .opacity]))
  }

  /// `.modifier(active:identity:)` with the states as node builders: `state(content, true)` is the view
  /// entering from (and leaving to) the active state, `state(content, false)` the view as shown.
  public static func modifier(_ name: String, _ state: @escaping (ViewNode, _ active: Bool) throws -> ViewNode) -> AnyTransition {
    AnyTransition(.modifier(ModifierTransition(name: name, state: state)))
  }

  /// An iOS 17 `Transition`: insertion enters from `state(content, .willAppear)`, removal leaves to
  /// `state(content, .didDisappear)`, and the view is shown at `.identity`.
  public static func phased(_ name: String, _ state: @escaping (ViewNode, TransitionPhaseValue) throws -> ViewNode) -> AnyTransition {
    AnyTransition(
      insertion: .modifier(ModifierTransition(name: name) { try state($0, $1 ? .willAppear : .identity) }),
      removal: .modifier(ModifierTransition(name: name) { try state($0, $1 ? .didDisappear : .identity) }))
  }

  /// `.blurReplace` / `.blurReplace(.downUp)` (iOS 17): "combining blurring and scaling effects"
  /// (https://developer.apple.com/documentation/swiftui/transition/blurreplace). Apple does not publish
  /// the amounts; our choices: blur radius 10 pt, scale 0.8 (1.2 when `.upUp` removes), opacity 0.
  /// `.downUp` scales down when removed and up when inserted; `.upUp` scales up both ways
  /// (https://developer.apple.com/documentation/swiftui/blurreplacetransition/configuration).
  public static func blurReplace(upUp: Bool = false) -> AnyTransition {
    func state(_ scale: Double) -> (ViewNode, Bool) throws -> ViewNode {
      { node, active in
        ViewNode.modified(ViewNode.modified(ViewNode.modified(node, .effect(BlurEffect(radius: active ? 10 : 0))),
                                            .scaleEffect(active ? CGSize(width: scale, height: scale) : CGSize(width: 1, height: 1), anchor: .center)),
                          .opacity(active ? 0 : 1))
      }
    }
    return AnyTransition(insertion: .modifier(ModifierTransition(name: "blurReplace", state: state(0.8))),
                         removal: .modifier(ModifierTransition(name: "blurReplace", state: state(upUp ? 1.2 : 0.8))))
  }

  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(insertion: insertion.insertion, removal: removal.removal, animation: insertion.animation ?? removal.animation)
  }

  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(insertion: .combined([insertion, other.insertion]), removal: .combined([removal, other.removal]),
                  animation: animation ?? other.animation)
  }

  public func animation(_ animation: Animation?) -> AnyTransition {
    var t = self
    t.animation = animation
    return t
  }
}

/// SwiftUI's `TransitionPhase` (iOS 17): where a view is in its transition.
public enum TransitionPhaseValue: String, Equatable, Sendable {
  case willAppear, identity, didDisappear

  /// Apple: −1 before appearing, 0 when shown, 1 after disappearing
  /// (https://developer.apple.com/documentation/swiftui/transitionphase/value).
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// One transition written as view modifiers: the content in its active state or its identity state.
/// Closures into scene code, run while the tree is resolved (like an `Animatable` view's body).
struct ModifierTransition: @unchecked Sendable {
  let name: String
  let state: (ViewNode, _ active: Bool) throws -> ViewNode
}
