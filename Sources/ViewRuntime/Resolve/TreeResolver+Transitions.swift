import Foundation
import AnimationEngine
import Graphics

extension TreeResolver {
  /// A subtree whose identity starts at `boundary.path`, drawn with its insertion transition and
  /// over the views that left this position and are still transitioning out (unless another view
  /// of the same container draws them: `drawsGhosts` false).
  func resolveBoundary(_ content: ViewNode, _ container: ResolveContext, _ boundary: ResolveContext,
                       drawsGhosts: Bool = true) throws -> ResolvedView {
    var boundary = boundary
    let transition = transition(of: content) ?? container.pendingTransition ?? .opacity
    boundary.pendingTransition = nil
    var current = try resolve(content, boundary)
    let progress = host.boundary(at: boundary.path, container: container.path, node: content, transition: transition,
                                 context: boundary, viewKey: current.key)
    if progress < 1, !current.isEmpty {
      current = applyTransition(transition.insertion, progress, to: current, insertion: true)
    }
    let ghosts = drawsGhosts ? host.ghosts(in: container.path) : []
    guard !ghosts.isEmpty else { return current }
    // Removed views take no space: they are drawn where they last were, under the current view.
    var removed: [(view: ResolvedView, frame: CGRect?)] = []
    for ghost in ghosts {
      let view = try resolve(ghost.node, ghost.context)
      removed.append((applyTransition(ghost.transition.removal, ghost.progress, to: view, insertion: false), ghost.frame))
    }
    return ResolvedView(.boundary(current, removed: removed))
  }

  /// The outermost `.transition` of a subtree, if any.
  private func transition(of node: ViewNode) -> AnyTransition? {
    var n = node
    while true {
      switch n {
      case .modified(let inner, let m):
        if case .transition(let t) = m { return t }
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
    }
  }
}
