import Foundation
import SwiftUI

/// Draws a `_ChartLayout`: gridlines, marks in the plot, axis labels, annotations and the legend.
/// A mark is sized by `.frame` and placed by `.offset` from the plot's top-leading corner (labels by
/// `.position`), so the runtime interpolates each mark's geometry when the layout changes under an
/// animation (a `.frame` inside `.position` is not re-measured between frames here, so it would jump).
struct _ChartCanvas: View {
  let layout: _ChartLayout
  static let gridStyle = Color.gray.opacity(0.25)

  var body: some View {
    let plot = layout.plot
    ZStack(alignment: .topLeading) {
      styledPlot.frame(width: plot.width, height: plot.height, alignment: .topLeading).offset(x: plot.minX, y: plot.minY)
      if !layout.ticks.isEmpty { Self.lines(layout.ticks) }
      ForEach(layout.yLabels.indices, id: \.self) { i in
        let label = layout.yLabels[i]
        axisLabel(label)
          .frame(width: 200, alignment: label.anchor == .trailing ? .trailing : label.anchor == .leading ? .leading : .center)
          .position(x: label.anchor == .trailing ? label.at.x - 100 : label.anchor == .leading ? label.at.x + 100 : label.at.x, y: label.at.y)
      }
      ForEach(layout.xLabels.indices, id: \.self) { i in
        axisLabel(layout.xLabels[i]).position(layout.xLabels[i].at)
      }
      ForEach(layout.titles.indices, id: \.self) { i in title(layout.titles[i]) }
      if !layout.legend.isEmpty {
        if layout.legendIsColumn {
          legend(column: true).frame(width: layout.legendWidth, alignment: .leading)
            .offset(x: layout.legendX, y: layout.legendTop)
        } else {
          legend(column: false).frame(width: layout.legendWidth, alignment: Alignment(horizontal: layout.legendAlignment.horizontal, vertical: .center))
            .position(x: layout.legendX + layout.legendWidth / 2, y: layout.legendTop + _ChartLayout.rowHeight / 2)
        }
      }
    }
    .frame(width: layout.size.width, height: layout.size.height, alignment: .topLeading)
  }

  /// The plot through `chartPlotStyle`'s closure, when the scene gives one.
  @ViewBuilder private var styledPlot: some View {
    if let style = layout.plotStyle {
      style(ChartPlotContent(content: AnyView(plotArea)))
    } else {
      plotArea
    }
  }

  private func axisText(_ s: String) -> some View {
    Text(s).font(.caption2).foregroundStyle(.secondary).lineLimit(1).fixedSize()
  }

  /// A label as the axis writes it (caption2, secondary), or in the font and style its `AxisValueLabel`
  /// sets, or the label's own view.
  @ViewBuilder private func axisLabel(_ label: _ChartLayout.Label) -> some View {
    if let view = label.view {
      view().font(label.font ?? .caption2).foregroundStyle(label.style ?? AnyShapeStyle(HierarchicalShapeStyle.secondary)).lineLimit(1).fixedSize()
    } else if label.font == nil && label.style == nil {
      axisText(label.text)
    } else {
      Text(label.text).font(label.font ?? .caption2).foregroundStyle(label.style ?? AnyShapeStyle(HierarchicalShapeStyle.secondary)).lineLimit(1).fixedSize()
    }
  }

  /// An axis title in caption secondary, aligned in its row (or column, turned to read bottom to top).
  @ViewBuilder private func title(_ t: _ChartLayout.Title) -> some View {
    let content = Group {
      if let view = t.label.view { view() } else { Text(t.label.text ?? "") }
    }
    .font(.caption).foregroundStyle(.secondary).lineLimit(1).fixedSize()
    let alignment: Alignment = t.rotated
      ? (t.label.alignment.vertical == .top ? .trailing : t.label.alignment.vertical == .bottom ? .leading : .center)
      : Alignment(horizontal: t.label.alignment.horizontal, vertical: .center)
    if t.rotated {
      content.frame(width: t.length, height: _ChartLayout.rowHeight, alignment: alignment).rotationEffect(.degrees(-90)).position(t.center)
    } else {
      content.frame(width: t.length, height: _ChartLayout.rowHeight, alignment: alignment).position(t.center)
    }
  }

  /// Grid lines or ticks: the default ones (grey, 1 point) in one path, each styled one on its own.
  @ViewBuilder static func lines(_ lines: [_ChartLayout.AxisLine]) -> some View {
    let plain = lines.filter { $0.style == nil && $0.stroke == nil }
    let styled = lines.filter { $0.style != nil || $0.stroke != nil }
    if !plain.isEmpty {
      Path { p in for l in plain { p.move(to: l.from); p.addLine(to: l.to) } }
        .stroke(gridStyle, lineWidth: 1)
    }
    ForEach(styled.indices, id: \.self) { i in
      let l = styled[i]
      Path { p in p.move(to: l.from); p.addLine(to: l.to) }
        .stroke(l.style ?? AnyShapeStyle(gridStyle), style: l.stroke ?? StrokeStyle(lineWidth: 1))
    }
  }

