import Foundation
import SwiftUI

/// Swift Charts' `AxisMark` (https://developer.apple.com/documentation/charts/axismark): what one
/// marked value draws: a grid line across the plot, a tick at its edge, a label beside it. Only the
/// parts written in the `AxisMarks` closure are drawn, as on iOS.
public protocol AxisMark {
  var _axisComponents: [_AxisComponent] { get }
}

/// One part of an axis mark, with what its initializer and modifiers set.
public struct _AxisComponent {
  enum Kind: Equatable { case grid, tick, label }
  var kind: Kind
  var centered: Bool?
  var stroke: StrokeStyle?
  var length: Double?
  var style: AnyShapeStyle?
  var font: Font?
  /// A label's text for a value (a format style, or a fixed string); nil: the axis's default text.
  var format: ((_PlotPrimitive) -> String?)?
  /// `AxisValueLabel { view }`.
  var view: (@MainActor () -> AnyView)?
  var anchor: UnitPoint?
}

/// https://developer.apple.com/documentation/charts/axisgridline: a line across the plot at the value.
public struct AxisGridLine: AxisMark {
  public let _axisComponents: [_AxisComponent]
  public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
    _axisComponents = [_AxisComponent(kind: .grid, centered: centered, stroke: stroke)]
  }
}

/// https://developer.apple.com/documentation/charts/axistick: a short line outward from the plot's
/// edge at the value (choice: 4 points long, as long as the gap to the labels).
public struct AxisTick: AxisMark {
  public struct Length {
    let points: Double?
    public static var automatic: Length { Length(points: nil) }
    public static var label: Length { Length(points: nil) }
    public static var longestLabel: Length { Length(points: nil) }
  }
  public let _axisComponents: [_AxisComponent]
  public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
    _axisComponents = [_AxisComponent(kind: .tick, centered: centered, stroke: stroke, length: Double(length))]
  }
  public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
    _axisComponents = [_AxisComponent(kind: .tick, centered: centered, stroke: stroke, length: length.points)]
  }
}

/// https://developer.apple.com/documentation/charts/axisvaluelabel: the value's label, as the axis
/// writes it, through a format style (`format: .dateTime.weekday()`, `.number.precision(…)`), or a
/// view of the scene's own (`AxisValueLabel { Text("\(v)k") }`).
public struct AxisValueLabel: AxisMark {
  public let _axisComponents: [_AxisComponent]
  init(_ component: _AxisComponent) { _axisComponents = [component] }

  public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
              collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
              orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    self.init(_AxisComponent(kind: .label, centered: centered, anchor: anchor))
  }
  public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                              collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                              orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                              verticalSpacing: CGFloat? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {
    self.init(_AxisComponent(kind: .label, centered: centered, format: { Self.text(format, $0) }, anchor: anchor))
  }
  public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil) {
    let text = String(label)
    self.init(_AxisComponent(kind: .label, centered: centered, format: { _ in text }, anchor: anchor))
  }
  public init<C: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                       collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                       orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                       verticalSpacing: CGFloat? = nil, @ViewBuilder content: @escaping () -> C) {
    self.init(_AxisComponent(kind: .label, centered: centered, view: { AnyView(content()) }, anchor: anchor))
  }

  /// The value formatted by `format` when the value converts to the style's input (a number to
  /// `Double`, `Int`, `Decimal`…, a date to `Date`); nil otherwise, and the default text is used.
  /// (Apple's initializer takes styles from a `Plottable` input to `String`, as this one does.)
  static func text<F: FormatStyle>(_ format: F, _ value: _PlotPrimitive) -> String? {
    for candidate in value._candidates {
      guard let input = candidate as? F.FormatInput else { continue }
      let output = format.format(input)
      if let s = output as? String { return s }
      if let a = output as? AttributedString { return String(a.characters) }
      return "\(output)"
    }
    return nil
  }
}

public struct AxisValueLabelCollisionResolution {
  public static var automatic: Self { Self() }
  public static var greedy: Self { Self() }
  public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> Self { Self() }
  public static var truncate: Self { Self() }
  public static var disabled: Self { Self() }
}
public struct AxisValueLabelOrientation {
  public static var automatic: Self { Self() }
  public static var horizontal: Self { Self() }
  public static var vertical: Self { Self() }
  public static var verticalReversed: Self { Self() }
}

/// Marks changed by a modifier, or built by `AxisMarkBuilder`.
public struct _AxisMarkGroup: AxisMark { public let _axisComponents: [_AxisComponent] }

extension AxisMark {
  func _changing(_ change: (inout _AxisComponent) -> Void) -> _AxisMarkGroup {
    _AxisMarkGroup(_axisComponents: _axisComponents.map { var c = $0; change(&c); return c })
  }
  /// The colour of a grid line, tick or label (https://developer.apple.com/documentation/charts/axismark/foregroundstyle(_:)).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
    let style = AnyShapeStyle(style)
    return _changing { $0.style = style }
  }
  /// A label's font; grid lines and ticks ignore it.
  public func font(_ font: Font?) -> some AxisMark { _changing { $0.font = font } }
  /// Accepted: axis marks are not offset here.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark { _changing { _ in } }
}

/// https://developer.apple.com/documentation/charts/axismarkbuilder
@resultBuilder
public enum AxisMarkBuilder {
  public static func buildExpression<M: AxisMark>(_ mark: M) -> [_AxisComponent] { mark._axisComponents }
  public static func buildBlock(_ parts: [_AxisComponent]...) -> [_AxisComponent] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [_AxisComponent]?) -> [_AxisComponent] { part ?? [] }
  public static func buildEither(first: [_AxisComponent]) -> [_AxisComponent] { first }
  public static func buildEither(second: [_AxisComponent]) -> [_AxisComponent] { second }
  public static func buildLimitedAvailability(_ part: [_AxisComponent]) -> [_AxisComponent] { part }
  public static func buildFinalResult(_ parts: [_AxisComponent]) -> _AxisMarkGroup { _AxisMarkGroup(_axisComponents: parts) }
}
