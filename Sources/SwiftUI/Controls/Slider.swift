import Foundation
import ViewRuntime

/// SwiftUI's `Slider` (https://developer.apple.com/documentation/swiftui/slider): a track filled with
/// the tint up to the bound value, and a thumb. The runtime draws no label (iOS shows none), and a
/// scene tap does not move it; `step` and `onEditingChanged` have nothing to act on here.
public struct Slider<Label: View, ValueLabel: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode

  init<V: BinaryFloatingPoint>(_ value: Binding<V>, _ bounds: ClosedRange<V>, minimum: ViewNode?, maximum: ViewNode?) {
    let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
    node = .primitive(SliderControl(value: Double(value.wrappedValue), in: lower...Swift.max(lower, upper),
                                    minimumValueLabel: minimum, maximumValueLabel: maximum))
  }

  public var _node: ViewNode { node }

  public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                 @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                 onEditingChanged: @escaping (Bool) -> Void = { _ in })
  where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(value, bounds, minimum: _makeNode(minimumValueLabel()), maximum: _makeNode(maximumValueLabel()))
  }

  public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                 @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                 onEditingChanged: @escaping (Bool) -> Void = { _ in })
  where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(value, bounds, minimum: _makeNode(minimumValueLabel()), maximum: _makeNode(maximumValueLabel()))
  }
}

extension Slider where ValueLabel == EmptyView {
  public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                 onEditingChanged: @escaping (Bool) -> Void = { _ in })
  where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(value, bounds, minimum: nil, maximum: nil)
  }

  public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                 onEditingChanged: @escaping (Bool) -> Void = { _ in })
  where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(value, bounds, minimum: nil, maximum: nil)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
  where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(value, bounds, minimum: nil, maximum: nil)
  }

  public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
  where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    self.init(value, bounds, minimum: nil, maximum: nil)
  }
}
