import Foundation
import Graphics

/// A list row removed in an animation whose group went with it (a tip row in an `if` between sections):
/// the row's cell of the group fill is drawn under it, inside its removal transition, so the rounded
/// background fades (or moves) out with the row instead of vanishing at once. UIKit's inset-grouped
/// list draws each cell's background as part of the cell, and a deleted cell fades out whole
/// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/appearance-swift.enum/insetgrouped).
/// The cell is as tall as the row was laid out (``ListNode/Drawer/rowMinHeight``, or its content with
/// the default insets), across the group's width.
struct ListLeavingCell: DrawnEffect {
  /// The group's left edge and width, in the list's coordinates.
  var groupX: Double
  var groupWidth: Double
  var fill: RGBAColor
  var cornerRadius: Double
  /// Which corners are rounded: a run of rows leaving together shares one rounded outline.
  var roundsTop = true
  var roundsBottom = true

  /// `view` (a leaving boundary) with each removed row drawn on its cell; a removed section draws
  /// its own group.
  func wrap(_ view: ResolvedView) -> ResolvedView {
    guard case .boundary(let current, let removed) = view.kind else { return view }
    let rows = removed.indices.filter { ListNode.section(Self.content(removed[$0].view)) == nil }
    let order = rows.sorted { (removed[$0].frame?.minY ?? 0) < (removed[$1].frame?.minY ?? 0) }
    var out = removed
    for (n, i) in order.enumerated() {
      var cell = self
      cell.roundsTop = n == 0
      cell.roundsBottom = n == order.count - 1
      out[i].view = Self.inside(removed[i].view) { ResolvedView(.effect($0, cell)) }
    }
    return ResolvedView(.boundary(current, removed: out))
  }

  /// The view under a transition's modifiers (opacity, scale, offsets).
  static func content(_ view: ResolvedView) -> ResolvedView {
    switch view.kind {
    case .opacity(let c, _), .scale(let c, _, _), .offset(let c, _), .relativeOffset(let c, _, _): content(c)
    default: view
    }
  }

  /// `view` with its content (under the transition's modifiers) replaced by `change(content)`.
  private static func inside(_ view: ResolvedView, _ change: (ResolvedView) -> ResolvedView) -> ResolvedView {
    switch view.kind {
    case .opacity(let c, let p): ResolvedView(.opacity(inside(c, change), p))
    case .scale(let c, let s, let a): ResolvedView(.scale(inside(c, change), s, anchor: a))
    case .offset(let c, let o): ResolvedView(.offset(inside(c, change), o))
    case .relativeOffset(let c, let x, let y): ResolvedView(.relativeOffset(inside(c, change), x: x, y: y))
    default: change(view)
    }
  }

  func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
    let row = place.frame
    let height = max(ListNode.Drawer.rowMinHeight, Double(row.height) + 2 * ListNode.Drawer.rowVertical)
    let cell = CGRect(x: groupX + Double(row.minX - place.laidOut.minX), y: Double(row.midY) - height / 2, width: groupWidth, height: height)
    let top = roundsTop ? cornerRadius : 0, bottom = roundsBottom ? cornerRadius : 0
    let radii = RectangleCornerRadii(topLeading: top, bottomLeading: bottom, bottomTrailing: bottom, topTrailing: top)
    // The group's own outline when the row was alone in it.
    let outline = roundsTop && roundsBottom ? Path { $0.addRoundedRect(in: cell, cornerRadius: cornerRadius) }
      : Path { $0.addRoundedRect(in: cell, cornerRadii: radii, style: .circular) }
    out.emit(.fill(path: outline, paint: .solid(fill), rule: .nonZero, transform: place.ctm))
    var p = place
    p.frame = cell
    out.record(InspectNode(kind: .shape, shape: "ListGroup", cornerRadius: cornerRadius, bounds: [], modifiers: []), p)
    try out.draw(content, place)
  }
}
