import Foundation
import SwiftUI

/// Where every part of a chart goes in a given size: the plot area, the axes' gridlines and labels,
/// each mark's geometry in the plot's coordinates, and the legend. Pure: the `Chart` view draws it,
/// and the tests check it.
///
/// Metrics (Apple publishes none for Charts; each is a choice, matched by eye to iOS 17):
/// - the y axis on the trailing side (`AxisMarks(position: .leading)` moves it), its labels 6 points
///   from the plot, in caption2 (11 pt) secondary; its width estimated as 6.5 points a character
///   (caption2's digit width) since labels are placed before they are measured;
/// - x labels 4 points under the plot, a 14-point row; the legend 8 points under them, a 14-point row;
/// - a category's band is the plot's width over the number of categories; a bar fills 3/4 of it
///   (a gap of 1/4, split on both sides); bars of one band stack, or share it with `position(by:)`;
/// - lines 2 points, rules 1 point, points 8 points across, gridlines 1 point in grey at 25% opacity.
struct _ChartLayout {
  struct Bar { var rect: CGRect; var style: AnyShapeStyle; var radius: Double; var opacity: Double; var annotations: [_ChartAnnotation] }
  struct Line { var points: [CGPoint]; var style: AnyShapeStyle; var width: Double; var dash: [Double]; var interpolation: InterpolationMethod; var opacity: Double }
  struct Area { var upper: [CGPoint]; var lower: [CGPoint]; var style: AnyShapeStyle; var interpolation: InterpolationMethod; var opacity: Double }
  struct Point { var center: CGPoint; var diameter: Double; var style: AnyShapeStyle; var opacity: Double; var annotations: [_ChartAnnotation] }
  struct Rule { var from: CGPoint; var to: CGPoint; var style: AnyShapeStyle; var width: Double; var dash: [Double]; var opacity: Double; var annotations: [_ChartAnnotation] }
  struct Sector { var start: Double; var end: Double; var inner: Double; var outer: Double; var style: AnyShapeStyle; var opacity: Double }
  struct Label { var text: String; var at: CGPoint }

  static let labelGap = 6.0, charWidth = 6.5, xLabelGap = 4.0, rowHeight = 14.0, legendGap = 8.0, bandFill = 0.75
  static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

  var size: CGSize
  var plot: CGRect = .zero
  var yScale: _ChartScale?
  var xScale: _ChartScale?
  var xCategories: [String] = []
  var yCategories: [String] = []
  /// Gridlines in the plot's coordinates: horizontal at these y, vertical at these x.
  var hGrid: [Double] = []
  var vGrid: [Double] = []
  /// Axis labels in the chart's coordinates; y labels anchored at their leading (trailing axis) or
  /// trailing (leading axis) edge, x labels at their centre.
  var yLabels: [Label] = []
  var yLabelsLeading = false
  var xLabels: [Label] = []
  var legend: [(name: String, style: AnyShapeStyle)] = []
  var legendTop = 0.0
  var bars: [Bar] = [], lines: [Line] = [], areas: [Area] = [], points: [Point] = [], rules: [Rule] = [], sectors: [Sector] = []
  /// Annotations of line and area marks, at their data point.
  var pointAnnotations: [(at: CGPoint, annotation: _ChartAnnotation)] = []

