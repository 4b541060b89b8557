import Foundation
import ViewRuntime

/// SwiftUI's `GaugeStyle` (https://developer.apple.com/documentation/swiftui/gaugestyle): a custom
/// style's `makeBody(configuration:)` draws the gauge. The module has no built-in gauge styles besides
/// the default one (`.linearCapacity` as iOS draws it), so `gaugeStyle(_:)` takes custom styles only.
@MainActor @preconcurrency
public protocol GaugeStyle {
  associatedtype Body: View
  typealias Configuration = GaugeStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

extension GaugeStyle {
  @MainActor func _makeNode(_ configuration: GaugeStyleConfiguration) -> ViewNode {
    ControlStyleEnvironment.body(of: self) { SwiftUI._makeNode(self.makeBody(configuration: configuration)) }
  }
}

/// SwiftUI's `GaugeStyleConfiguration`: the value as a fraction of the gauge's range (0…1, as Apple
/// documents `value`) and the gauge's labels, type-erased.
/// https://developer.apple.com/documentation/swiftui/gaugestyleconfiguration
public struct GaugeStyleConfiguration {
  public struct Label: View, _PrimitiveView {
    public typealias Body = Never
    let node: ViewNode
    public var _node: ViewNode { node }
  }

  public struct CurrentValueLabel: View, _PrimitiveView {
    public typealias Body = Never
    let node: ViewNode
    public var _node: ViewNode { node }
  }

  public struct MinimumValueLabel: View, _PrimitiveView {
    public typealias Body = Never
    let node: ViewNode
    public var _node: ViewNode { node }
  }

  public struct MaximumValueLabel: View, _PrimitiveView {
    public typealias Body = Never
    let node: ViewNode
    public var _node: ViewNode { node }
  }

  public struct MarkedValueLabel: View, _PrimitiveView {
    public typealias Body = Never
    let node: ViewNode
    public var _node: ViewNode { node }
  }

  public var value: Double
  public var label: GaugeStyleConfiguration.Label
  public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
  public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
  public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
  public var markedValuesLabels: GaugeStyleConfiguration.MarkedValueLabel
}

extension View {
  /// SwiftUI's `gaugeStyle(_:)`: the style of the gauges below.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    _transformed { content in ControlStyleEnvironment.set(ControlStyleEnvironment.gaugeStyle, style, on: content) }
  }
}
