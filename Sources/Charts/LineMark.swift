import Foundation
import SwiftUI

/// Swift Charts' `LineMark` (https://developer.apple.com/documentation/charts/linemark): the points of
/// one series joined in x order, 2 points wide. Marks with the same `series:` or `foregroundStyle(by:)`
/// value form one line.
public struct LineMark: ChartContent {
  public typealias _ChartBody = _ChartMarks
  let mark: _ChartMark
  public var _marks: [_ChartMark] { [mark] }

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = _ChartMark(kind: .line, x: x._plot, y: y._plot)
  }
  public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
    var mark = _ChartMark(kind: .line, x: x._plot, y: y._plot)
    mark.lineSeries = series._plot.categoryName
    self.mark = mark
  }
}
