import Foundation
import ViewRuntime

/// SwiftUI's `SecureField` (https://developer.apple.com/documentation/swiftui/securefield): a text
/// field showing one bullet per character.
public struct SecureField<Label: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode

  init(title: String, text: Binding<String>) {
    node = TextField<Text>.field(title: title, text: text, isSecure: true)
  }

  public var _node: ViewNode { node }

  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(title: prompt?.content ?? "", text: text)
  }
}

extension SecureField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(title: titleKey.text, text: text)
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title: String(title), text: text)
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(title: titleKey.text, text: text)
  }

  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title: String(title), text: text)
  }
}
