import Foundation
import SwiftUI

/// Swift Charts' `PointMark` (https://developer.apple.com/documentation/charts/pointmark): a filled
/// circle at the value. Choice (Apple publishes no number): 8 points across, `symbolSize` being its area.
public struct PointMark: ChartContent {
  public typealias _ChartBody = _ChartMarks
  let mark: _ChartMark
  public var _marks: [_ChartMark] { [mark] }

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = _ChartMark(kind: .point, x: x._plot, y: y._plot)
  }
}
