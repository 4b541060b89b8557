import Foundation

/// A view's structural identity: its position in the tree of views (each branch, child index, `.id`
/// and `ForEach` element a component), or one of its attributes (`|opacity`), as SwiftUI identifies
/// views by their place in the view hierarchy plus explicit ids ("Demystify SwiftUI", WWDC21).
///
/// Interned: a runtime holds one object per identity (``IdentityTable``), so state, attribute records,
/// animators and transitions are keyed by a pointer, compared and hashed without reading text. A
/// child is found from its parent by its component; the textual ``path`` is built once per identity,
/// for `inspect` and for the order removals and events follow (sorted by path, as before).
final class ViewIdentity: Hashable, Comparable, CustomStringConvertible {
  /// The textual form, e.g. `/0/1?0|opacity`: components as `ResolveContext.child` appended them.
  let path: String
  /// The table that interns this identity's descendants (nil once the runtime that owned it is gone:
  /// children are then made without interning, which only a closure kept past its runtime can see).
  private weak var table: IdentityTable?
  /// Children met so far, by component: the lookups of a pass are small dictionaries of short keys.
  private var children: [String: ViewIdentity] = [:]
  /// Attributes met so far: a view has a few, found faster by comparing their names than by hashing.
  private var attributes: [(name: String, identity: ViewIdentity)] = []

  fileprivate init(path: String, table: IdentityTable?) {
    self.path = path
    self.table = table
  }

  /// The identity one component below this one (`/0`, `?1`, `|opacity`, `/#id`).
  func child(_ component: String) -> ViewIdentity {
    if let known = children[component] { return known }
    // Through the table, so one path is one identity however its components were split.
    let made = table?.identity(path + component) ?? ViewIdentity(path: path + component, table: nil)
    children[component] = made
    return made
  }

  /// This view's attribute `name` (its animated record's key; a view's frame is `geometry`).
  func attribute(_ name: String) -> ViewIdentity {
    for a in attributes where a.name == name { return a.identity }
    let made = child("|" + name)
    attributes.append((name, made))
    return made
  }

  /// The identity of this view's laid-out frame (`attribute("geometry")`), which every drawn frame asks for.
  private(set) lazy var geometry = attribute("geometry")

  /// Whether this identity is `root` or lies under it (a descendant view or an attribute of either).
  func isInside(_ root: ViewIdentity) -> Bool {
    if self === root { return true }
    let p = path.utf8, r = root.path.utf8
    guard p.count > r.count, p.starts(with: r) else { return false }
    let next = p[p.index(p.startIndex, offsetBy: r.count)]
    return next == UInt8(ascii: "/") || next == UInt8(ascii: "?") || next == UInt8(ascii: "|")
  }

  var description: String { path }

  static func == (a: ViewIdentity, b: ViewIdentity) -> Bool { a === b }
  static func < (a: ViewIdentity, b: ViewIdentity) -> Bool { a.path < b.path }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The identities of one runtime, by path: one object per path for the runtime's life.
///
/// Kept for the whole run, like SwiftUI's attribute graph keeps a node per view it has seen: a scene
/// that makes a new `.id` every frame adds one small object per id.
final class IdentityTable {
  private var byPath: [String: ViewIdentity] = [:]
  /// The scene's root view ("").
  private(set) lazy var root = identity("")

  init() {}

  /// The identity whose path is `path` (made on first use).
  func identity(_ path: String) -> ViewIdentity {
    if let known = byPath[path] { return known }
    let made = ViewIdentity(path: path, table: self)
    byPath[path] = made
    return made
  }

  /// The identity with this path if the runtime has met it (what a path typed by a user names).
  func existing(_ path: String) -> ViewIdentity? { byPath[path] }
}
