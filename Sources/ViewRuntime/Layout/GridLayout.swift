import Foundation
import Graphics

/// `Grid(alignment:horizontalSpacing:verticalSpacing:)` with `GridRow`s: columns as wide as their widest
/// cell, rows as tall as their tallest, cells aligned in them. A view written directly in the grid (not
/// in a `GridRow`) spans all columns; `gridCellColumns(_:)` makes a cell span several.
///
/// Choices where Apple's documentation is silent: a cell is measured at its ideal width; when the grid is
/// offered more width than its columns need, the extra is shared equally by the columns holding a
/// flexible cell (one that grows when offered more, like `Color` or a `Spacer`), as SwiftUI does in
/// practice; a spanning cell's width is the sum of its columns and the spacing between them.
/// https://developer.apple.com/documentation/swiftui/grid
public struct GridNode: ViewEffect, ResolvableEffect {
  public var alignment: Alignment
  public var horizontalSpacing: Double?
  public var verticalSpacing: Double?
  public var content: ViewNode

  public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil, content: ViewNode) {
    self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing; self.content = content
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let rows = try r.children(GridRowNode.withRowModifiersOnCells(content), "/rows").map { view -> Row in
      if let (row, cells) = GridNode.row(view) {
        return Row(cells: cells.map(Cell.init), alignment: row.alignment, spansAll: false)
      }
      return Row(cells: [Cell(view)], alignment: nil, spansAll: true)
    }
    return ResolvedView(.effect(.empty, Drawer(rows: rows, alignment: alignment, hSpacing: horizontalSpacing ?? 8, vSpacing: verticalSpacing ?? 8)))
  }

  struct Cell {
    let view: ResolvedView
    let span: Int
    /// `gridCellUnsizedAxes(.horizontal)`: takes the width its columns get without widening them.
    let unsized: Bool
    /// `gridCellAnchor(_:)`: where the cell sits in its place, overriding every alignment.
    let anchor: GridCellAnchor.Marker?

    init(_ view: ResolvedView) {
      self.view = view
      let marker = view.firstDrawer(GridCellColumns.Marker.self)
      span = marker?.count ?? 1
      unsized = view.firstDrawer(GridCellColumns.Unsized.self) != nil
      anchor = view.firstDrawer(GridCellAnchor.Marker.self)
    }
  }

  struct Row {
    let cells: [Cell]
    let alignment: VerticalAlignment?
    let spansAll: Bool
  }

  struct Drawer: DrawnEffect, DrawerWithViews {
    let rows: [Row]
    let alignment: Alignment
    let hSpacing: Double
    let vSpacing: Double

    var views: [ResolvedView] { rows.flatMap { $0.cells.map(\.view) } }
    var isTransparentToLayout: Bool { false }

    var columnCount: Int { rows.filter { !$0.spansAll }.map { $0.cells.reduce(0) { $0 + max(1, $1.span) } }.max() ?? 1 }

    func columns(_ width: Double?) -> [Double] {
      let n = max(1, columnCount)
      var widths = [Double](repeating: 0, count: n)
      var flexible = [Bool](repeating: false, count: n)
      for row in rows {
        if row.spansAll {
          // A view written directly in the grid spans every column; if it grows, the grid does.
          if let cell = row.cells.first, !cell.unsized,
             Double(cell.view.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width) > Double(cell.view.sizeThatFits(.unspecified).width) + 0.5 {
            flexible = flexible.map { _ in true }
          }
          continue
        }
        var col = 0
        for cell in row.cells where col < n {
          if cell.unsized { col += max(1, cell.span); continue }
          let ideal = Double(cell.view.sizeThatFits(.unspecified).width)
          let grows = Double(cell.view.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width) > ideal + 0.5
          if cell.span <= 1 {
            widths[col] = max(widths[col], ideal)
            if grows { flexible[col] = true }
          } else if grows {
            for k in col..<min(n, col + cell.span) { flexible[k] = true }
          }
          col += max(1, cell.span)
        }
      }
      // A spanning cell wider than its columns widens them, its shortfall shared equally.
      for row in rows where !row.spansAll {
        var col = 0
        for cell in row.cells where col < n {
          let span = max(1, min(cell.span, n - col))
          if span > 1 && !cell.unsized {
            let have = widths[col..<(col + span)].reduce(0, +) + hSpacing * Double(span - 1)
            let ideal = Double(cell.view.sizeThatFits(.unspecified).width)
            if ideal > have { for k in col..<(col + span) { widths[k] += (ideal - have) / Double(span) } }
          }
          col += span
        }
      }
      if let width, width.isFinite {
        let used = widths.reduce(0, +) + hSpacing * Double(n - 1)
        let growing = flexible.filter { $0 }.count
        if width > used, growing > 0 {
          let extra = (width - used) / Double(growing)
          for k in 0..<n where flexible[k] { widths[k] += extra }
        }
      }
      return widths
    }

    /// Each cell's slot width in a row, in order.
    func slots(_ row: Row, _ columns: [Double]) -> [(x: Double, width: Double)] {
      let total = columns.reduce(0, +) + hSpacing * Double(columns.count - 1)
      if row.spansAll { return [(0, total)] }
      var out: [(Double, Double)] = []
      var col = 0, x = 0.0
      for cell in row.cells {
        let span = max(1, min(cell.span, columns.count - col))
        guard span > 0, col < columns.count else { out.append((x, 0)); continue }
        let w = columns[col..<(col + span)].reduce(0, +) + hSpacing * Double(span - 1)
        out.append((x, w))
        x += w + hSpacing
        col += span
      }
      return out
    }

    func heights(_ columns: [Double]) -> [Double] {
      rows.map { row in
        zip(row.cells, slots(row, columns)).map { Double($0.0.view.sizeThatFits(ProposedViewSize(width: $0.1.width, height: nil)).height) }.max() ?? 0
      }
    }

    func sizeThatFits(_ empty: ResolvedView, _ p: ProposedViewSize) -> CGSize {
      let cols = columns(p.width)
      let w = cols.reduce(0, +) + hSpacing * Double(cols.count - 1)
      let hs = heights(cols)
      return CGSize(width: w, height: hs.reduce(0, +) + vSpacing * Double(max(0, hs.count - 1)))
    }

    func draw(_ empty: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let b = place.laidOut
      let cols = columns(Double(b.width))
      let hs = heights(cols)
      let columnAlignments = GridColumnAlignment.columnAlignments(rows, columns: cols.count)
      var y = Double(b.minY)
      for (row, h) in zip(rows, hs) {
        var a = alignment
        if let v = row.alignment { a.vertical = v }
        var col = 0
        for (cell, slot) in zip(row.cells, slots(row, cols)) {
          let r = CGRect(x: Double(b.minX) + slot.x, y: y, width: slot.width, height: h)
          var c = place
          var cellAlignment = a
          if !row.spansAll, col < columnAlignments.count, let h = columnAlignments[col] { cellAlignment.horizontal = h }
          let size = cell.view.sizeThatFits(ProposedViewSize(r.size))
          c.laidOut = cell.anchor?.frame(size, in: r) ?? aligned(size, in: r, cellAlignment)
          try out.draw(cell.view, c)
          col += max(1, cell.span)
        }
        y += h + vSpacing
      }
    }
  }
}

