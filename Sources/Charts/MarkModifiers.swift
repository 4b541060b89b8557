import Foundation
import SwiftUI

// Swift Charts' mark modifiers (https://developer.apple.com/documentation/charts/chartcontent): each
// sets a field of every mark of the content it modifies.
extension ChartContent {
  func _setting(_ change: (inout _ChartMark) -> Void) -> _ChartMarks {
    _ChartMarks(_marks: _marks.map { var m = $0; change(&m); return m })
  }

  /// A colour, gradient or other style for the marks.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
    let style = AnyShapeStyle(style)
    return _setting { $0.style = style }
  }

  /// Colours the marks by series from the chart's palette, and lists the series in its legend.
  public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    _setting { $0.series = value._plot.categoryName }
  }

  /// Bars of one category side by side, one slot per value, instead of stacked.
  public func position<D: Plottable>(by value: PlottableValue<D>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
    _setting { $0.group = value._plot.categoryName }
  }

  public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
    _setting { $0.interpolation = method }
  }

  public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
    _setting { $0.lineWidth = Double(style.lineWidth); $0.dash = style.dash }
  }

  public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
    _setting { $0.cornerRadius = Double(radius) }
  }

  public func opacity(_ opacity: Double) -> some ChartContent {
    _setting { $0.opacity *= opacity }
  }

  /// A point's area in square points, as in Swift Charts.
  public func symbolSize(_ size: CGFloat) -> some ChartContent {
    _setting { $0.symbolSize = Double(size) }
  }

  /// Accepted: points here are always circles, and lines draw no symbols.
  public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { _setting { _ in } }

  /// Accepted: a chart is not read by VoiceOver here.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { _setting { _ in } }
  public func accessibilityLabel(_ label: Text) -> some ChartContent { _setting { _ in } }
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { _setting { _ in } }
  public func accessibilityValue(_ value: Text) -> some ChartContent { _setting { _ in } }
  public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { _setting { _ in } }

  /// A view drawn beside the mark: centred above it for `.top` (the default for bars), at its centre
  /// for `.overlay`, below, leading or trailing, `spacing` points away (choice: 4).
  public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                  @ViewBuilder content: @escaping () -> C) -> some ChartContent {
    let annotation = _ChartAnnotation(position: position, spacing: Double(spacing ?? 4), content: { AnyView(content()) })
    return _setting { $0.annotations.append(annotation) }
  }

  @available(*, unavailable, message: "animrender: symbol(_:) on chart marks is not supported yet")
  public func symbol<S: View>(@ViewBuilder symbol: () -> S) -> some ChartContent { _setting { _ in } }
  @available(*, unavailable, message: "animrender: offset on chart marks is not supported yet")
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { _setting { _ in } }
  @available(*, unavailable, message: "animrender: mask on chart marks is not supported yet")
  public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> some ChartContent { _setting { _ in } }
}
