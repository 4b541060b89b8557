import SwiftSyntax

/// A `#Preview(…, traits: …)` trait as written (https://developer.apple.com/documentation/swiftui/previewtrait),
/// recorded for the preview's entry. `.fixedLayout(width:height:)` with literal sizes (1 to 8192 points)
/// sets the preview's canvas, `.sizeThatFitsLayout` makes it the view's ideal size; the others do not
/// change the render. `device` comes from a `PreviewProvider`'s `.previewDevice("…")`.
public enum PreviewTrait: Equatable, Sendable {
  case sizeThatFitsLayout
  case fixedLayout(width: Double, height: Double)
  /// `.previewDevice("iPhone 16 Pro")`: the simulator name as written.
  case device(String)
  /// Any other trait, by its source text (`.landscapeLeft`, `.modifier(…)`).
  case other(String)

  /// The traits of a `#Preview`'s arguments: `traits:` and the unlabelled ones after it (it is variadic).
  static func traits(in arguments: LabeledExprListSyntax) -> [PreviewTrait] {
    guard let start = arguments.firstIndex(where: { $0.label?.text == "traits" }) else { return [] }
    return arguments[start...].prefix { $0.label == nil || $0.label?.text == "traits" }.map { PreviewTrait($0.expression) }
  }

  /// - Parameter fixedName: the member that takes `width:height:` (`fixedLayout`; `PreviewLayout`'s `fixed`).
  init(_ expression: ExprSyntax, fixedName: String = "fixedLayout") {
    let text = expression.trimmedDescription
    if text == ".sizeThatFitsLayout" { self = .sizeThatFitsLayout; return }
    if let call = expression.as(FunctionCallExprSyntax.self),
       call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == fixedName,
       call.arguments.map({ $0.label?.text }) == ["width", "height"],
       let width = Double(call.arguments.first!.expression.trimmedDescription),
       let height = Double(call.arguments.last!.expression.trimmedDescription),
       (1...8192).contains(width), (1...8192).contains(height) {
      self = .fixedLayout(width: width, height: height)
      return
    }
    self = .other(text)
  }
}
