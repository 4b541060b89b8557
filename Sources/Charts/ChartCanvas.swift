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
      plotArea.frame(width: plot.width, height: plot.height, alignment: .topLeading).offset(x: plot.minX, y: plot.minY)
      ForEach(layout.yLabels.indices, id: \.self) { i in
        let label = layout.yLabels[i]
        axisText(label.text)
          .frame(width: 200, alignment: layout.yLabelsLeading ? .trailing : .leading)
          .position(x: layout.yLabelsLeading ? label.at.x - 100 : label.at.x + 100, y: label.at.y)
      }
      ForEach(layout.xLabels.indices, id: \.self) { i in
        axisText(layout.xLabels[i].text).position(layout.xLabels[i].at)
      }
      if !layout.legend.isEmpty {
        legend.frame(width: plot.width, alignment: .leading).position(x: plot.midX, y: layout.legendTop + _ChartLayout.rowHeight / 2)
      }
    }
    .frame(width: layout.size.width, height: layout.size.height, alignment: .topLeading)
  }

  private func axisText(_ s: String) -> some View {
    Text(s).font(.caption2).foregroundStyle(.secondary).lineLimit(1).fixedSize()
  }

  /// Marks and gridlines in the plot's coordinates.
  private var plotArea: some View {
    let plot = layout.plot
    return ZStack(alignment: .topLeading) {
      Path { p in
        for y in layout.hGrid { p.move(to: CGPoint(x: 0, y: y)); p.addLine(to: CGPoint(x: plot.width, y: y)) }
        for x in layout.vGrid { p.move(to: CGPoint(x: x, y: 0)); p.addLine(to: CGPoint(x: x, y: plot.height)) }
      }
      .stroke(Self.gridStyle, lineWidth: 1)
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
  private var legend: some View {
    HStack(spacing: 12) {
      ForEach(layout.legend.indices, id: \.self) { i in
        HStack(spacing: 4) {
          Circle().fill(layout.legend[i].style).frame(width: 8, height: 8)
          Text(layout.legend[i].name).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
        }
      }
    }
    .fixedSize()
  }
}
