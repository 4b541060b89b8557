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
  /// A label anchored at its centre, or at its leading or trailing edge (a y axis's labels).
  struct Label {
    enum Anchor { case center, leading, trailing }
    var text: String
    var at: CGPoint
    var anchor: Anchor = .center
    var style: AnyShapeStyle?
    var font: Font?
    var view: (@MainActor () -> AnyView)?
  }
  /// An axis title: its centre in the chart, whether it reads bottom to top, its alignment in its row.
  struct Title { var label: _ChartAxisLabel; var center: CGPoint; var length: Double; var rotated: Bool }

  static let titleGap = 4.0, labelGap = 6.0, charWidth = 6.5, xLabelGap = 4.0, rowHeight = 14.0, legendGap = 8.0, bandFill = 0.75
  static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

  var size: CGSize
  var plot: CGRect = .zero
  /// `chartPlotStyle`'s closure.
  var plotStyle: (@MainActor (ChartPlotContent) -> AnyView)?
  var yScale: _ChartScale?
  var xScale: _ChartScale?
  var xCategories: [String] = []
  var yCategories: [String] = []
  /// Grid lines in the plot's coordinates, ticks in the chart's.
  var grid: [AxisLine] = []
  var ticks: [AxisLine] = []
  /// The grid lines' places: horizontal lines at these y, vertical at these x.
  var hGrid: [Double] { grid.filter { l in l.from.y == l.to.y }.map { l in Double(l.from.y) } }
  var vGrid: [Double] { grid.filter { l in l.from.x == l.to.x && l.from.y != l.to.y }.map { l in Double(l.from.x) } }
  /// Axis labels in the chart's coordinates; y labels anchored at their leading (trailing axis) or
  /// trailing (leading axis) edge, x labels at their centre.
  var yLabels: [Label] = []
  var xLabels: [Label] = []
  var titles: [Title] = []
  var legend: [(name: String, style: AnyShapeStyle)] = []
  var legendTop = 0.0
  /// The legend's leading x and alignment in its row (`chartLegend(position:alignment:)`), or a
  /// column at `legendColumnX` for `.leading` and `.trailing`.
  var legendX = 0.0
  var legendWidth = 0.0
  var legendAlignment: Alignment = .leading
  var legendIsColumn = false
  var bars: [Bar] = [], lines: [Line] = [], areas: [Area] = [], points: [Point] = [], rules: [Rule] = [], sectors: [Sector] = []
  /// Annotations of line and area marks, at their data point.
  var pointAnnotations: [(at: CGPoint, annotation: _ChartAnnotation)] = []

  init(marks: [_ChartMark], options: _ChartOptions, size: CGSize) {
    var marks = marks.filter(\.isPlottable)
    self.size = size
    plotStyle = options.plotStyle
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
    let legendSpacing = options.legendSpacing ?? Self.legendGap
    let legendPosition = options.legendPosition.kind
    legendIsColumn = showLegend && (legendPosition == .leading || legendPosition == .trailing)
    legendAlignment = options.legendAlignment ?? .leading
    legendWidth = legendIsColumn ? (legend.map { Double($0.name.count) * Self.charWidth + 12 }.max() ?? 0) : 0
    let legendHeight = showLegend && !legendIsColumn ? legendSpacing + Self.rowHeight : 0

    if marks.contains(where: { $0.kind == .sector }) {
      let area = CGRect(x: 0, y: 0, width: size.width, height: max(0, size.height - legendHeight))
      plot = area
      legendTop = area.maxY + legendSpacing
      legendX = 0
      legendWidth = area.width
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
    var categories: [String] = [], categoryValues: [_PlotPrimitive] = []
    for m in categoryMarks {
      let value = (horizontal ? m.y : m.x)!
      if !categories.contains(value.categoryName) { categories.append(value.categoryName); categoryValues.append(value) }
    }
    // A given category domain: its order, and marks of other categories left out.
    if let given = horizontal ? options.yCategories : options.xCategories, !categories.isEmpty {
      let known = Dictionary(zip(categories, categoryValues), uniquingKeysWith: { a, _ in a })
      categories = given
      categoryValues = given.map { known[$0] ?? .category($0) }
      let kept = Set(given)
      marks = marks.filter { m in
        guard let key = horizontal ? m.y : m.x, key.isCategory || (m.kind == .bar && !horizontal) else { return true }
        return kept.contains(key.categoryName)
      }
    }
    let banded = !categories.isEmpty

    // Stacks: per kind and band, positives up from 0 and negatives down; unstacked and grouped marks
    // from 0; a range mark from its start to its end.
    var spans: [(low: Double, high: Double)?] = Array(repeating: nil, count: marks.count)
    var tops: [String: (pos: Double, neg: Double)] = [:]
    for (i, m) in marks.enumerated() where m.kind == .bar || m.kind == .area {
      guard let v = (horizontal ? m.x : m.y)?.number, let key = (horizontal ? m.y : m.x) else { continue }
      if let end = (horizontal ? m.x2 : m.y2)?.number { spans[i] = (min(v, end), max(v, end)); continue }
      if !m.stacking.stacked || m.group != nil { spans[i] = (min(0, v), max(0, v)); continue }
      let k = "\(m.kind)|\(key.categoryName)"
      var t = tops[k] ?? (0, 0)
      if v >= 0 { spans[i] = (t.pos, t.pos + v); t.pos += v } else { spans[i] = (t.neg + v, t.neg); t.neg += v }
      tops[k] = t
    }
    var values: [Double] = []
    for (i, m) in marks.enumerated() {
      if let s = spans[i] { values += [s.low, s.high]; continue }
      if let v = (horizontal ? m.x : m.y)?.number { values.append(v) }
      if let v = (horizontal ? m.x2 : m.y2)?.number { values.append(v) }
    }
    // A date value axis (Gantt bars over times) spans its data, as a continuous x does.
    let valueIsDate = marks.contains { (horizontal ? $0.x : $0.y)?.isDate == true }
    let domain = horizontal ? options.xDomain : options.yDomain
    let valueScale = domain.map(_ChartScale.fixed) ?? (valueIsDate ? _ChartScale.dates(values)
      : _ChartScale.automatic(values, includesZero: horizontal ? options.xIncludesZero : options.yIncludesZero))

    // Continuous x (lines over numbers or dates).
    var continuous: _ChartScale?
    var continuousIsDate = false
    if !banded && !horizontal {
      let xs = marks.flatMap { [$0.x?.number, $0.x2?.number].compactMap { $0 } }
      continuousIsDate = marks.contains { $0.x?.isDate == true }
      continuous = options.xDomain.map(_ChartScale.fixed) ?? (continuousIsDate ? _ChartScale.dates(xs) : _ChartScale.extent(xs))
    }

    // The axes: the value axis on y (x for horizontal bars), categories or the continuous x on the other.
    let valueDomain = _ChartAxis.Domain.scale(valueScale, isDate: valueIsDate)
    let bandDomain = _ChartAxis.Domain.bands(categoryValues)
    var xAxis = _ChartAxis(), yAxis = _ChartAxis()
    if options.xAxis != .hidden {
      if horizontal { xAxis = _ChartAxis(domain: valueDomain, specs: options.xAxisMarks, vertical: false) }
      else if banded { xAxis = _ChartAxis(domain: bandDomain, specs: options.xAxisMarks, vertical: false) }
      else if let continuous { xAxis = _ChartAxis(domain: .scale(continuous, isDate: continuousIsDate), specs: options.xAxisMarks, vertical: false) }
    }
    if options.yAxis != .hidden {
      yAxis = _ChartAxis(domain: horizontal ? bandDomain : valueDomain, specs: options.yAxisMarks, vertical: true)
    }

    // The plot: the whole size less the axes, their titles and the legend.
    let leading = Self.sideWidth(yAxis.labels(on: .leading)), trailing = Self.sideWidth(yAxis.labels(on: .trailing))
    func rowHeight(_ side: AxisMarkPosition.Kind) -> Double {
      options.xAxis == .hidden ? 0 : (xAxis.hasLabels(on: side) || (xAxis.isDefault && side == .bottom)) ? Self.xLabelGap + Self.rowHeight : 0
    }
    let top = rowHeight(.top), bottom = rowHeight(.bottom)
    let xTitle = options.xAxisLabel, yTitle = options.yAxisLabel
    let xTitleTop = xTitle?.position.kind == .top, yTitleTop = yTitle?.position.kind == .top
    let yTitleLeading = yTitle?.position.kind == .leading
    let titleRow = Self.titleGap + Self.rowHeight
    let titleAbove = (xTitle != nil && xTitleTop ? titleRow : 0) + (yTitle != nil && yTitleTop ? titleRow : 0)
    let titleBelow = xTitle != nil && !xTitleTop ? titleRow : 0
    let titleLeading = yTitle != nil && yTitleLeading ? titleRow : 0
    let titleTrailing = yTitle != nil && !yTitleLeading && !yTitleTop ? titleRow : 0
    let legendAbove = legendPosition == .top ? legendHeight : 0, legendBelow = legendPosition == .top ? 0 : legendHeight
    let columnLeading = legendIsColumn && legendPosition == .leading ? legendWidth + legendSpacing : 0
    let columnTrailing = legendIsColumn && legendPosition == .trailing ? legendWidth + legendSpacing : 0
    let x0 = columnLeading + titleLeading + leading, y0 = legendAbove + titleAbove + top
    plot = CGRect(x: x0, y: y0, width: max(0, size.width - x0 - trailing - titleTrailing - columnTrailing),
                  height: max(0, size.height - y0 - bottom - titleBelow - legendBelow))
    if !showLegend { legend = [] }
    let plotRect = plot

    // The legend: a row under the x axis (or its title), or over everything, or a column beside.
    if legendIsColumn {
      legendX = legendPosition == .leading ? 0 : size.width - legendWidth
      legendTop = plotRect.minY
    } else {
      legendX = plotRect.minX
      legendWidth = plotRect.width
      legendTop = legendPosition == .top ? 0 : plotRect.maxY + bottom + titleBelow + legendSpacing
    }
    // Axis titles, in caption: a row under (or over) the x axis, a column beside the y axis reading
    // bottom to top, or a row over the plot.
    if let xTitle {
      let y = xTitleTop ? plotRect.minY - top - titleRow + Self.titleGap + Self.rowHeight / 2
                        : plotRect.maxY + bottom + Self.titleGap + Self.rowHeight / 2
      titles.append(Title(label: xTitle, center: CGPoint(x: plotRect.midX, y: y), length: plotRect.width, rotated: false))
    }
    if let yTitle {
      if yTitleTop {
        let y = legendAbove + (xTitle != nil && xTitleTop ? titleRow : 0) + Self.rowHeight / 2
        // Across the plot and both label columns.
        let span = plotRect.width + leading + trailing
        titles.append(Title(label: yTitle, center: CGPoint(x: plotRect.minX - leading + span / 2, y: y), length: span, rotated: false))
      } else {
        let x = yTitleLeading ? columnLeading + Self.rowHeight / 2 : plotRect.maxX + trailing + Self.titleGap + Self.rowHeight / 2
        titles.append(Title(label: yTitle, center: CGPoint(x: x, y: plotRect.midY), length: plotRect.height, rotated: true))
      }
    }

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

    if horizontal { xScale = valueScale; yCategories = categories } else { yScale = valueScale; xScale = continuous; xCategories = categories }
    placeAxes(x: xAxis, y: yAxis)

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
      if m.kind == .rule, m.isRange, let x = m.x, let y = m.y {
        // A segment: from (x, y) to (xEnd, y) or to (x, yEnd).
        let to = CGPoint(x: xPos(m.x2 ?? x), y: yPos(m.y2 ?? y))
        rules.append(Rule(from: CGPoint(x: xPos(x), y: yPos(y)), to: to, style: style(m), width: m.lineWidth ?? 1,
                          dash: m.dash, opacity: m.opacity, annotations: m.annotations))
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
