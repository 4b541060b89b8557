import Foundation
import ViewRuntime

/// SwiftUI's `Gauge` (https://developer.apple.com/documentation/swiftui/gauge), in iOS's default
/// linear-capacity style: its label above a bar like a determinate `ProgressView`'s. That built-in style
/// draws no current-value, bounds or marked-value labels; a custom `GaugeStyle` is given the label and
/// the current-value label.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, _PrimitiveView {
  public typealias Body = Never
  /// The built-in gauge; its `fraction` (clamped to 0…1) is the configuration's `value`.
  let control: ProgressControl
  let label: ViewNode
  let currentValueLabel: ViewNode?

  init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: ViewNode, currentValueLabel: ViewNode? = nil) {
    let lower = Double(bounds.lowerBound)
    control = ProgressControl(value: Double(value) - lower, total: Double(bounds.upperBound) - lower, label: label)
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  /// The built-in style draws a bar like a determinate `ProgressView`'s; a style set with
  /// `gaugeStyle(_:)` draws its `makeBody(configuration:)` instead.
  public var _node: ViewNode {
    let control = control, label = label, current = currentValueLabel
    return ControlStyleEnvironment.control("Gauge", key: ControlStyleEnvironment.gaugeStyle, builtIn: { _ in
      .primitive(control)
    }) { style in
      (style as! any GaugeStyle)._makeNode(GaugeStyleConfiguration(
        value: control.fraction ?? 0, label: .init(node: label), currentValueLabel: current.map { .init(node: $0) },
        minimumValueLabel: nil, maximumValueLabel: nil, markedValuesLabels: .init(node: .empty)))
    }
  }

  @available(*, unavailable, message: "animrender: a gauge's minimum and maximum value labels are not supported yet")
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                      @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                      @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                      @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                      @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
    self.init(value: value, bounds: bounds, label: _makeNode(label()))
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(value: value, bounds: bounds, label: _makeNode(label()))
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                      @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
    self.init(value: value, bounds: bounds, label: _makeNode(label()), currentValueLabel: _makeNode(currentValueLabel()))
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  @available(*, unavailable, message: "animrender: a gauge's minimum and maximum value labels are not supported yet")
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                      @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                      @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                      @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
    self.init(value: value, bounds: bounds, label: _makeNode(label()))
  }
}
