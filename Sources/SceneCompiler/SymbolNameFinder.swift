import SwiftSyntax

/// The SF Symbol names a file writes as literals (`Image(systemName: "star")`, `Label(_:systemImage:)`,
/// any `systemName:`/`systemImage:` argument) with the place of the call, so the compiled scene's
/// unknown-symbol warning names the user's `file:line:col`, as the interpreter's does, while
/// `Image(systemName:)` keeps SwiftUI's signature (no hidden `#fileID`/`#line` parameters).
/// A name built at run time has no place; its warning names the scene. Asset catalog names written as
/// literals are kept too (``ScenePrepass/assetPlaceKey(kind:name:)``), for the missing-asset warning.
final class SymbolNameFinder: SyntaxVisitor {
  static let labels: Set<String> = ["systemName", "systemImage"]
  let converter: SourceLocationConverter
  /// Each name's first place, in file order.
  private(set) var places: [(name: String, line: Int, column: Int)] = []

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let callee = node.calledExpression.trimmedDescription
    guard let kind = ["Image": "image", "SwiftUI.Image": "image", "Color": "color", "SwiftUI.Color": "color"][callee],
          node.arguments.count == 1, let first = node.arguments.first, first.label == nil,
          let name = SceneSources.stringLiteral(first.expression) else { return .visitChildren }
    let key = ScenePrepass.assetPlaceKey(kind: kind, name: name)
    if !places.contains(where: { $0.name == key }) {
      let l = node.startLocation(converter: converter)
      places.append((key, l.line, l.column))
    }
    return .visitChildren
  }

  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    guard let label = node.label?.text, Self.labels.contains(label),
          let literal = node.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
          let segment = literal.segments.first?.as(StringSegmentSyntax.self),
          !segment.content.text.contains("\\") else { return .visitChildren }
    let name = segment.content.text
    guard !places.contains(where: { $0.name == name }) else { return .visitChildren }
    // The call's place (`Image(`), where the interpreter reports it too.
    let call = node.parent?.parent?.as(FunctionCallExprSyntax.self)
    let l = call.map { $0.startLocation(converter: converter) } ?? literal.startLocation(converter: converter)
    places.append((name, l.line, l.column))
    return .visitChildren
  }
}
