import Foundation
import SwiftUI

/// Swift Charts' `BarMark` (https://developer.apple.com/documentation/charts/barmark): vertical bars
/// when y is the number (x a category, or a number or date taken as one band per distinct value),
/// horizontal bars when x is the number and y the category. Bars of one band stack by default.
public struct BarMark: ChartContent {
  public typealias _ChartBody = _ChartMarks
  let mark: _ChartMark
  public var _marks: [_ChartMark] { [mark] }

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                          height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
    var mark = _ChartMark(kind: .bar, x: x._plot, y: y._plot)
    mark.width = !x._plot.isCategory && y._plot.isCategory ? height : width
    mark.stacking = stacking
    self.mark = mark
  }

  /// A single bar along y filling the plot's width (`BarMark(y: .value(…))`), or along x.
  public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
    var mark = _ChartMark(kind: .bar, x: .category(""), y: y._plot)
    mark.width = width
    mark.stacking = stacking
    self.mark = mark
  }
  public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
    var mark = _ChartMark(kind: .bar, x: x._plot, y: .category(""))
    mark.width = height
    mark.stacking = stacking
    self.mark = mark
  }

  /// A range bar (https://developer.apple.com/documentation/charts/barmark/init(xstart:xend:y:height:)):
  /// from `xStart` to `xEnd` along x, in y's band (Gantt charts, sleep stages).
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                          height: MarkDimension = .automatic) {
    var mark = _ChartMark(kind: .bar, x: xStart._plot, y: y._plot.isCategory ? y._plot : .category(y._plot.categoryName))
    mark.x2 = xEnd._plot
    mark.width = height
    self.mark = mark
  }
  /// https://developer.apple.com/documentation/charts/barmark/init(xstart:xend:height:): across every band.
  public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, height: MarkDimension = .automatic) {
    self.init(xStart: xStart, xEnd: xEnd, y: .value("", ""), height: height)
  }
  /// A range bar from `yStart` to `yEnd` in x's band
  /// (https://developer.apple.com/documentation/charts/barmark/init(x:ystart:yend:width:)).
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                          width: MarkDimension = .automatic) {
    var mark = _ChartMark(kind: .bar, x: x._plot, y: yStart._plot)
    mark.y2 = yEnd._plot
    mark.width = width
    self.mark = mark
  }
  public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
    self.init(x: .value("", ""), yStart: yStart, yEnd: yEnd, width: width)
  }
}
