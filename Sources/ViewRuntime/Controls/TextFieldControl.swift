import Foundation
import Graphics

/// `TextField(_:text:)` and `SecureField(_:text:)`: the text, or the placeholder in `placeholderText` grey when
/// the text is empty; a secure field shows one bullet per character. `.textFieldStyle(.roundedBorder)` draws a
/// white box with a hairline border around it. The field takes the width it is offered, its text leading.
/// https://developer.apple.com/documentation/swiftui/textfield
public struct TextFieldControl: ViewEffect, ResolvableEffect {
  public var placeholder: String
  public var text: String
  public var isSecure: Bool

  public init(placeholder: String, text: String, isSecure: Bool = false) {
    self.placeholder = placeholder; self.text = text; self.isSecure = isSecure
  }

  /// What the field shows: the text (bullets when secure) or the placeholder.
  public var shown: String {
    if text.isEmpty { return placeholder }
    return isSecure ? String(repeating: ControlChoices.secureBullet, count: text.count) : text
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let env = r.environment.controls
    var content = AnyView(node: .text(shown))
    if text.isEmpty { content = content.foregroundStyle(ControlChoices.placeholder) }
    var field = content.frame(maxWidth: .infinity, alignment: .leading)
    if env.textFieldStyle == .roundedBorder {
      field = field
        .padding(EdgeInsets(top: ControlChoices.fieldVerticalPadding, leading: ControlChoices.fieldHorizontalPadding,
                            bottom: ControlChoices.fieldVerticalPadding, trailing: ControlChoices.fieldHorizontalPadding))
        .background(RoundedRectangle(cornerRadius: ControlChoices.fieldCornerRadius).fill(ControlChoices.fieldBackground))
        .overlay(RoundedRectangle(cornerRadius: ControlChoices.fieldCornerRadius)
          .stroke(ControlChoices.fieldBorder, lineWidth: ControlChoices.fieldBorderWidth))
    }
    let view = ResolvedView(.marker(try r.resolve(field._node, "/field"), InspectModifier(name: "textField", values: [
      "isEmpty": [text.isEmpty ? 1 : 0], "isSecure": [isSecure ? 1 : 0], "count": [Double(text.count)],
    ])))
    return env.isDisabled ? ResolvedView(.opacity(view, ControlChoices.disabledOpacity)) : view
  }
}
