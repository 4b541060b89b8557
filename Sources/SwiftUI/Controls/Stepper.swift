import Foundation
import ViewRuntime

/// SwiftUI's `Stepper` (https://developer.apple.com/documentation/swiftui/stepper): its label and a
/// − / + box. A scene tap presses + (a scene tap has no position on the control).
public struct Stepper<Label: View>: View, _PrimitiveView {
  public typealias Body = Never
  /// The runtime's stepper for a label (empty under `labelsHidden()`).
  let make: (ViewNode) -> StepperControl
  let label: ViewNode

  /// A stepper over a bound value, kept within `bounds` (nil: unbounded).
  init<V: Strideable>(labelNode label: ViewNode, value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride) {
    let v = value.wrappedValue
    let canDecrement = bounds.map { v > $0.lowerBound } ?? true
    let canIncrement = bounds.map { v < $0.upperBound } ?? true
    self.label = label
    make = { label in StepperControl(
      label: label, value: Stepper.number(v), canDecrement: canDecrement, canIncrement: canIncrement,
      increment: {
        let next = v.advanced(by: step)
        value.wrappedValue = bounds.map { Swift.min($0.upperBound, next) } ?? next
      },
      decrement: {
        let next = v.advanced(by: -step)
        value.wrappedValue = bounds.map { Swift.max($0.lowerBound, next) } ?? next
      }) }
  }

  init(labelNode label: ViewNode, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
    self.label = label
    make = { label in StepperControl(label: label, increment: { onIncrement?() }, decrement: { onDecrement?() }) }
  }

  /// The value as the runtime's `inspect` reports it (0 for a value that is not a number).
  static func number<V>(_ v: V) -> Double {
    if let i = v as? any BinaryInteger { return Double(i) }
    if let f = v as? any BinaryFloatingPoint { return Double(f) }
    return 0
  }

  public var _node: ViewNode {
    let (make, label) = (self.make, self.label)
    return ControlStyleEnvironment.control("Stepper", key: nil) { environment in
      .primitive(make(ControlStyleEnvironment.labelsHidden(environment) ? .empty : label))
    }
  }

  public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                             onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(labelNode: _makeNode(label()), value: value, bounds: nil, step: step)
  }

  public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                             onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(labelNode: _makeNode(label()), value: value, bounds: bounds, step: step)
  }

  public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
              onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(labelNode: _makeNode(label()), onIncrement: onIncrement, onDecrement: onDecrement)
  }
}

extension Stepper where Label == Text {
  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                             onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(labelNode: _StringLookup.node(titleKey), value: value, bounds: nil, step: step)
  }

  @_disfavoredOverload public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(labelNode: .text(String(title)), value: value, bounds: nil, step: step)
  }

  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                             onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(labelNode: _StringLookup.node(titleKey), value: value, bounds: bounds, step: step)
  }

  @_disfavoredOverload public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(labelNode: .text(String(title)), value: value, bounds: bounds, step: step)
  }

  public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
              onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(labelNode: _StringLookup.node(titleKey), onIncrement: onIncrement, onDecrement: onDecrement)
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                 onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(labelNode: .text(String(title)), onIncrement: onIncrement, onDecrement: onDecrement)
  }
}
