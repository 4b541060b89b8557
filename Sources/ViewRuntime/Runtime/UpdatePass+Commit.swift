import AnimationEngine
import Foundation

extension UpdatePass {
  /// Ends the pass: records of identities that vanished from the part it covered are swept (so a
  /// view appearing again starts fresh), removed views start transitioning out, lifecycle actions
  /// are scheduled. Returns the actions to run after the update, each as its own event at this
  /// time, in tree order.
  ///
  /// Without `sweep`, only the lifecycle bookkeeping is kept (what appeared, the onChange values):
  /// for a step whose subtree changed layout, the whole-tree update that follows at the same time
  /// sweeps, transitions and lays out, as it sees everything.
  func commit(sweep: Bool = true) -> [() throws -> Void] {
    guard sweep else {
      for path in seenLifecycle {
        if let action = disappearActions[path] { state.disappearActions[path] = action }
        state.appeared.insert(path)
      }
      return lifecycleActions
    }
    // In path order, so removed views (and disappear actions) come in the same order every run.
    let dropped = state.scopes.replace(root: subtree ?? runtime.identities.root, with: marks).sorted()
    droppedCount = dropped.count
    var actions: [() throws -> Void] = []
    // Lifecycle: views that left run their onDisappear; the ones here are now "appeared".
    for key in dropped {
      if let action = state.disappearActions.removeValue(forKey: key) { actions.append(action) }
      state.appeared.remove(key)
    }
    for path in seenLifecycle {
      state.disappearActions[path] = disappearActions[path]
      state.appeared.insert(path)
    }
    updateTransitions(dropped: dropped)
    state.forget(dropped)
    if subtree == nil { state.geometry = state.geometry.filter { seenGeometry.contains($0.key) } }
    return actions + lifecycleActions
  }

  /// Views whose identity vanished in an animated update keep drawing, transitioning out, until
  /// the animation is removed; views that appeared transition in.
  private func updateTransitions(dropped: [ViewIdentity]) {
    let containers = Set(seenBoundaries.values.flatMap { [$0.container] + $0.outer })
    for path in dropped {
      guard let old = state.boundaries.removeValue(forKey: path) else { continue }
      // A view whose block's place went with it (its `ForEach` row, an outer `if` block) leaves in the
      // innermost place still there, as the row's other views do.
      guard let home = ([old.container] + old.outer).first(where: containers.contains) else { continue }
      // A transition with its own animation (`.animation(_:)` on it) leaves with that animation.
      let transaction = containerTransactions[home]
      guard let animation = transaction?.disablesAnimations == true ? nil : old.transition.animation ?? transaction?.animation
      else { continue }
      var progress = AnimatedValue(state.insertions[path]?.value(at: time) ?? 1)
      let handle = progress.set(0, at: time, animation: animation)
      // A removal is a change too: a phase animator whose step removed the view waits for it.
      if let p = containerAnimators[home] { handlesByAnimator[p, default: []].append(handle) }
      let frame = state.geometry[old.viewKey.geometry].map { GeometryVector.frame(of: $0.value.value(at: time)) }
      state.ghosts[home, default: []].append(
        Ghost(node: old.node, context: old.context, transition: old.transition, progress: progress, finish: handle.finishedTime,
              frame: frame))
    }
    for path in dropped {
      state.ghosts[path] = nil
      state.containers.remove(path)
    }
    for container in containers {
      state.containers.insert(container)
      if let ghosts = state.ghosts[container] {
        let running = ghosts.filter { ($0.finish ?? .infinity) > time }
        state.ghosts[container] = running.isEmpty ? nil : running
      }
    }
    for (path, boundary) in seenBoundaries { state.boundaries[path] = boundary }
  }
}
