import Foundation
import Graphics

/// What a view does with a user's events, or how it is found and hit: the gestures
/// (`onTapGesture`, `onLongPressGesture`, `gesture(DragGesture())`), a control's hooks (a text field
/// taking typing), the names scripted events address (`accessibilityIdentifier`,
/// `accessibilityLabel`) and the hit-testing modifiers (`contentShape`, `allowsHitTesting`).
/// https://developer.apple.com/documentation/swiftui/adding-interactivity-with-gestures
public enum InteractionRole {
  case tap(action: () throws -> Void)
  /// `onLongPressGesture(minimumDuration:perform:onPressingChanged:)`.
  case longPress(minimumDuration: Double, action: () throws -> Void, pressing: ((Bool) throws -> Void)?)
  case drag(DragHandlers)
  case textInput(TextInputHook)
  case accessibilityIdentifier(String)
  case accessibilityLabel(String)
  /// The view is hit inside this shape over its whole frame, drawn or not.
  case contentShape(ShapeKind)
  /// `allowsHitTesting(false)`: nothing drawn inside is hit (taps go to what is below).
  case allowsHitTesting(Bool)
  /// A `Button`: its action, found by its label's text.
  case button(action: () throws -> Void)

  var acceptsTap: Bool {
    switch self {
    case .tap, .button: true
    default: false
    }
  }
}

/// A view wrapped in an ``InteractionRole``. It draws its content unchanged; while drawing it notes
/// which drawn leaves it holds and its frame, so events can find it by name or by point.
public struct InteractionEffect: ViewEffect, ResolvableEffect {
  public var role: InteractionRole
  public init(_ role: InteractionRole) { self.role = role }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let node = r.resolver.interactionNode(role, key: r.context.path)
    return InteractionEffect.wrap(try r.content(), node)
  }

  /// `content` inside a node that records `node`'s place when drawn. The wrapper takes the content's
  /// identity, so the view's geometry is recorded and animated exactly as without it.
  static func wrap(_ content: ResolvedView, _ node: InteractionNode) -> ResolvedView {
    let view = ResolvedView(.effect(content, InteractionDrawer(node: node)))
    view.key = content.key
    view.animation = content.animation
    view.animatorPath = content.animatorPath
    return view
  }
}

/// One interactive view of a resolved tree, filled in when the tree is drawn.
final class InteractionNode {
  let role: InteractionRole
  /// The view's structural path: the same view in the next update has the same key.
  let key: String
  /// Resolution order: an outer modifier comes before the views it wraps.
  let order: Int
  /// The inspect leaves drawn inside, as `start..<end` in the frame's leaf list.
  var leaves = 0..<0
  /// The laid-out frame in canvas points (axis-aligned bounds after transforms).
  var frame = CGRect.null
  var drawn = false

  init(role: InteractionRole, key: String, order: Int) { self.role = role; self.key = key; self.order = order }
}

struct InteractionDrawer: DrawnEffect {
  let node: InteractionNode

  func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
    var place = place
    switch node.role {
    case .accessibilityIdentifier(let id):
      place = place.adding(InspectModifier(name: "accessibilityIdentifier", values: [:], strings: ["id": id]))
    case .accessibilityLabel(let label):
      place = place.adding(InspectModifier(name: "accessibilityLabel", values: [:], strings: ["label": label]))
    default:
      break
    }
    let start = out.nodes.count
    node.frame = place.ctm.apply(place.frame)
    try out.draw(content, place)
    node.leaves = start..<out.nodes.count
    node.drawn = true
  }
}
