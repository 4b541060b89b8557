import Foundation
import Graphics

/// `LazyVGrid(columns:alignment:spacing:)` and `LazyHGrid(rows:alignment:spacing:)`. Every cell is
/// drawn (a render has no scrolling viewport to be lazy about). Cells fill the tracks in order, one
/// line of tracks after the other; each line is as deep as its deepest cell (cells are proposed the
/// track's length and nil along the grid's axis), and lines are `spacing` apart (nil: 8).
/// https://developer.apple.com/documentation/swiftui/lazyvgrid
public struct LazyGridNode: ViewEffect, ResolvableEffect {
  /// `.vertical`: `LazyVGrid` (tracks are columns, it grows downward); `.horizontal`: `LazyHGrid`.
  public var axis: StackNode.Axis
  public var items: [GridItem]
  public var alignment: Alignment
  public var spacing: Double?
  public var content: ViewNode

  public init(axis: StackNode.Axis, items: [GridItem], alignment: Alignment = .center, spacing: Double? = nil, content: ViewNode) {
    self.axis = axis; self.items = items; self.alignment = alignment; self.spacing = spacing; self.content = content
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let cells = try r.children(content, "/cells", axis: axis)
    return ResolvedView(.effect(.empty, Drawer(vertical: axis != .horizontal, items: items, alignment: alignment,
                                               spacing: spacing ?? 8, cells: cells)))
  }

  struct Drawer: DrawnEffect, DrawerWithViews {
    let vertical: Bool
    let items: [GridItem]
    let alignment: Alignment
    let spacing: Double
    let cells: [ResolvedView]

    var views: [ResolvedView] { cells }
    var isTransparentToLayout: Bool { false }

    /// Tracks, line depths and the grid's size for a proposal.
    struct Plan {
      var tracks: [GridItem.Track]
      var lines: [Double]
      var size: CGSize
    }

    func plan(_ p: ProposedViewSize) -> Plan {
      let across = vertical ? p.width : p.height
      // The ideal track for flexible items: the widest cell's ideal size.
      let ideal = cells.map { c -> Double in
        let s = c.sizeThatFits(.unspecified)
        return Double(vertical ? s.width : s.height)
      }.max() ?? 0
      let tracks = GridItem.tracks(items.isEmpty ? [GridItem()] : items, available: across, idealCell: ideal)
      var lines: [Double] = []
      var i = 0
      while i < cells.count {
        var depth = 0.0
        for t in tracks where i < cells.count {
          let s = cells[i].sizeThatFits(vertical ? ProposedViewSize(width: t.length, height: nil) : ProposedViewSize(width: nil, height: t.length))
          depth = max(depth, Double(vertical ? s.height : s.width))
          i += 1
        }
        lines.append(depth)
      }
      let trackSum = tracks.reduce(0.0) { $0 + $1.length } + tracks.dropLast().reduce(0.0) { $0 + $1.spacingAfter }
      // Flexible and adaptive items make the grid take the length it is offered; fixed ones only their sum.
      let allFixed = items.allSatisfy { if case .fixed = $0.size { return true } else { return false } }
      let acrossSize = allFixed ? trackSum : across.flatMap { $0.isFinite ? max($0, trackSum) : nil } ?? trackSum
      let along = lines.reduce(0, +) + spacing * Double(max(0, lines.count - 1))
      return Plan(tracks: tracks, lines: lines, size: vertical ? CGSize(width: acrossSize, height: along) : CGSize(width: along, height: acrossSize))
    }

    func sizeThatFits(_ empty: ResolvedView, _ p: ProposedViewSize) -> CGSize { plan(p).size }

    func draw(_ empty: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let bounds = place.laidOut
      let plan = plan(ProposedViewSize(bounds.size))
      let trackSum = plan.tracks.reduce(0.0) { $0 + $1.length } + plan.tracks.dropLast().reduce(0.0) { $0 + $1.spacingAfter }
      // The tracks as a block are aligned within the grid's extent across its axis.
      let acrossExtent = Double(vertical ? bounds.width : bounds.height)
      let fraction = vertical ? alignment.horizontal.fraction : alignment.vertical.fraction
      let start = Double(vertical ? bounds.minX : bounds.minY) + (acrossExtent - trackSum) * fraction
      var i = 0
      var lineStart = Double(vertical ? bounds.minY : bounds.minX)
      for depth in plan.lines {
        var t0 = start
        for t in plan.tracks where i < cells.count {
          let slot = vertical ? CGRect(x: t0, y: lineStart, width: t.length, height: depth)
                              : CGRect(x: lineStart, y: t0, width: depth, height: t.length)
          let s = cells[i].sizeThatFits(ProposedViewSize(slot.size))
          var c = place
          c.laidOut = aligned(s, in: slot, t.alignment)
          try out.draw(cells[i], c)
          t0 += t.length + t.spacingAfter
          i += 1
        }
        lineStart += depth + spacing
      }
    }
  }
}