  init(marks: [_ChartMark], options: _ChartOptions, size: CGSize) {
    let marks = marks.filter(\.isPlottable)
    self.size = size
    // Series: the options' scale first, then the palette in order of first appearance.
    var seriesNames: [String] = []
    for m in marks { if let s = m.series, !seriesNames.contains(s) { seriesNames.append(s) } }
    var styles: [String: AnyShapeStyle] = [:]
    for (i, name) in seriesNames.enumerated() {
      styles[name] = options.styleScale.first { $0.name == name }?.style ?? AnyShapeStyle(Self.palette[i % Self.palette.count])
    }
    legend = seriesNames.map { (name: $0, style: styles[$0]!) }
    func style(_ m: _ChartMark) -> AnyShapeStyle { m.style ?? m.series.flatMap { styles[$0] } ?? AnyShapeStyle(Color.blue) }
    let showLegend = options.legend != .hidden && !legend.isEmpty
    let legendHeight = showLegend ? Self.legendGap + Self.rowHeight : 0

    if marks.contains(where: { $0.kind == .sector }) {
      let area = CGRect(x: 0, y: 0, width: size.width, height: max(0, size.height - legendHeight))
      plot = area
      legendTop = area.maxY + Self.legendGap
      layoutSectors(marks.filter { $0.kind == .sector }, style: style)
      if !showLegend { legend = [] }
      return
    }

    // Which axis holds the categories: horizontal bars put them on y, everything else on x
    // (bars over numbers or dates take one band per distinct value).
    let horizontal = marks.contains { $0.kind == .bar && $0.y?.isCategory == true && $0.x?.isCategory == false }
    let categoryMarks = marks.filter { m in
      guard let c = horizontal ? m.y : m.x else { return false }
      return c.isCategory || (m.kind == .bar && !horizontal)
    }
    var categories: [String] = []
    for m in categoryMarks { let name = (horizontal ? m.y : m.x)!.categoryName; if !categories.contains(name) { categories.append(name) } }
    let banded = !categories.isEmpty

    // Stacks: per kind and band, positives up from 0 and negatives down; unstacked and grouped marks from 0.
    var spans: [(low: Double, high: Double)?] = Array(repeating: nil, count: marks.count)
    var tops: [String: (pos: Double, neg: Double)] = [:]
    for (i, m) in marks.enumerated() where m.kind == .bar || m.kind == .area {
      guard let v = (horizontal ? m.x : m.y)?.number, let key = (horizontal ? m.y : m.x) else { continue }
      if !m.stacking.stacked || m.group != nil { spans[i] = (min(0, v), max(0, v)); continue }
      let k = "\(m.kind)|\(key.categoryName)"
      var t = tops[k] ?? (0, 0)
      if v >= 0 { spans[i] = (t.pos, t.pos + v); t.pos += v } else { spans[i] = (t.neg + v, t.neg); t.neg += v }
      tops[k] = t
    }
    var values: [Double] = []
    for (i, m) in marks.enumerated() {
      if let s = spans[i] { values += [s.low, s.high] } else if let v = (horizontal ? m.x : m.y)?.number { values.append(v) }
    }
    let domain = horizontal ? options.xDomain : options.yDomain
    let valueScale = domain.map(_ChartScale.fixed) ?? _ChartScale.automatic(values)

    // Continuous x (lines over numbers or dates).
    var continuous: _ChartScale?
    var continuousIsDate = false
    if !banded && !horizontal {
      let xs = marks.compactMap { $0.x?.number }
      continuousIsDate = marks.contains { $0.x?.isDate == true }
      continuous = options.xDomain.map(_ChartScale.fixed) ?? (continuousIsDate ? _ChartScale.dates(xs) : _ChartScale.extent(xs))
    }

    // The plot: the whole size less the axes and the legend.
    let valueLabels = valueScale.ticks.map(_ChartScale.label)
    let sideLabels = horizontal ? categories : valueLabels
    let axisWidth = options.yAxis == .hidden ? 0 : (Double(sideLabels.map(\.count).max() ?? 0) * Self.charWidth + Self.labelGap)
    let xAxisHeight = options.xAxis == .hidden ? 0 : Self.xLabelGap + Self.rowHeight
    yLabelsLeading = options.yAxisPosition == .leading
    plot = CGRect(x: yLabelsLeading ? axisWidth : 0, y: 0, width: max(0, size.width - axisWidth), height: max(0, size.height - xAxisHeight - legendHeight))
    legendTop = plot.maxY + xAxisHeight + Self.legendGap
    if !showLegend { legend = [] }
    let plotRect = plot
    // A y label's anchor x: just past the plot on the trailing side, or just before it on the leading.
    let sideX = yLabelsLeading ? plotRect.minX - Self.labelGap : plotRect.maxX + Self.labelGap
    let xLabelY = plotRect.maxY + Self.xLabelGap + Self.rowHeight / 2

    let w = plot.width, h = plot.height
    let band = banded ? (horizontal ? h : w) / Double(categories.count) : 0
    func bandCenter(_ p: _PlotPrimitive) -> Double { (Double(categories.firstIndex(of: p.categoryName) ?? 0) + 0.5) * band }
    func valuePos(_ v: Double) -> Double { horizontal ? valueScale.fraction(v) * w : (1 - valueScale.fraction(v)) * h }
    func xPos(_ p: _PlotPrimitive) -> Double {
      if banded && !horizontal { return bandCenter(p) }
      if horizontal { return valuePos(p.number ?? 0) }
      return (continuous?.fraction(p.number ?? 0) ?? 0) * w
    }
    func yPos(_ p: _PlotPrimitive) -> Double { horizontal ? bandCenter(p) : valuePos(p.number ?? 0) }

    // Axes: gridlines at the value ticks, labels beside them; categories labelled at band centres.
    if horizontal {
      xScale = valueScale
      yCategories = categories
      vGrid = valueScale.ticks.map(valuePos)
      xLabels = zip(valueScale.ticks, valueLabels).map { Label(text: $1, at: CGPoint(x: plotRect.minX + valuePos($0), y: xLabelY)) }
      yLabels = categories.enumerated().map { Label(text: $1, at: CGPoint(x: sideX, y: (Double($0) + 0.5) * band)) }
    } else {
      yScale = valueScale
      xScale = continuous
      xCategories = categories
      hGrid = valueScale.ticks.map(valuePos)
      yLabels = zip(valueScale.ticks, valueLabels).map { Label(text: $1, at: CGPoint(x: sideX, y: valuePos($0))) }
      if banded {
        xLabels = categories.enumerated().map { Label(text: $1, at: CGPoint(x: plotRect.minX + (Double($0) + 0.5) * band, y: xLabelY)) }
      } else if let continuous {
        vGrid = continuous.ticks.map { continuous.fraction($0) * w }
        xLabels = continuous.ticks.map { t in
          let text = continuousIsDate ? _PlotPrimitive.date(t).categoryName : _ChartScale.label(t)
          return Label(text: text, at: CGPoint(x: plotRect.minX + continuous.fraction(t) * w, y: xLabelY))
        }
      }
    }
    // A hidden axis takes its labels and the gridlines at its ticks with it.
    if options.yAxis == .hidden { yLabels = []; hGrid = [] }
    if options.xAxis == .hidden { xLabels = []; vGrid = [] }

    // Marks.
    var groups: [String] = []
    for m in marks { if let g = m.group, !groups.contains(g) { groups.append(g) } }
    var lineOrder: [String] = [], lineMarks: [String: [_ChartMark]] = [:]
    var areaOrder: [String] = [], areaMarks: [String: [(_ChartMark, Double, Double)]] = [:]
    for (i, m) in marks.enumerated() {
      if m.kind == .rule && m.x == nil {
        if let y = m.y { addRule(m, horizontalAt: yPos(y), style: style(m)) }
        continue
      }
      let xv: _PlotPrimitive = m.x ?? .number(0)
      switch m.kind {
      case .bar:
        guard let span = spans[i], let key = horizontal ? m.y : m.x else { continue }
        let thick = m.width.resolve(band, automatic: band * Self.bandFill)
        var start = bandCenter(key) - thick / 2, length = thick
        if let g = m.group, let slot = groups.firstIndex(of: g) { length = thick / Double(groups.count); start += Double(slot) * length }
        let a = valuePos(span.low), b = valuePos(span.high)
        let rect = horizontal ? CGRect(x: min(a, b), y: start, width: abs(b - a), height: length)
                              : CGRect(x: start, y: min(a, b), width: length, height: abs(b - a))
        bars.append(Bar(rect: rect, style: style(m), radius: m.cornerRadius, opacity: m.opacity, annotations: m.annotations))
      case .line:
        let key = m.lineSeries ?? m.series ?? ""
        if lineMarks[key] == nil { lineOrder.append(key) }
        lineMarks[key, default: []].append(m)
      case .area:
        let key = m.series ?? ""
        if areaMarks[key] == nil { areaOrder.append(key) }
        let span = spans[i] ?? (0, m.y?.number ?? 0)
        areaMarks[key, default: []].append((m, span.low, span.high))
      case .point:
        guard let y = m.y else { continue }
        let d = m.symbolSize.map { 2 * ($0 / Double.pi).squareRoot() } ?? 8
        points.append(Point(center: CGPoint(x: xPos(xv), y: yPos(y)), diameter: d, style: style(m), opacity: m.opacity, annotations: m.annotations))
      case .rule:
        addRule(m, verticalAt: xPos(xv), style: style(m))
      case .sector: continue
      }
    }
    for key in lineOrder {
      let ms = lineMarks[key]!
      let first = ms[0]
      for m in ms where !m.annotations.isEmpty {
        guard let y = m.y else { continue }
        let at = CGPoint(x: xPos(m.x ?? .number(0)), y: yPos(y))
        pointAnnotations += m.annotations.map { (at: at, annotation: $0) }
      }
      lines.append(Line(points: ms.compactMap { m in m.y.map { CGPoint(x: xPos(m.x ?? .number(0)), y: yPos($0)) } }, style: style(first),
                        width: first.lineWidth ?? 2, dash: first.dash, interpolation: first.interpolation, opacity: first.opacity))
    }
    for key in areaOrder {
      let ms = areaMarks[key]!
      let upper = ms.map { CGPoint(x: xPos($0.0.x ?? .number(0)), y: valuePos($0.2)) }
      for (m, point) in zip(ms.map(\.0), upper) { pointAnnotations += m.annotations.map { (at: point, annotation: $0) } }
      let lower = ms.map { CGPoint(x: xPos($0.0.x ?? .number(0)), y: valuePos($0.1)) }
      areas.append(Area(upper: upper, lower: lower, style: style(ms[0].0), interpolation: ms[0].0.interpolation, opacity: ms[0].0.opacity))
    }
  }

