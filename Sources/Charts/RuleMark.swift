import Foundation
import SwiftUI

/// Swift Charts' `RuleMark` (https://developer.apple.com/documentation/charts/rulemark): a line across
/// the whole plot at a y value (horizontal) or an x value (vertical), 1 point wide by default.
public struct RuleMark: ChartContent {
  public typealias _ChartBody = _ChartMarks
  let mark: _ChartMark
  public var _marks: [_ChartMark] { [mark] }

  public init<Y: Plottable>(y: PlottableValue<Y>) { mark = _ChartMark(kind: .rule, y: y._plot) }
  public init<X: Plottable>(x: PlottableValue<X>) { mark = _ChartMark(kind: .rule, x: x._plot) }

  @available(*, unavailable, message: "animrender: RuleMark(xStart:xEnd:y:) is not supported yet")
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) { fatalError() }
  @available(*, unavailable, message: "animrender: RuleMark(x:yStart:yEnd:) is not supported yet")
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) { fatalError() }
}
