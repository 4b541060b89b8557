import Foundation

extension TreeResolver {
  /// A `ForEach`'s rows as a container's children, each named by its id within the ForEach's place
  /// `c`: a row keeps its state and records when rows before it come or go, and moves to its new
  /// place (its geometry animates) instead of taking over another row's content.
  ///
  /// A row of one view is a boundary, like a branch of an `if`: inserted or removed in an animated
  /// update it transitions (`.opacity` unless it has its own), the removed ones drawn by the first row
  /// where they were. An empty `ForEach` keeps an empty boundary, so its last rows still leave
  /// visibly. A row of several views (`ForEach { Row(item); Divider() }`) is spliced, each view under
  /// the row's name and its place in the row, and each transitions on its own, as SwiftUI's views of a
  /// row do (see `boundaries`). Inside a scroll view with a target, each
  /// row is marked with its id, so `scrollTo(id)` finds it without an explicit `.id`.
  func flatten(_ rows: [ForEachRow], _ c: ResolveContext) throws -> [FlatChild] {
    var out: [FlatChild] = []
    var names = Set<String>()
    var drawsGhosts = true
    for (j, row) in rows.enumerated() {
      var name = "/#" + ResolveContext.identityName(row.id)
      // SwiftUI asks for unique ids and logs a warning otherwise; a repeated one is kept apart by position.
      if !names.insert(name).inserted { name += "@\(j)" }
      let rc = c.child(name)
      if case .group(let views) = row.node, views.count > 1 {
        out += boundaries(try flatten(views, rc), in: c, drawsGhosts: &drawsGhosts)
        continue
      }
      // A row of one custom view runs its body here: a body of several views (a view builder's
      // `TupleView`, which has no layout of its own, like a `Group`:
      // https://developer.apple.com/documentation/swiftui/group) is spliced as a row of several views,
      // its views the container's children. Otherwise the body is the row's content.
      var (node, context) = (row.node, rc)
      if case .component(let component) = row.node {
        var bc = rc
        let body = try host.body(of: component, context: &bc)
        (node, context) = (body, bc.child("/" + component.name))
        if Self.isBlock(body) {
          out += boundaries(try flatten([body], context), in: c, drawsGhosts: &drawsGhosts)
          continue
        }
      }
      let marked = c.environment.layoutContainer.marksIdentities ? row.id : nil
      out.append(FlatChild(node: node, context: context, boundary: (c, drawsGhosts), identity: marked))
      drawsGhosts = false
    }
    if drawsGhosts { out.append(FlatChild(node: .empty, context: c.child("/#"), boundary: (c, true))) }
    return out
  }
}
