import Foundation
import SwiftUI

/// Swift Charts' `SectorMark` (https://developer.apple.com/documentation/charts/sectormark), iOS 17: one
/// slice of a pie or donut, its angle its share of the chart's total, drawn clockwise from the top.
public struct SectorMark: ChartContent {
  public typealias _ChartBody = _ChartMarks
  let mark: _ChartMark
  public var _marks: [_ChartMark] { [mark] }

  public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
                            outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
    var mark = _ChartMark(kind: .sector)
    mark.angle = max(0, angle._plot.number ?? 0)
    mark.innerRadius = innerRadius
    mark.outerRadius = outerRadius
    mark.angularInset = Double(angularInset ?? 0)
    self.mark = mark
  }
}
