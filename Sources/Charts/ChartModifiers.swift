import Foundation
import SwiftUI

// Swift Charts' chart modifiers (https://developer.apple.com/documentation/charts/chart): views that
// pass options down to the charts inside them.
extension View {
  func _chartOption(_ change: @escaping (inout _ChartOptions) -> Void) -> some View {
    modifier(_ChartOptionModifier(change: change))
  }

  public func chartXAxis(_ visibility: Visibility) -> some View { _chartOption { $0.xAxis = visibility } }
  public func chartYAxis(_ visibility: Visibility) -> some View { _chartOption { $0.yAxis = visibility } }
  public func chartLegend(_ visibility: Visibility) -> some View { _chartOption { $0.legend = visibility } }

  /// Axis content (https://developer.apple.com/documentation/charts/view/chartxaxis(content:)): the
  /// axis draws the `AxisMarks` given, at their values, with the grid lines, ticks and labels they hold.
  public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
    let marks = content()._axisMarks
    return _chartOption { $0.xAxisMarks = marks }
  }
  public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
    let marks = content()._axisMarks
    return _chartOption { $0.yAxisMarks = marks }
  }

  /// An axis title (https://developer.apple.com/documentation/charts/view/chartxaxislabel(_:position:alignment:spacing:)):
  /// under the x axis's labels, or beside the y axis's, in caption secondary.
  public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                 spacing: CGFloat? = nil) -> some View {
    let title = _ChartAxisLabel(text: String(label), view: nil, position: position, alignment: alignment ?? .center, spacing: spacing.map(Double.init))
    return _chartOption { $0.xAxisLabel = title }
  }
  public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                 spacing: CGFloat? = nil) -> some View {
    let title = _ChartAxisLabel(text: String(label), view: nil, position: position, alignment: alignment ?? .center, spacing: spacing.map(Double.init))
    return _chartOption { $0.yAxisLabel = title }
  }
  public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                       @ViewBuilder content: @escaping () -> C) -> some View {
    let title = _ChartAxisLabel(text: nil, view: { AnyView(content()) }, position: position, alignment: alignment ?? .center, spacing: spacing.map(Double.init))
    return _chartOption { $0.xAxisLabel = title }
  }
  public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                       @ViewBuilder content: @escaping () -> C) -> some View {
    let title = _ChartAxisLabel(text: nil, view: { AnyView(content()) }, position: position, alignment: alignment ?? .center, spacing: spacing.map(Double.init))
    return _chartOption { $0.yAxisLabel = title }
  }

  /// Where the legend goes (https://developer.apple.com/documentation/charts/view/chartlegend(position:alignment:spacing:)):
  /// a row under the plot (`.automatic`, `.bottom`) or over it (`.top`), aligned leading, centre or
  /// trailing; `.leading` and `.trailing` put it in a column beside the plot.
  public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
    _chartOption { $0.legendPosition = position; $0.legendAlignment = alignment; $0.legendSpacing = spacing.map(Double.init) }
  }

  public func chartYScale<P: Plottable & Comparable>(domain: ClosedRange<P>) -> some View {
    let range = Self._numbers(domain)
    return _chartOption { $0.yDomain = range }
  }
  public func chartXScale<P: Plottable & Comparable>(domain: ClosedRange<P>) -> some View {
    let range = Self._numbers(domain)
    return _chartOption { $0.xDomain = range }
  }

  /// A category axis's categories in the order given
  /// (https://developer.apple.com/documentation/charts/view/chartyscale(domain:type:)); marks of
  /// other categories are not drawn.
  public func chartYScale<P: Plottable>(domain: [P]) -> some View {
    let names = domain.map(\._chartPrimitive.categoryName)
    return _chartOption { $0.yCategories = names }
  }
  public func chartXScale<P: Plottable>(domain: [P]) -> some View {
    let names = domain.map(\._chartPrimitive.categoryName)
    return _chartOption { $0.xCategories = names }
  }
  /// The automatic domain, with or without zero (https://developer.apple.com/documentation/charts/automaticscaledomain).
  public func chartYScale(domain: AutomaticScaleDomain) -> some View {
    let zero = domain.includesZero ?? true
    return _chartOption { $0.yIncludesZero = zero }
  }
  public func chartXScale(domain: AutomaticScaleDomain) -> some View {
    let zero = domain.includesZero ?? true
    return _chartOption { $0.xIncludesZero = zero }
  }

  /// Series styles by name (`["Coffee": .brown, "Tea": .green]`).
  public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
    let scale = mapping.map { (name: $0.key._chartPrimitive.categoryName, style: AnyShapeStyle($0.value)) }
    return _chartOption { $0.styleScale = scale }
  }
  public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], range: [S]) -> some View {
    let scale = zip(domain, range).map { (name: $0._chartPrimitive.categoryName, style: AnyShapeStyle($1)) }
    return _chartOption { $0.styleScale = scale }
  }

  /// The plot area through the closure's modifiers (https://developer.apple.com/documentation/charts/view/chartplotstyle(content:)):
  /// `.background(…)`, `.border(…)`, `.clipShape(…)` draw as on iOS; a `.frame` does not resize the plot.
  public func chartPlotStyle<C: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> C) -> some View {
    _chartOption { $0.plotStyle = { AnyView(content($0)) } }
  }

  @available(*, unavailable, message: "animrender: chartOverlay is not supported yet")
  public func chartOverlay<V: View>(@ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { self }
  @available(*, unavailable, message: "animrender: chartBackground is not supported yet")
  public func chartBackground<V: View>(@ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { self }
  @available(*, unavailable, message: "animrender: chartScrollableAxes is not supported yet")
  public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }

  static func _numbers<P: Plottable & Comparable>(_ domain: ClosedRange<P>) -> ClosedRange<Double> {
    let lo = domain.lowerBound._chartPrimitive.number ?? 0, hi = domain.upperBound._chartPrimitive.number ?? 1
    return min(lo, hi)...max(lo, hi)
  }
}

/// The plot area given to `chartPlotStyle`'s closure.
public struct ChartPlotContent: View {
  let content: AnyView
  public var body: some View { content }
}

/// Swift Charts' `ChartProxy`; no API here (chart overlays are not supported).
public struct ChartProxy {}

/// Swift Charts' `AutomaticScaleDomain` (https://developer.apple.com/documentation/charts/automaticscaledomain):
/// the data's domain, rounded to nice values, with zero unless `includesZero: false`.
public struct AutomaticScaleDomain {
  let includesZero: Bool?
  public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }
  public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
    AutomaticScaleDomain(includesZero: includesZero)
  }
}
