import Foundation
import ViewRuntime

/// `TextField(_:text:)` as a plain line of text (its prompt in the secondary colour while empty) that
/// takes typing from `Type("…", into: "title", at:)` through ``TextInputHook``. Registered only when
/// no other `TextField` binding exists: a control drawn as iOS draws it replaces it by adopting the
/// same hook (`InteractionEffect(.textInput(…))` around its view).
/// https://developer.apple.com/documentation/swiftui/textfield
extension HostRegistry {
  mutating func registerTextFieldInput() {
    guard types["TextField"] == nil else { return }
    let title = Param<String>(nil, "title"), text = Param<Value>("text", type: .named("Binding"))
    let prompt = Param<Value?>("prompt", default: nil), axis = Param<Value?>("axis", default: nil)
    viewType("TextField", [
      .binding(title, text, prompt, axis, returns: .named("TextField")) { c in
        guard case .binding(let cell) = try c[text] else { throw HostError("TextField(_:text:) takes a binding to a String, like $query") }
        let name = try c[title]
        let current = cell.value.asString ?? ""
        var field = AnyView(node: .text(current.isEmpty ? name : current))
        if current.isEmpty { field = field.foregroundStyle(Color.secondary) }
        field = field.frame(maxWidth: .infinity, alignment: .leading)
        let hook = TextInputHook(title: name, text: { cell.value.asString ?? "" }, setText: { cell.value = .string($0) })
        return HostRegistry.view(field.modifier(.effect(InteractionEffect(.textInput(hook))))._node, "TextField")
      },
    ])
  }
}
