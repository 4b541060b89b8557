import Foundation
import ViewRuntime

/// The modifiers that speak to an enclosing container: grid cells, a scroll view's resting anchor, and
/// frames relative to the nearest container, as the runtime's container effects read them.
extension View {
  /// SwiftUI's `gridCellColumns(_:)`: the cell spans `count` columns of its `Grid` row.
  public func gridCellColumns(_ count: Int) -> some View { _modified(.effect(GridCellColumns(count))) }

  /// SwiftUI's `gridColumnAlignment(_:)`: the horizontal alignment of this cell's whole `Grid` column.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { _modified(.effect(GridColumnAlignment(guide))) }

  /// SwiftUI's `gridCellAnchor(_:)`: a cell smaller than its place in a `Grid` sits at `anchor` of it,
  /// whatever the column's and row's alignments.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View { _modified(.effect(GridCellAnchor(anchor))) }

  /// SwiftUI's `gridCellUnsizedAxes(_:)`: the cell takes no part in sizing its column (horizontal)
  /// and fills the column's width instead.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    _modified(.effect(GridCellUnsizedAxes(horizontal: axes.contains(.horizontal))))
  }

  /// SwiftUI's `defaultScrollAnchor(_:)`: the scroll views at the top of this view rest at `anchor`
  /// (`.bottom` shows the end of the content); nil keeps the start.
  public func defaultScrollAnchor(_ anchor: ViewRuntime.UnitPoint?) -> some View {
    _transformed { node in anchor.map { anchored(node, $0) } ?? node }
  }

  /// SwiftUI's `containerRelativeFrame(_:alignment:)`: the container's length on those axes.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    _modified(.effect(ContainerRelativeFrame(axes: axes._edges, alignment: alignment) { length, _ in length }))
  }

  /// SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`: `span` of `count` equal parts.
  public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
    _modified(.effect(ContainerRelativeFrame(axes: axes._edges, count: count, span: span, spacing: Double(spacing), alignment: alignment)))
  }

  /// SwiftUI's `containerRelativeFrame(_:alignment:_:)`: the length the closure computes from the
  /// container's length on each axis.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                     _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
    _modified(.effect(ContainerRelativeFrame(axes: axes._edges, alignment: alignment) { value, vertical in
      Double(length(CGFloat(value), vertical ? .vertical : .horizontal))
    }))
  }
}

/// `node` with the scroll views at its top (through modifiers) resting at `anchor`, as the interpreter
/// sets them.
private func anchored(_ node: ViewNode, _ anchor: ViewRuntime.UnitPoint) -> ViewNode {
  _changingScrollViews(node) { $0.anchor = anchor } ?? node
}
