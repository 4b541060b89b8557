import Foundation
import ViewRuntime

/// SwiftUI's `ProgressView` (https://developer.apple.com/documentation/swiftui/progressview): with a
/// value, a bar filled to `value / total` (its label above); without one, the spinner.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, _PrimitiveView {
  public typealias Body = Never
  let control: ProgressControl
  let ignoresCustomStyle: Bool
  /// `init(timerInterval:countsDown:)`: the interval the scene's clock moves the bar through.
  var timer: (interval: ClosedRange<Date>, countsDown: Bool)? = nil

  init(_ control: ProgressControl, ignoresCustomStyle: Bool = false) {
    self.control = control; self.ignoresCustomStyle = ignoresCustomStyle
  }

  init<V: BinaryFloatingPoint>(value: V?, total: V, labelNode label: ViewNode?) {
    self.init(ProgressControl(value: value.map(Double.init), total: Double(total), label: label))
  }

  /// The progress view a custom `ProgressViewStyle` is given, drawn as the built-in style would.
  public init(_ configuration: ProgressViewStyleConfiguration)
  where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    self.init(configuration.control, ignoresCustomStyle: true)
  }

  public var _node: ViewNode {
    guard let timer else { return Self.node(control, ignoresCustomStyle: ignoresCustomStyle) }
    // A timeline of every frame: the bar's fraction at each frame's scene time, emptying across the
    // interval when it counts down ("If true (the default), the view empties as time passes",
    // https://developer.apple.com/documentation/swiftui/progressview/init(timerinterval:countsdown:)).
    let clock = _SceneDates()
    let start = clock.sceneTime(of: timer.interval.lowerBound), end = clock.sceneTime(of: timer.interval.upperBound)
    let (base, countsDown, ignores) = (control, timer.countsDown, ignoresCustomStyle)
    return .timeline(TimelineNode(schedule: .animation(minimumInterval: nil, paused: false)) { t, _ in
      let elapsed = end > start ? min(max((t - start) / (end - start), 0), 1) : 1
      var at = base
      at.value = countsDown ? 1 - elapsed : elapsed
      return Self.node(at, ignoresCustomStyle: ignores)
    })
  }

  private static func node(_ control: ProgressControl, ignoresCustomStyle: Bool) -> ViewNode {
    if ignoresCustomStyle { return .primitive(control) }
    return ControlStyleEnvironment.control("ProgressView", key: ControlStyleEnvironment.progressViewStyle, builtIn: { _ in .primitive(control) }) { style in
      (style as! any ProgressViewStyle)._makeNode(ProgressViewStyleConfiguration(control: control))
    }
  }

  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                      @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
    self.init(value: value, total: total, labelNode: _makeNode(label()))
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  public init(@ViewBuilder label: () -> Label) {
    self.init(ProgressControl(value: nil, label: _makeNode(label())))
  }

  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(value: value, total: total, labelNode: _makeNode(label()))
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  public init() {
    self.init(ProgressControl(value: nil))
  }

  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(value: value, total: total, labelNode: nil)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  public init(_ titleKey: LocalizedStringKey) {
    self.init(ProgressControl(value: nil, label: _StringLookup.node(titleKey)))
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S) {
    self.init(ProgressControl(value: nil, label: .text(String(title))))
  }

  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, labelNode: _StringLookup.node(titleKey))
  }

  @_disfavoredOverload public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, labelNode: .text(String(title)))
  }
}

extension ProgressView {
  /// SwiftUI's `init(timerInterval:countsDown:label:currentValueLabel:)`: a bar the scene's clock
  /// moves across the interval. The current value label is not drawn, as with `init(value:…)`.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
              @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
    self.init(ProgressControl(value: 0, label: _makeNode(label())))
    timer = (timerInterval, countsDown)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// `init(timerInterval:countsDown:label:)` (SwiftUI's current value label type is its default
  /// timer text, which is not drawn).
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
    self.init(ProgressControl(value: 0, label: _makeNode(label())))
    timer = (timerInterval, countsDown)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// `init(timerInterval:countsDown:)`.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(ProgressControl(value: 0))
    timer = (timerInterval, countsDown)
  }
}
