import Foundation
import SwiftUI

/// Swift Charts' `RuleMark` (https://developer.apple.com/documentation/charts/rulemark): a line across
/// the whole plot at a y value (horizontal) or an x value (vertical), or between two values, 1 point
/// wide by default.
public struct RuleMark: ChartContent {
  public typealias _ChartBody = _ChartMarks
  let mark: _ChartMark
  public var _marks: [_ChartMark] { [mark] }

  public init<Y: Plottable>(y: PlottableValue<Y>) { mark = _ChartMark(kind: .rule, y: y._plot) }
  public init<X: Plottable>(x: PlottableValue<X>) { mark = _ChartMark(kind: .rule, x: x._plot) }

  /// A horizontal segment at `y` from `xStart` to `xEnd`
  /// (https://developer.apple.com/documentation/charts/rulemark/init(xstart:xend:y:)).
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
    var mark = _ChartMark(kind: .rule, x: xStart._plot, y: y._plot)
    mark.x2 = xEnd._plot
    self.mark = mark
  }
  /// A vertical segment at `x` from `yStart` to `yEnd` (candlestick wicks, error bars)
  /// (https://developer.apple.com/documentation/charts/rulemark/init(x:ystart:yend:)).
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    var mark = _ChartMark(kind: .rule, x: x._plot, y: yStart._plot)
    mark.y2 = yEnd._plot
    self.mark = mark
  }
}