  private mutating func addRule(_ m: _ChartMark, horizontalAt y: Double, style: AnyShapeStyle) {
    rules.append(Rule(from: CGPoint(x: 0, y: y), to: CGPoint(x: plot.width, y: y), style: style, width: m.lineWidth ?? 1,
                      dash: m.dash, opacity: m.opacity, annotations: m.annotations))
  }
  private mutating func addRule(_ m: _ChartMark, verticalAt x: Double, style: AnyShapeStyle) {
    rules.append(Rule(from: CGPoint(x: x, y: 0), to: CGPoint(x: x, y: plot.height), style: style, width: m.lineWidth ?? 1,
                      dash: m.dash, opacity: m.opacity, annotations: m.annotations))
  }

  /// A pie or donut in the plot's largest centred square: each sector's share of the total, clockwise
  /// from the top (angles in radians, 0 at 3 o'clock); `angularInset` points taken off each side.
  private mutating func layoutSectors(_ marks: [_ChartMark], style: (_ChartMark) -> AnyShapeStyle) {
    let total = marks.reduce(0) { $0 + $1.angle }
    let radius = min(plot.width, plot.height) / 2
    var start = -Double.pi / 2
    for m in marks {
      let sweep = total > 0 ? m.angle / total * 2 * .pi : 0
      let outer = m.outerRadius.resolve(radius, automatic: radius)
      let inner = m.innerRadius.resolve(outer, automatic: 0)
      let inset = outer > 0 ? min(sweep / 2, m.angularInset / 2 / outer) : 0
      sectors.append(Sector(start: start + inset, end: start + sweep - inset, inner: inner, outer: outer, style: style(m), opacity: m.opacity))
      start += sweep
    }
  }
}
