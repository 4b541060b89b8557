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
  }

  let insertion: Effect
  let removal: Effect

  init(insertion: Effect, removal: Effect) { self.insertion = insertion; self.removal = removal }
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

  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(insertion: insertion.insertion, removal: removal.removal)
  }

  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(insertion: .combined([insertion, other.insertion]), removal: .combined([removal, other.removal]))
  }
}
