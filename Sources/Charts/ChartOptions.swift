import Foundation
import SwiftUI

/// What the chart modifiers (`chartYScale`, `chartXAxis`, `chartLegend`, …) set, passed down the
/// environment to the `Chart` they modify, as Swift Charts' modifiers apply to the charts inside.
public struct _ChartOptions {
  var xAxis: Visibility = .automatic
  var yAxis: Visibility = .automatic
  var legend: Visibility = .automatic
  var xDomain: ClosedRange<Double>?
  var yDomain: ClosedRange<Double>?
  /// `chartXScale(domain: ["A", "B"])`: the categories, in this order (marks of others are left out).
  var xCategories: [String]?
  var yCategories: [String]?
  /// `chartYScale(domain: .automatic(includesZero: false))`.
  var xIncludesZero = true
  var yIncludesZero = true
  /// `chartForegroundStyleScale`: the series' styles by name, in the order given.
  var styleScale: [(name: String, style: AnyShapeStyle)] = []
  /// `chartXAxis { AxisMarks(…) }`: the axis's marks; nil for the default axis.
  var xAxisMarks: [_AxisMarksSpec]?
  var yAxisMarks: [_AxisMarksSpec]?
  /// `chartXAxisLabel` / `chartYAxisLabel`.
  var xAxisLabel: _ChartAxisLabel?
  var yAxisLabel: _ChartAxisLabel?
  /// `chartLegend(position:alignment:spacing:)`.
  var legendPosition: AnnotationPosition = .automatic
  var legendAlignment: Alignment?
  var legendSpacing: Double?
  /// `chartPlotStyle { plot in … }`: the plot area through the scene's modifiers.
  var plotStyle: (@MainActor (ChartPlotContent) -> AnyView)?
  public init() {}
}

struct _ChartOptionsKey: EnvironmentKey {
  static var defaultValue: _ChartOptions { _ChartOptions() }
}

extension EnvironmentValues {
  public var _chartOptions: _ChartOptions {
    get { self[_ChartOptionsKey.self] }
    set { self[_ChartOptionsKey.self] = newValue }
  }
}

/// Changes the chart options its content sees.
struct _ChartOptionModifier: ViewModifier {
  @Environment(\._chartOptions) private var options
  let change: (inout _ChartOptions) -> Void

  func body(content: Content) -> some View {
    var changed = options
    change(&changed)
    return content.environment(\._chartOptions, changed)
  }
}

/// An axis title: its text, and where it goes (`.automatic`: under the x labels, beside the y labels).
struct _ChartAxisLabel {
  var text: String?
  var view: (@MainActor () -> AnyView)?
  var position: AnnotationPosition
  var alignment: Alignment
  var spacing: Double?
}
