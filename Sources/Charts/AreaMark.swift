import Foundation
import SwiftUI

/// Swift Charts' `AreaMark` (https://developer.apple.com/documentation/charts/areamark): the region
/// between a series' line and the zero baseline; series of one x value stack, as bars do.
public struct AreaMark: ChartContent {
  public typealias _ChartBody = _ChartMarks
  let mark: _ChartMark
  public var _marks: [_ChartMark] { [mark] }

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
    var mark = _ChartMark(kind: .area, x: x._plot, y: y._plot)
    mark.stacking = stacking
    self.mark = mark
  }

  /// The band between `yStart` and `yEnd` along x (a forecast's range, a day's low and high)
  /// (https://developer.apple.com/documentation/charts/areamark/init(x:ystart:yend:)); never stacked.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    var mark = _ChartMark(kind: .area, x: x._plot, y: yStart._plot)
    mark.y2 = yEnd._plot
    mark.stacking = .unstacked
    self.mark = mark
  }
}
