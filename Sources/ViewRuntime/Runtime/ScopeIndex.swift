import Foundation

/// Which record keys each scope (the root, or a phase animator's content) registered in the last
/// pass over it, and which scopes nest in it: a pass over one subtree sweeps exactly the records
/// that vanished from it (mark and sweep), in time proportional to the subtree.
struct ScopeIndex {
  private var keys: [ViewIdentity: Set<ViewIdentity>] = [:]
  private var children: [ViewIdentity: Set<ViewIdentity>] = [:]

  /// What one pass saw, by scope.
  struct Marks {
    var keys: [ViewIdentity: Set<ViewIdentity>] = [:]
    var children: [ViewIdentity: Set<ViewIdentity>] = [:]

    mutating func note(_ key: ViewIdentity, in scope: ViewIdentity) { keys[scope, default: []].insert(key) }

    mutating func nest(_ scope: ViewIdentity, in parent: ViewIdentity) {
      children[parent, default: []].insert(scope)
      if keys[scope] == nil { keys[scope] = [] }
    }
  }

  /// Replaces what is known of `root`'s subtree by what a pass over it saw; returns the keys that
  /// were there before and are gone now (including every key of a nested scope that vanished).
  mutating func replace(root: ViewIdentity, with marks: Marks) -> [ViewIdentity] {
    var dropped: [ViewIdentity] = []
    var pending = [root]
    while let scope = pending.popLast() {
      pending += children[scope] ?? []
      let seen = marks.keys[scope]
      for key in keys[scope] ?? [] where seen?.contains(key) != true { dropped.append(key) }
      keys[scope] = nil
      children[scope] = nil
    }
    for (scope, seen) in marks.keys { keys[scope] = seen }
    for (scope, nested) in marks.children { children[scope] = nested }
    return dropped
  }
}
