import Foundation
import ViewRuntime

/// SwiftUI's `Gauge` (https://developer.apple.com/documentation/swiftui/gauge), in iOS's default
/// linear-capacity style: its label above a bar like a determinate `ProgressView`'s, with the minimum
/// and maximum value labels at the bar's ends. The built-in styles (`BuiltInGaugeStyles.swift`) and
/// custom ones are given the label, the current value label and the bounds' labels; marked value
/// labels are accepted and drawn by no style here.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, _PrimitiveView {
  public typealias Body = Never
  /// The built-in gauge; its `fraction` (clamped to 0…1) is the configuration's `value`.
  let control: ProgressControl
  let label: ViewNode
  let currentValueLabel: ViewNode?
  let minimumValueLabel: ViewNode?
  let maximumValueLabel: ViewNode?

  init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: ViewNode, currentValueLabel: ViewNode? = nil,
                               minimumValueLabel: ViewNode? = nil, maximumValueLabel: ViewNode? = nil) {
    let lower = Double(bounds.lowerBound)
    control = ProgressControl(value: Double(value) - lower, total: Double(bounds.upperBound) - lower, label: label)
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
  }

  /// The built-in style draws a bar like a determinate `ProgressView`'s; a style set with
  /// `gaugeStyle(_:)` draws its `makeBody(configuration:)` instead.
  public var _node: ViewNode {
    let control = control
    let configuration = GaugeStyleConfiguration(
      value: control.fraction ?? 0, label: .init(node: label), currentValueLabel: currentValueLabel.map { .init(node: $0) },
      minimumValueLabel: minimumValueLabel.map { .init(node: $0) }, maximumValueLabel: maximumValueLabel.map { .init(node: $0) },
      markedValuesLabels: .init(node: .empty))
    let bounded = minimumValueLabel != nil || maximumValueLabel != nil
    return ControlStyleEnvironment.control("Gauge", key: ControlStyleEnvironment.gaugeStyle, builtIn: { _ in
      // The bounds' labels beside the bar; without them, the bar as it always was.
      bounded ? LinearCapacityGaugeStyle()._makeNode(configuration) : .primitive(control)
    }) { style in
      (style as! any GaugeStyle)._makeNode(configuration)
    }
  }

  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                      @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                      @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                      @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                      @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
    self.init(value: value, bounds: bounds, label: _makeNode(label()), currentValueLabel: _makeNode(currentValueLabel()),
              minimumValueLabel: _makeNode(minimumValueLabel()), maximumValueLabel: _makeNode(maximumValueLabel()))
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
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                      @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                      @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                      @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
    self.init(value: value, bounds: bounds, label: _makeNode(label()), currentValueLabel: _makeNode(currentValueLabel()),
              minimumValueLabel: _makeNode(minimumValueLabel()), maximumValueLabel: _makeNode(maximumValueLabel()))
  }
}
