import Foundation
import AnimationEngine
import Graphics

extension TreeResolver {
  /// A subtree whose identity starts at `boundary.path`, drawn with its insertion transition and
  /// over the views that left this position and are still transitioning out (unless another view
  /// of the same container draws them: `drawsGhosts` false). `outer`: the places of the blocks around
  /// `container` (see `ResolverHost.boundary`).
  func resolveBoundary(_ content: ViewNode, _ container: ResolveContext, _ boundary: ResolveContext,
                       drawsGhosts: Bool = true, outer: [ViewIdentity] = []) throws -> ResolvedView {
    var boundary = boundary
    let transition = transition(of: content) ?? container.pendingTransition ?? .opacity
    boundary.pendingTransition = nil
    let states = transition.insertion.modifiers
    var current: ResolvedView
    let progress: Double
    if states.isEmpty {
      current = try resolve(content, boundary)
      progress = host.boundary(at: boundary.identity, container: container.identity, outer: outer, node: content, transition: transition,
                               context: Self.animating(boundary, transition), viewKey: current.key)
    } else {
      // The progress first: the modifier states are resolved at it. The view's geometry identity is the
      // boundary's path (the outermost state modifier's).
      progress = host.boundary(at: boundary.identity, container: container.identity, outer: outer, node: content, transition: transition,
                               context: Self.animating(boundary, transition), viewKey: nil)
      current = try resolve(content, boundary, states: states, progress: progress)
    }
    if progress < 1, !current.isEmpty {
      current = applyTransition(transition.insertion, progress, to: current, insertion: true)
    }
    let ghosts = drawsGhosts ? host.ghosts(in: container.identity) : []
    guard !ghosts.isEmpty else { return current }
    // Removed views take no space: they are drawn where they last were, under the current view.
    var removed: [(view: ResolvedView, frame: CGRect?)] = []
    for ghost in ghosts {
      var leaving = ghost.context
      leaving.isLeaving = true
      let view = try resolve(ghost.node, leaving, states: ghost.transition.removal.modifiers, progress: ghost.progress)
      removed.append((applyTransition(ghost.transition.removal, ghost.progress, to: view, insertion: false), ghost.frame))
    }
    return ResolvedView(.boundary(current, removed: removed))
  }

  /// The context a transition's progress runs in: a transition with its own animation (`.animation(_:)`)
  /// animates with it, unless the transaction disables animations.
  private static func animating(_ ctx: ResolveContext, _ transition: AnyTransition) -> ResolveContext {
    guard let animation = transition.animation, !ctx.transaction.disablesAnimations else { return ctx }
    var c = ctx
    c.transaction.animation = animation
    return c
  }

  /// `content` under a transition's modifier states (none: as it is). Shown (`progress` 1) it wears the
  /// identity states; while it transitions, every animatable value the active states change is
  /// interpolated between the two (see ``TransitionStateHost``).
  private func resolve(_ content: ViewNode, _ ctx: ResolveContext, states: [ModifierTransition], progress: Double) throws -> ResolvedView {
    guard !states.isEmpty else { return try resolve(content, ctx) }
    let shown = try states.reduce(content) { try $1.state($0, false) }
    let p = min(1, max(0, progress))
    guard p < 1 else { return try resolve(shown, ctx) }
    // The active states around an empty view: their attributes have the same keys as around the content
    // (a modifier's attributes are named by its place in the chain), and the content's own are not met.
    let entering = try states.reduce(ViewNode.empty) { try $1.state($0, true) }
    let outer = host, taps = tapActions.count
    defer { host = outer }
    let stateHost = TransitionStateHost(base: outer, mode: .recording)
    host = stateHost
    _ = try resolve(entering, ctx)
    tapActions.removeSubrange(taps...)
    stateHost.mode = .interpolating(p)
    return try withExtendedLifetime(stateHost) { try resolve(shown, ctx) }
  }

  /// The outermost `.transition` of a subtree, if any.
  private func transition(of node: ViewNode) -> AnyTransition? {
    var n = node
    while true {
      switch n {
      case .modified(let inner, let m):
        if case .effect(let e) = m, let t = e as? TransitionModifier { return t.transition }
        n = inner
      case .conditional(_, let inner): n = inner
      case .group(let nodes) where nodes.count == 1: n = nodes[0]
      default: return nil
      }
    }
  }

  private func applyTransition(_ effect: AnyTransition.Effect, _ p: Double, to view: ResolvedView, insertion: Bool) -> ResolvedView {
    switch effect {
    case .identity: return view
    case .opacity: return ResolvedView(.opacity(view, min(1, max(0, p))))
    case .scale(let s, let anchor):
      let k = s + (1 - s) * p
      return ResolvedView(.scale(view, CGSize(width: k, height: k), anchor: anchor))
    case .offset(let o):
      return ResolvedView(.offset(view, CGSize(width: Double(o.width) * (1 - p), height: Double(o.height) * (1 - p))))
    case .move(let edge):
      let f = 1 - p
      switch edge {
      case .leading: return ResolvedView(.relativeOffset(view, x: -f, y: 0))
      case .trailing: return ResolvedView(.relativeOffset(view, x: f, y: 0))
      case .top: return ResolvedView(.relativeOffset(view, x: 0, y: -f))
      case .bottom: return ResolvedView(.relativeOffset(view, x: 0, y: f))
      }
    case .combined(let effects):
      return effects.reduce(view) { applyTransition($1, p, to: $0, insertion: insertion) }
    case .modifier:
      return view  // resolved in its states (`resolve(_:_:states:progress:)`)
    }
  }
}
