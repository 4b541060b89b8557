import Foundation
import ViewRuntime

/// SwiftUI's `TextEditor` (https://developer.apple.com/documentation/swiftui/texteditor): a multi-line,
/// scrollable text view over a `String` binding, as a form's notes or bio field uses it.
///
/// Drawn as iOS draws its `UITextView`: the text in the environment's font and foreground style,
/// wrapped to the width, from the top leading corner, inset 8 points top and bottom
/// (https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset) and 5 points at the
/// sides (`NSTextContainer.lineFragmentPadding`,
/// https://developer.apple.com/documentation/uikit/nstextcontainer/linefragmentpadding). Like
/// SwiftUI's, it takes all the space it is offered. Scripted typing writes through the binding, as for
/// a `TextField`. Not drawn: the caret, selection, and the system background behind the text (the view
/// is clear, as a `TextEditor` with `scrollContentBackground(.hidden)` is).
public struct TextEditor: View, _PrimitiveView {
  public typealias Body = Never
  let text: Binding<String>

  /// `UITextView`'s default text container inset (top and bottom) and line fragment padding (sides).
  static let verticalInset: CGFloat = 8
  static let horizontalInset: CGFloat = 5

  public init(text: Binding<String>) { self.text = text }

  public var _node: ViewNode {
    let shown = Text(verbatim: text.wrappedValue)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .padding(.vertical, Self.verticalInset)
      .padding(.horizontal, Self.horizontalInset)
    let text = self.text
    let hook = TextInputHook(title: "", text: { text.wrappedValue }, setText: { text.wrappedValue = $0 })
    return .modified(_makeNode(shown), .effect(InteractionEffect(.textInput(hook))))
  }
}