  /// Marks and gridlines in the plot's coordinates.
  private var plotArea: some View {
    let plot = layout.plot
    return ZStack(alignment: .topLeading) {
      Self.lines(layout.grid)
      ForEach(layout.areas.indices, id: \.self) { i in
        let a = layout.areas[i]
        _ChartLineShape(data: _ChartPoints(a.upper + a.lower), isArea: true, interpolation: a.interpolation)
          .fill(a.style).opacity(a.opacity)
      }
      ForEach(layout.bars.indices, id: \.self) { i in
        let b = layout.bars[i]
        RoundedRectangle(cornerRadius: min(b.radius, b.rect.width / 2, b.rect.height / 2), style: .continuous)
          .fill(b.style).opacity(b.opacity)
          .frame(width: b.rect.width, height: b.rect.height)
          .offset(x: b.rect.minX, y: b.rect.minY)
      }
      ForEach(layout.lines.indices, id: \.self) { i in
        let l = layout.lines[i]
        _ChartLineShape(data: _ChartPoints(l.points), isArea: false, interpolation: l.interpolation)
          .stroke(l.style, style: StrokeStyle(lineWidth: l.width, lineCap: .round, lineJoin: .round, dash: l.dash))
          .opacity(l.opacity)
      }
      ForEach(layout.rules.indices, id: \.self) { i in
        let r = layout.rules[i]
        _ChartLineShape(data: _ChartPoints([r.from, r.to]), isArea: false, interpolation: .linear)
          .stroke(r.style, style: StrokeStyle(lineWidth: r.width, dash: r.dash))
          .opacity(r.opacity)
      }
      ForEach(layout.points.indices, id: \.self) { i in
        let p = layout.points[i]
        Circle().fill(p.style).opacity(p.opacity).frame(width: p.diameter, height: p.diameter)
          .offset(x: p.center.x - p.diameter / 2, y: p.center.y - p.diameter / 2)
      }
      ForEach(layout.sectors.indices, id: \.self) { i in
        let s = layout.sectors[i]
        _ChartSectorShape(start: s.start, end: s.end, inner: s.inner, outer: s.outer).fill(s.style).opacity(s.opacity)
      }
      annotations
    }
  }

  /// Each annotation as a box anchored at the mark: its bottom edge `spacing` above the mark's top for
  /// `.top`, and so on. The box is 200 points wide and 100 high with the view aligned inside it, so
  /// the view can be placed by its edge without being measured.
  private var annotations: some View {
    let anchors = Self.anchors(layout)
    return ForEach(anchors.indices, id: \.self) { i in
      let anchor = anchors[i]
      let box = Self.box(for: anchor.1, at: anchor.0)
      anchor.1.content().fixedSize().frame(width: 200, height: 100, alignment: box.alignment).position(box.center)
    }
  }

  /// Every annotation with the rect of its mark, in the plot's coordinates.
  static func anchors(_ layout: _ChartLayout) -> [(CGRect, _ChartAnnotation)] {
    var out: [(CGRect, _ChartAnnotation)] = []
    for b in layout.bars { for a in b.annotations { out.append((b.rect, a)) } }
    for p in layout.points {
      let r = p.diameter / 2
      for a in p.annotations { out.append((CGRect(x: p.center.x - r, y: p.center.y - r, width: 2 * r, height: 2 * r), a)) }
    }
    for rule in layout.rules {
      let rect = CGRect(x: min(rule.from.x, rule.to.x), y: min(rule.from.y, rule.to.y),
                        width: abs(rule.to.x - rule.from.x), height: abs(rule.to.y - rule.from.y))
      for a in rule.annotations { out.append((rect, a)) }
    }
    for p in layout.pointAnnotations { out.append((CGRect(origin: p.at, size: .zero), p.annotation)) }
    return out
  }

  static func box(for a: _ChartAnnotation, at r: CGRect) -> (center: CGPoint, alignment: Alignment) {
    let s = a.spacing
    switch a.position.kind {
    case .automatic, .top: return (CGPoint(x: r.midX, y: r.minY - s - 50), .bottom)
    case .bottom: return (CGPoint(x: r.midX, y: r.maxY + s + 50), .top)
    case .leading: return (CGPoint(x: r.minX - s - 100, y: r.midY), .trailing)
    case .trailing: return (CGPoint(x: r.maxX + s + 100, y: r.midY), .leading)
    case .overlay: return (CGPoint(x: r.midX, y: r.midY), .center)
    }
  }

  /// The series, each a coloured circle (choice: 8 points) and its name, from the plot's leading edge.
  @ViewBuilder private func legend(column: Bool) -> some View {
    let entries = ForEach(layout.legend.indices, id: \.self) { i in
      HStack(spacing: 4) {
        Circle().fill(layout.legend[i].style).frame(width: 8, height: 8)
        Text(layout.legend[i].name).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
      }
    }
    if column {
      VStack(alignment: .leading, spacing: 4) { entries }.fixedSize()
    } else {
      HStack(spacing: 12) { entries }.fixedSize()
    }
  }
}
