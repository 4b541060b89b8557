import Foundation

extension GridRowNode {
  /// A grid's content with each modifier written on a `GridRow` moved onto every cell of the row, so
  /// the row stays a row and its cells keep their columns: in SwiftUI a row's modifier applies to each
  /// of its cells (https://developer.apple.com/documentation/swiftui/gridrow). A modifier on a `Group`, `ForEach`
  /// or `if` of rows reaches their rows' cells the same way, as a `Group`'s modifiers reach each of its
  /// views (https://developer.apple.com/documentation/swiftui/group). Done on the view values, before
  /// they are resolved, so each cell's modifier keeps its own identity and animated values. A row
  /// returned by a custom view's `body` is not reached (its body runs only when it is resolved). A
  /// `.transition` stays on the row: it is the row's way in and out of the grid, and lays nothing out.
  static func withRowModifiersOnCells(_ node: ViewNode) -> ViewNode {
    switch node {
    case .group(let nodes): return .group(nodes.map(withRowModifiersOnCells))
    case .forEach(let rows): return .forEach(rows.map { var row = $0; row.node = withRowModifiersOnCells(row.node); return row })
    case .conditional(let branch, let inner): return .conditional(branch: branch, withRowModifiersOnCells(inner))
    case .modified(let inner, let modifier):
      let content = withRowModifiersOnCells(inner)
      if case .effect(let effect) = modifier, effect is TransitionModifier { return .modified(content, modifier) }
      switch content {
      case .primitive(let effect):
        guard let row = effect as? GridRowNode else { break }
        return .primitive(GridRowNode(alignment: row.alignment, content: onEachView(row.content, modifier)))
      case .group, .forEach, .conditional:
        return withRowModifiersOnCells(onEachView(content, modifier))
      default: break
      }
      return .modified(content, modifier)
    default: return node
    }
  }

  /// `modifier` on each view of `node`, through groups, `ForEach` rows and branches.
  private static func onEachView(_ node: ViewNode, _ modifier: ViewModifierNode) -> ViewNode {
    switch node {
    case .empty: return .empty
    case .group(let nodes): return .group(nodes.map { onEachView($0, modifier) })
    case .forEach(let rows): return .forEach(rows.map { var row = $0; row.node = onEachView(row.node, modifier); return row })
    case .conditional(let branch, let inner): return .conditional(branch: branch, onEachView(inner, modifier))
    default: return .modified(node, modifier)
    }
  }
}

extension GridNode {
  /// The row a grid child resolved to, looking through what a row's transition wraps it in while it
  /// comes or goes (`if`/`ForEach` rows are transition boundaries), with that wrapping moved onto each
  /// cell so the row keeps its columns while it fades, scales or slides. Frames with a running
  /// transition are resolved whole, so the rewrapped cells are rebuilt each frame. A marker that lays
  /// nothing out (a `ForEach` row's id, a tap target) goes onto each cell too. The views that left
  /// the row's place (a boundary's removed views) are drawn with its first cell.
  static func row(_ view: ResolvedView) -> (row: GridRowNode.Drawer, cells: [ResolvedView])? {
    switch view.kind {
    case .effect(_, let e as GridRowNode.Drawer): return (e, e.cells)
    case .opacity(let c, let v): return row(c).map { ($0.row, $0.cells.map { ResolvedView(.opacity($0, v)) }) }
    case .scale(let c, let s, let a): return row(c).map { ($0.row, $0.cells.map { ResolvedView(.scale($0, s, anchor: a)) }) }
    case .offset(let c, let o): return row(c).map { ($0.row, $0.cells.map { ResolvedView(.offset($0, o)) }) }
    case .relativeOffset(let c, let x, let y):
      return row(c).map { ($0.row, $0.cells.map { ResolvedView(.relativeOffset($0, x: x, y: y)) }) }
    case .boundary(let c, let removed):
      guard let found = row(c) else { return nil }
      guard let first = found.cells.first else { return found }
      return (found.row, [ResolvedView(.boundary(first, removed: removed))] + found.cells.dropFirst())
    case .effect(let c, let e) where e.isTransparentToLayout:
      return row(c).map { ($0.row, $0.cells.map { ResolvedView(.effect($0, e)) }) }
    default: return nil
    }
  }
}
