import Foundation
import SwiftUI

/// Swift Charts' axis content (https://developer.apple.com/documentation/charts/axismarks): accepted
/// so that `chartXAxis { AxisMarks(…) }` compiles; the default axis is drawn, on the side
/// `position:` names (`.leading` moves the y axis). Custom values, grid lines, ticks and labels are
/// not drawn differently (docs/known-gaps.md).
public protocol AxisContent {
  var _position: AxisMarkPosition? { get }
}

public struct AxisMarkPosition: Equatable {
  enum Kind: Equatable { case automatic, leading, trailing, top, bottom }
  let kind: Kind
  public static var automatic: AxisMarkPosition { AxisMarkPosition(kind: .automatic) }
  public static var leading: AxisMarkPosition { AxisMarkPosition(kind: .leading) }
  public static var trailing: AxisMarkPosition { AxisMarkPosition(kind: .trailing) }
  public static var top: AxisMarkPosition { AxisMarkPosition(kind: .top) }
  public static var bottom: AxisMarkPosition { AxisMarkPosition(kind: .bottom) }
}

public struct AxisMarkPreset { public static var automatic: AxisMarkPreset { AxisMarkPreset() }; public static var aligned: AxisMarkPreset { AxisMarkPreset() }
  public static var extended: AxisMarkPreset { AxisMarkPreset() }; public static var inset: AxisMarkPreset { AxisMarkPreset() } }

/// Which values an axis marks; accepted, the default ticks are drawn.
public struct AxisMarkValues {
  public static var automatic: AxisMarkValues { AxisMarkValues() }
  public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { AxisMarkValues() }
  public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues() }
  public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues { AxisMarkValues() }
}

/// One marked value, as the content closure of `AxisMarks` receives it.
public struct AxisValue {
  public let index: Int
  public let count: Int
  public func `as`<P: Plottable>(_ type: P.Type) -> P? { nil }
}

public protocol AxisMark {}
public struct AxisGridLine: AxisMark {
  public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}
public struct AxisTick: AxisMark {
  public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
}
public struct AxisValueLabel: AxisMark {
  public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
              offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
  public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil) {}
  public init<C: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, @ViewBuilder content: () -> C) {}
}
public struct AxisValueLabelCollisionResolution { public static var automatic: Self { Self() }; public static var greedy: Self { Self() } }
public struct AxisValueLabelOrientation { public static var automatic: Self { Self() }; public static var horizontal: Self { Self() }; public static var vertical: Self { Self() } }

extension AxisMark {
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark { _AxisMarks() }
  public func font(_ font: Font?) -> some AxisMark { _AxisMarks() }
}
public struct _AxisMarks: AxisMark {}

@resultBuilder
public enum AxisMarkBuilder {
  public static func buildExpression<M: AxisMark>(_ mark: M) -> _AxisMarks { _AxisMarks() }
  public static func buildBlock(_ parts: _AxisMarks...) -> _AxisMarks { _AxisMarks() }
  public static func buildOptional(_ part: _AxisMarks?) -> _AxisMarks { _AxisMarks() }
  public static func buildEither(first: _AxisMarks) -> _AxisMarks { first }
  public static func buildEither(second: _AxisMarks) -> _AxisMarks { second }
}

public struct AxisMarks: AxisContent {
  public let _position: AxisMarkPosition?
  public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
              stroke: StrokeStyle? = nil) { _position = position }
  public init<C: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                           @AxisMarkBuilder content: @escaping (AxisValue) -> C) { _position = position }
  public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P]) { _position = position }
  public init<P: Plottable, C: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
                                        @AxisMarkBuilder content: @escaping (AxisValue) -> C) { _position = position }
}

public struct _AxisContentGroup: AxisContent { public let _position: AxisMarkPosition? }

@resultBuilder
public enum AxisContentBuilder {
  public static func buildExpression<C: AxisContent>(_ c: C) -> _AxisContentGroup { _AxisContentGroup(_position: c._position) }
  public static func buildBlock(_ parts: _AxisContentGroup...) -> _AxisContentGroup { _AxisContentGroup(_position: parts.compactMap(\._position).first) }
  public static func buildOptional(_ part: _AxisContentGroup?) -> _AxisContentGroup { part ?? _AxisContentGroup(_position: nil) }
  public static func buildEither(first: _AxisContentGroup) -> _AxisContentGroup { first }
  public static func buildEither(second: _AxisContentGroup) -> _AxisContentGroup { second }
}
