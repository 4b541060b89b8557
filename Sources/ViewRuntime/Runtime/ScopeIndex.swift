import Foundation

/// Which record keys each scope (the root, or a phase animator's content) registered in the last
/// pass over it, and which scopes nest in it: a pass over one subtree sweeps exactly the records
/// that vanished from it (mark and sweep), in time proportional to the subtree.
///
/// A scope's keys are a list in the order the pass noted them, not a set: a phase step's pass over its
/// animator's content notes the same keys in the same order as the last one, which `replace` sees
/// without hashing them (hashing a dozen keys per step into sets was about 7 % of a step's cost).
struct ScopeIndex {
  private var keys: [ViewIdentity: [ViewIdentity]] = [:]
  private var children: [ViewIdentity: Set<ViewIdentity>] = [:]

  /// What one pass saw, by scope.
  struct Marks {
    var keys: [ViewIdentity: [ViewIdentity]] = [:]
    var children: [ViewIdentity: Set<ViewIdentity>] = [:]

    /// Notes `key` in `scope` (a key noted twice is listed twice).
    mutating func note(_ key: ViewIdentity, in scope: ViewIdentity) { keys[scope, default: []].append(key) }

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
      if let old = keys[scope], !old.isEmpty {
        let seen = marks.keys[scope] ?? []
        if !old.elementsEqual(seen, by: ===) {
          let kept = Set(seen)
          var gone: Set<ViewIdentity> = []
          for key in old where !kept.contains(key) && gone.insert(key).inserted { dropped.append(key) }
        }
      }
      keys[scope] = nil
      children[scope] = nil
    }
    for (scope, seen) in marks.keys { keys[scope] = seen }
    for (scope, nested) in marks.children { children[scope] = nested }
    return dropped
  }
}
