import Foundation
import SwiftUI

/// One mark as the chart lays it out: its kind, its values and what its modifiers set. Every
/// `ChartContent` reduces to a list of these (`_marks`), which `_ChartLayout` places.
public struct _ChartMark {
  enum Kind: Equatable { case bar, line, area, point, rule, sector }

  /// Whether its values can be placed: a NaN or infinite number (a missing reading) draws no mark,
  /// as Swift Charts leaves such a value out, rather than a bar of some other height.
  var isPlottable: Bool {
    [x, y, x2, y2].allSatisfy { ($0?.number).map(\.isFinite) ?? true } && angle.isFinite
  }

  var kind: Kind
  var x: _PlotPrimitive?
  var y: _PlotPrimitive?
  /// A range mark's other end (`xEnd`, `yEnd`; `x` and `y` hold the start).
  var x2: _PlotPrimitive?
  var y2: _PlotPrimitive?
  var isRange: Bool { x2 != nil || y2 != nil }
  /// A sector's angle value.
  var angle: Double = 0
  var innerRadius: MarkDimension = .automatic
  var outerRadius: MarkDimension = .automatic
  var angularInset: Double = 0
  var width: MarkDimension = .automatic
  var stacking: MarkStackingMethod = .standard
  /// `.foregroundStyle(_:)`.
  var style: AnyShapeStyle?
  /// `.foregroundStyle(by:)`: the series' name.
  var series: String?
  /// `LineMark(x:y:series:)`: a line of its own without a colour of its own.
  var lineSeries: String?
  /// `.position(by:)`: bars of one category side by side.
  var group: String?
  var interpolation: InterpolationMethod = .linear
  var lineWidth: Double?
  var dash: [Double] = []
  var cornerRadius: Double = 0
  var opacity: Double = 1
  var symbolSize: Double?
  var annotations: [_ChartAnnotation] = []

  init(kind: Kind, x: _PlotPrimitive? = nil, y: _PlotPrimitive? = nil) {
    self.kind = kind
    self.x = x
    self.y = y
  }
}

/// `.annotation(position:alignment:spacing:) { view }` on a mark.
public struct _ChartAnnotation {
  let position: AnnotationPosition
  let spacing: Double
  let content: @MainActor () -> AnyView
}
