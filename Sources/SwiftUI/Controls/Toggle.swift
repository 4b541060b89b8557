import Foundation
import ViewRuntime

/// SwiftUI's `Toggle` (https://developer.apple.com/documentation/swiftui/toggle): its label and a
/// switch bound to `isOn`, drawn as the environment's toggle style says; a scene tap flips it.
public struct Toggle<Label: View>: View, _PrimitiveView {
  public typealias Body = Never
  let label: ViewNode
  let isOn: Binding<Bool>
  /// `Toggle(configuration)` inside a custom style: always the built-in toggle.
  let ignoresCustomStyle: Bool

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.init(node: _makeNode(label()), isOn: isOn)
  }

  /// The toggle a custom `ToggleStyle` is given, drawn as the built-in style would.
  public init(_ configuration: ToggleStyleConfiguration) where Label == ToggleStyleConfiguration.Label {
    self.init(node: configuration.label.node, isOn: configuration.$isOn, ignoresCustomStyle: true)
  }

  init(node: ViewNode, isOn: Binding<Bool>, ignoresCustomStyle: Bool = false) {
    label = node; self.isOn = isOn; self.ignoresCustomStyle = ignoresCustomStyle
  }

  public var _node: ViewNode {
    let (label, isOn) = (self.label, self.isOn)
    let builtIn: @MainActor (ViewRuntime.EnvironmentValues) -> ViewNode = { environment in
      let shown = ControlStyleEnvironment.labelsHidden(environment) ? ViewNode.empty : label
      return .primitive(ToggleControl(label: shown, isOn: isOn.wrappedValue) { isOn.wrappedValue = $0 })
    }
    if ignoresCustomStyle { return ControlStyleEnvironment.control("Toggle", key: nil, builtIn: builtIn) }
    return ControlStyleEnvironment.control("Toggle", key: ControlStyleEnvironment.toggleStyle, builtIn: builtIn) { style in
      (style as! any ToggleStyle)._makeNode(ToggleStyleConfiguration(label: .init(node: label), isOn: isOn))
    }
  }
}

extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(node: _StringLookup.node(titleKey), isOn: isOn)
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(node: .text(String(title)), isOn: isOn)
  }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(node: SwiftUI.Label<Text, Image>(_label: _StringLookup.label(titleKey, systemImage: systemImage))._node, isOn: isOn)
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(node: SwiftUI.Label<Text, Image>(_label: ControlLabel(String(title), systemImage: systemImage))._node, isOn: isOn)
  }
}
