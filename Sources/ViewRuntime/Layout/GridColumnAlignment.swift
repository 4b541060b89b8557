import Foundation

/// `.gridColumnAlignment(_:)`: the horizontal alignment of every cell in this cell's `Grid` column,
/// overriding the grid's. When cells of one column disagree, the first row's choice is taken (Apple's
/// documentation does not say which wins).
/// https://developer.apple.com/documentation/swiftui/view/gridcolumnalignment(_:)
public struct GridColumnAlignment: ViewEffect, ResolvableEffect {
  public var alignment: HorizontalAlignment
  public init(_ alignment: HorizontalAlignment) { self.alignment = alignment }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(try r.content(), Marker(alignment: alignment)))
  }

  struct Marker: DrawnEffect {
    let alignment: HorizontalAlignment
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws { try out.draw(content, place) }
  }

  /// The alignment each of `columns` columns takes from its cells' markers (nil: the grid's).
  static func columnAlignments(_ rows: [GridNode.Row], columns: Int) -> [HorizontalAlignment?] {
    var out = [HorizontalAlignment?](repeating: nil, count: columns)
    for row in rows where !row.spansAll {
      var col = 0
      for cell in row.cells where col < columns {
        if out[col] == nil, let m = cell.view.firstDrawer(Marker.self) { out[col] = m.alignment }
        col += max(1, cell.span)
      }
    }
    return out
  }
}
