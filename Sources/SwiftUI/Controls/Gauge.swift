import Foundation
import ViewRuntime

/// SwiftUI's `Gauge` (https://developer.apple.com/documentation/swiftui/gauge), in iOS's default
/// linear-capacity style: its label above a bar like a determinate `ProgressView`'s. The runtime draws
/// no current-value, bounds or marked-value labels.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode

  init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: ViewNode) {
    let lower = Double(bounds.lowerBound)
    node = .primitive(ProgressControl(value: Double(value) - lower, total: Double(bounds.upperBound) - lower, label: label))
  }

  public var _node: ViewNode { node }

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
    self.init(value: value, bounds: bounds, label: _makeNode(label()))
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
