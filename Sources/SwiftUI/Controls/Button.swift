import Foundation
import ViewRuntime

public typealias ButtonRole = ViewRuntime.ButtonRole
public typealias ControlSize = ViewRuntime.ControlSize

/// SwiftUI's `Button` (https://developer.apple.com/documentation/swiftui/button): its label, drawn in
/// the environment's button style; the action runs at the scene's taps.
public struct Button<Label: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode

  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    node = Self.lower(_makeNode(label()), role: nil, action)
  }

  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    node = Self.lower(_makeNode(label()), role: role, action)
  }

  /// A button built from a style's configuration (`Button(configuration)` inside a
  /// `PrimitiveButtonStyle`): the configuration's label and role, running the configuration's action.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) where Label == PrimitiveButtonStyleConfiguration.Label {
    let trigger = configuration.trigger
    node = Self.lower(configuration.label.node, role: configuration.role) { trigger() }
  }

  public var _node: ViewNode { node }

  /// The runtime's button; a role travels down the environment to the button it wraps, which reads
  /// and clears it (as the interpreter's `Button(…, role:)` does).
  static func lower(_ label: ViewNode, role: ButtonRole?, _ action: @escaping () -> Void) -> ViewNode {
    let button = ViewNode.button(ButtonNode(label: label, action: action))
    guard let role else { return button }
    return .modified(button, ControlStyleEnvironment.environment { $0.buttonRole = role })
  }
}

extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    node = Self.lower(_StringLookup.node(titleKey), role: nil, action)
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    node = Self.lower(.text(String(title)), role: nil, action)
  }

  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    node = Self.lower(_StringLookup.node(titleKey), role: role, action)
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    node = Self.lower(.text(String(title)), role: role, action)
  }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    node = Self.lower(SwiftUI.Label<Text, Image>(_label: _StringLookup.label(titleKey, systemImage: systemImage))._node, role: nil, action)
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    node = Self.lower(SwiftUI.Label<Text, Image>(_label: ControlLabel(String(title), systemImage: systemImage))._node, role: nil, action)
  }

  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    node = Self.lower(SwiftUI.Label<Text, Image>(_label: _StringLookup.label(titleKey, systemImage: systemImage))._node, role: role, action)
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    node = Self.lower(SwiftUI.Label<Text, Image>(_label: ControlLabel(String(title), systemImage: systemImage))._node, role: role, action)
  }
}
