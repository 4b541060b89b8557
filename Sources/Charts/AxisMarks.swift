import Foundation
import SwiftUI

/// Swift Charts' axis content (https://developer.apple.com/documentation/charts/axiscontent): what
/// `chartXAxis { … }` and `chartYAxis { … }` hold, one or more `AxisMarks`, each reduced to a
/// description the layout resolves against the axis's scale (`ChartAxisLayout.swift`).
public protocol AxisContent {
  var _axisMarks: [_AxisMarksSpec] { get }
}

/// One `AxisMarks`: where its labels go, which values it marks, and what it draws at each value
/// (`nil`: the default set, as the axis draws it without `chartXAxis`).
public struct _AxisMarksSpec {
  var position: AxisMarkPosition
  var values: AxisMarkValues
  var content: ((AxisValue) -> [_AxisComponent])?
  var stroke: StrokeStyle?
}

/// https://developer.apple.com/documentation/charts/axismarkposition
public struct AxisMarkPosition: Equatable {
  enum Kind: Equatable { case automatic, leading, trailing, top, bottom }
  let kind: Kind
  public static var automatic: AxisMarkPosition { AxisMarkPosition(kind: .automatic) }
  public static var leading: AxisMarkPosition { AxisMarkPosition(kind: .leading) }
  public static var trailing: AxisMarkPosition { AxisMarkPosition(kind: .trailing) }
  public static var top: AxisMarkPosition { AxisMarkPosition(kind: .top) }
  public static var bottom: AxisMarkPosition { AxisMarkPosition(kind: .bottom) }
}

/// https://developer.apple.com/documentation/charts/axismarkpreset: accepted; marks are laid out as
/// `.automatic` whatever the preset.
public struct AxisMarkPreset {
  public static var automatic: AxisMarkPreset { AxisMarkPreset() }
  public static var aligned: AxisMarkPreset { AxisMarkPreset() }
  public static var extended: AxisMarkPreset { AxisMarkPreset() }
  public static var inset: AxisMarkPreset { AxisMarkPreset() }
}

/// Swift Charts' `AxisMarks` (https://developer.apple.com/documentation/charts/axismarks): marks at
/// the values `values` picks, each drawing what the content closure returns for it (a grid line, a
/// tick, a label); without a closure, the default grid lines and labels.
public struct AxisMarks: AxisContent {
  let spec: _AxisMarksSpec
  public var _axisMarks: [_AxisMarksSpec] { [spec] }

  public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
              stroke: StrokeStyle? = nil) {
    spec = _AxisMarksSpec(position: position, values: values, content: nil, stroke: stroke)
  }
  public init<C: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                           @AxisMarkBuilder content: @escaping (AxisValue) -> C) {
    spec = _AxisMarksSpec(position: position, values: values, content: { content($0)._axisComponents }, stroke: nil)
  }
  public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P], stroke: StrokeStyle? = nil) {
    spec = _AxisMarksSpec(position: position, values: .explicit(values.map(\._chartPrimitive)), content: nil, stroke: stroke)
  }
  public init<P: Plottable, C: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
                                        @AxisMarkBuilder content: @escaping (AxisValue) -> C) {
    spec = _AxisMarksSpec(position: position, values: .explicit(values.map(\._chartPrimitive)), content: { content($0)._axisComponents }, stroke: nil)
  }
}

/// Several `AxisMarks` in one axis (say grid lines every hour and labels every six).
public struct _AxisContentGroup: AxisContent { public let _axisMarks: [_AxisMarksSpec] }

/// https://developer.apple.com/documentation/charts/axiscontentbuilder
@resultBuilder
public enum AxisContentBuilder {
  public static func buildExpression<C: AxisContent>(_ c: C) -> [_AxisMarksSpec] { c._axisMarks }
  public static func buildBlock(_ parts: [_AxisMarksSpec]...) -> [_AxisMarksSpec] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [_AxisMarksSpec]?) -> [_AxisMarksSpec] { part ?? [] }
  public static func buildEither(first: [_AxisMarksSpec]) -> [_AxisMarksSpec] { first }
  public static func buildEither(second: [_AxisMarksSpec]) -> [_AxisMarksSpec] { second }
  public static func buildLimitedAvailability(_ part: [_AxisMarksSpec]) -> [_AxisMarksSpec] { part }
  public static func buildFinalResult(_ parts: [_AxisMarksSpec]) -> _AxisContentGroup { _AxisContentGroup(_axisMarks: parts) }
}
