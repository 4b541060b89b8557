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

  /// Axis content: the default axis, on the side the marks' `position:` names.
  public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
    let position = content()._position ?? .automatic
    return _chartOption { $0.xAxisPosition = position }
  }
  public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
    let position = content()._position ?? .automatic
    return _chartOption { $0.yAxisPosition = position }
  }

  public func chartYScale<P: Plottable & Comparable>(domain: ClosedRange<P>) -> some View {
    let range = Self._numbers(domain)
    return _chartOption { $0.yDomain = range }
  }
  public func chartXScale<P: Plottable & Comparable>(domain: ClosedRange<P>) -> some View {
    let range = Self._numbers(domain)
    return _chartOption { $0.xDomain = range }
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

  /// Accepted; the plot is drawn without the style's changes (docs/known-gaps.md).
  public func chartPlotStyle<C: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> C) -> some View { self }

  @available(*, unavailable, message: "animrender: chartLegend(position:) is not supported yet")
  public func chartLegend(position: AnnotationPosition, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
  @available(*, unavailable, message: "animrender: chartXAxisLabel is not supported yet")
  public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic) -> some View { self }
  @available(*, unavailable, message: "animrender: chartYAxisLabel is not supported yet")
  public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic) -> some View { self }
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
  public var body: some View { EmptyView() }
}

/// Swift Charts' `ChartProxy`; no API here (chart overlays are not supported).
public struct ChartProxy {}
