import Foundation
import SwiftUI

/// One axis resolved against its scale: the marked values, what each draws and its label's text,
/// before the plot's size is known (the labels' widths decide it).
///
/// Apple's rules (https://developer.apple.com/documentation/charts/axismarks): an `AxisMarks` marks the
/// values its `values:` picks and draws, at each, only what its content closure returns; without a
/// closure it draws the default set. Here the default set is the axis as drawn without `chartXAxis`:
/// grid lines and labels on a numeric or date axis, labels only on a category axis.
struct _ChartAxis {
  enum Domain {
    case scale(_ChartScale, isDate: Bool)
    case bands([_PlotPrimitive])
  }

  struct Item {
    var value: _PlotPrimitive
    /// Where along the axis, 0…1 from the plot's leading (x) or top (y) edge.
    var unit: Double
    /// Half the distance to the next marked value (a band's half width on a category axis), for
    /// `centered: true`.
    var half: Double
    var isBand: Bool
    var side: AxisMarkPosition.Kind
    var components: [_AxisComponent]
    var stroke: StrokeStyle?
    var text: String
  }

  var items: [Item] = []
  /// Whether the axis is the default one (no `chartXAxis { … }`).
  var isDefault = true

  init() {}

  /// `vertical`: the y axis (units run top-down, values bottom-up).
  init(domain: Domain, specs: [_AxisMarksSpec]?, vertical: Bool) {
    isDefault = specs == nil
    let specs = specs ?? [_AxisMarksSpec(position: .automatic, values: .automatic, content: nil, stroke: nil)]
    for spec in specs {
      var side = spec.position.kind
      if side == .automatic { side = vertical ? .trailing : .bottom }
      var marked: [(value: _PlotPrimitive, unit: Double, half: Double, text: String)] = []
      switch domain {
      case .scale(let scale, let isDate):
        let values = spec.values.values(over: scale, isDate: isDate)
        let units = values.map { vertical ? 1 - scale.fraction($0) : scale.fraction($0) }
        for (i, v) in values.enumerated() {
          let next = i + 1 < units.count ? units[i + 1] : (i > 0 ? 2 * units[i] - units[i - 1] : units[i])
          marked.append((isDate ? .date(v) : .number(v), units[i], (next - units[i]) / 2,
                         isDate ? spec.values.dateLabel(v) : _ChartScale.label(v)))
        }
      case .bands(let categories):
        let n = Double(max(categories.count, 1))
        for i in spec.values.indices(of: categories) {
          marked.append((categories[i], (Double(i) + 0.5) / n, 0.5 / n, categories[i].categoryName))
        }
      }
      let isBands: Bool = { if case .bands = domain { return true } else { return false } }()
      for (index, m) in marked.enumerated() {
        let components: [_AxisComponent]
        if let content = spec.content {
          components = content(AxisValue(index: index, count: marked.count, primitive: m.value))
        } else {
          components = isBands ? [_AxisComponent(kind: .label)] : [_AxisComponent(kind: .grid), _AxisComponent(kind: .label)]
        }
        let label = components.first { $0.kind == .label }
        let text = label?.format?(m.value) ?? m.text
        items.append(Item(value: m.value, unit: m.unit, half: m.half, isBand: isBands, side: side, components: components, stroke: spec.stroke, text: text))
      }
    }
  }

  /// The labels' texts on one side, for the axis's width.
  func labels(on side: AxisMarkPosition.Kind) -> [String] {
    items.filter { $0.side == side && $0.components.contains { $0.kind == .label } }.map(\.text)
  }
  func hasLabels(on side: AxisMarkPosition.Kind) -> Bool { !labels(on: side).isEmpty }
}

extension _ChartLayout {
  /// A grid line (plot coordinates) or a tick (chart coordinates): nil style and stroke are the
  /// default grey 1-point line.
  struct AxisLine { var from: CGPoint; var to: CGPoint; var style: AnyShapeStyle?; var stroke: StrokeStyle? }

  static let tickLength = 4.0

  /// Grid lines, ticks and labels of the axes in the plot `plot` has now.
  mutating func placeAxes(x: _ChartAxis, y: _ChartAxis) {
    let p = plot
    for (axis, vertical) in [(y, true), (x, false)] {
      for item in axis.items {
        for c in item.components {
          var unit = item.unit
          // `centered`: a continuous axis's mark moves to the middle of its interval, a band's to its start.
          if c.centered == true && !item.isBand { unit += item.half }
          if c.centered == false && item.isBand { unit -= item.half }
          // Along the axis in plot coordinates.
          let along = unit * (vertical ? p.height : p.width)
          switch c.kind {
          case .grid:
            let line = vertical ? AxisLine(from: CGPoint(x: 0, y: along), to: CGPoint(x: p.width, y: along), style: c.style, stroke: c.stroke ?? item.stroke)
                                : AxisLine(from: CGPoint(x: along, y: 0), to: CGPoint(x: along, y: p.height), style: c.style, stroke: c.stroke ?? item.stroke)
            grid.append(line)
          case .tick:
            let length = c.length ?? Self.tickLength
            let tick: AxisLine
            switch item.side {
            case .leading: tick = AxisLine(from: CGPoint(x: p.minX - length, y: p.minY + along), to: CGPoint(x: p.minX, y: p.minY + along), style: c.style, stroke: c.stroke)
            case .top: tick = AxisLine(from: CGPoint(x: p.minX + along, y: p.minY - length), to: CGPoint(x: p.minX + along, y: p.minY), style: c.style, stroke: c.stroke)
            case .bottom: tick = AxisLine(from: CGPoint(x: p.minX + along, y: p.maxY), to: CGPoint(x: p.minX + along, y: p.maxY + length), style: c.style, stroke: c.stroke)
            default: tick = AxisLine(from: CGPoint(x: p.maxX, y: p.minY + along), to: CGPoint(x: p.maxX + length, y: p.minY + along), style: c.style, stroke: c.stroke)
            }
            ticks.append(tick)
          case .label:
            var label: Label
            switch item.side {
            case .leading: label = Label(text: item.text, at: CGPoint(x: p.minX - Self.labelGap, y: p.minY + along), anchor: .trailing)
            case .top: label = Label(text: item.text, at: CGPoint(x: p.minX + along, y: p.minY - Self.xLabelGap - Self.rowHeight / 2))
            case .bottom: label = Label(text: item.text, at: CGPoint(x: p.minX + along, y: p.maxY + Self.xLabelGap + Self.rowHeight / 2))
            default: label = Label(text: item.text, at: CGPoint(x: p.maxX + Self.labelGap, y: p.minY + along), anchor: .leading)
            }
            label.style = c.style
            label.font = c.font
            label.view = c.view
            if vertical { yLabels.append(label) } else { xLabels.append(label) }
          }
        }
      }
    }
  }

  /// The width a y axis's labels take on one side: the longest at 6.5 points a character, plus the gap.
  static func sideWidth(_ labels: [String]) -> Double {
    labels.isEmpty ? 0 : Double(labels.map(\.count).max() ?? 0) * charWidth + labelGap
  }
}
