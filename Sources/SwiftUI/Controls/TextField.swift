import Foundation
import ViewRuntime

/// SwiftUI's `TextField` (https://developer.apple.com/documentation/swiftui/textfield): the bound text,
/// or its title as a placeholder while empty. Scripted typing (`Type("…", into: "title", at:)`) writes
/// through the binding.
public struct TextField<Label: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode

  init(title: String, text: Binding<String>, isSecure: Bool) {
    node = Self.field(title: title, text: text, isSecure: isSecure)
  }

  /// The runtime's field, with the hook that takes typing (as the interpreter builds it).
  static func field(title: String, text: Binding<String>, isSecure: Bool) -> ViewNode {
    let control = ViewNode.primitive(TextFieldControl(placeholder: title, text: text.wrappedValue, isSecure: isSecure))
    let hook = TextInputHook(title: title, text: { text.wrappedValue }, setText: { text.wrappedValue = $0 })
    return .modified(control, .effect(InteractionEffect(.textInput(hook))))
  }

  public var _node: ViewNode { node }

  /// The label-builder form: the prompt is the placeholder (the label is for accessibility on iOS).
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(title: prompt?.content ?? "", text: text, isSecure: false)
  }
}

extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(title: titleKey.text, text: text, isSecure: false)
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title: String(title), text: text, isSecure: false)
  }

  /// The title is the placeholder, as the interpreter draws it; the prompt is not drawn.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(title: titleKey.text, text: text, isSecure: false)
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title: String(title), text: text, isSecure: false)
  }
}

/// iOS 16's `TextField(_:text:axis:)` (https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)-8rujz):
/// with `.vertical` the field grows to show every line of its text, wrapped to its width, as a chat
/// or notes input does; the runtime's field wraps its text so, and `lineLimit` caps the lines.
extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(title: titleKey.text, text: text, isSecure: false)
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title: String(title), text: text, isSecure: false)
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(title: titleKey.text, text: text, isSecure: false)
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(title: String(title), text: text, isSecure: false)
  }
}