/// `GridRow(alignment:)`: one row of a `Grid`. Outside a grid it lays its cells out as an `HStack`.
public struct GridRowNode: ViewEffect, ResolvableEffect {
  public var alignment: VerticalAlignment?
  public var content: ViewNode
  public init(alignment: VerticalAlignment? = nil, content: ViewNode) { self.alignment = alignment; self.content = content }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(.empty, Drawer(cells: try r.children(content, "/cells", axis: .horizontal), alignment: alignment)))
  }

  struct Drawer: DrawnEffect, DrawerWithViews {
    let cells: [ResolvedView]
    let alignment: VerticalAlignment?
    var views: [ResolvedView] { cells }
    var isTransparentToLayout: Bool { false }
    private var stack: StackLayout { StackLayout(axis: .horizontal, spacing: 8, children: cells) }

    func sizeThatFits(_ empty: ResolvedView, _ p: ProposedViewSize) -> CGSize { stack.size(for: p) }

    func draw(_ empty: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let frames = stack.frames(in: place.laidOut, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center))
      for (cell, f) in zip(cells, frames) {
        var c = place
        c.laidOut = f
        try out.draw(cell, c)
      }
    }
  }
}

/// `.gridCellColumns(_:)`: the cell spans `count` columns of its `Grid`.
public struct GridCellColumns: ViewEffect, ResolvableEffect {
  public var count: Int
  public init(_ count: Int) { self.count = count }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(try r.content(), Marker(count: max(1, count))))
  }

  struct Marker: DrawnEffect {
    let count: Int
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws { try out.draw(content, place) }
  }

  struct Unsized: DrawnEffect {
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws { try out.draw(content, place) }
  }
}

/// `.gridCellUnsizedAxes(.horizontal)`: the cell does not widen its grid's columns; it takes their width.
public struct GridCellUnsizedAxes: ViewEffect, ResolvableEffect {
  public var horizontal: Bool
  public init(horizontal: Bool) { self.horizontal = horizontal }
  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let content = try r.content()
    return horizontal ? ResolvedView(.effect(content, GridCellColumns.Unsized())) : content
  }
}
