import SwiftSyntax

/// A top-level `struct X: PreviewProvider { static var previews: some View { … } }`, the preview
/// form before Xcode 15's `#Preview` (https://developer.apple.com/documentation/swiftui/previewprovider).
///
/// Its entry is named after the struct. Xcode shows every view `previews` lists; a render has one root,
/// so the entry takes the first: the first statement of the getter, or of a `Group { … }` that is the
/// getter's only statement. That view is compiled in an extension of the struct, so it still sees the
/// struct's own (even private) members.
struct PreviewProviderStruct {
  let name: String
  /// The first view's source text.
  let firstView: String
  /// Its line in the file.
  let line: Int
  /// What its literal `.previewDevice("…")` and `.previewLayout(…)` ask of the canvas, as traits: the
  /// device first, so a layout written beside it wins (Xcode sizes such a preview by its layout).
  let traits: [PreviewTrait]

  init?(_ item: CodeBlockItemSyntax.Item, converter: SourceLocationConverter) {
    guard let decl = item.as(StructDeclSyntax.self),
          decl.inheritanceClause?.inheritedTypes.contains(where: {
            let t = $0.type.trimmedDescription
            return t == "PreviewProvider" || t == "SwiftUI.PreviewProvider"
          }) == true else { return nil }
    var statements: CodeBlockItemListSyntax?
    for member in decl.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
            variable.modifiers.contains(where: { $0.name.text == "static" }),
            let binding = variable.bindings.first,
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews",
            let accessor = binding.accessorBlock else { continue }
      // `if case`, not `switch`: the toolchain's swift-syntax is resilient, so a switch would need an
      // `@unknown default` that the package's build warns about.
      if case .getter(let body) = accessor.accessors {
        statements = body
      } else if case .accessors(let list) = accessor.accessors {
        statements = list.first(where: { $0.accessorSpecifier.text == "get" })?.body?.statements
      }
    }
    guard var views = statements, !views.isEmpty else { return nil }
    if views.count == 1, let group = Self.groupContent(views.first!.item) { views = group }
    guard let first = views.first else { return nil }
    name = decl.name.text
    firstView = first.trimmedDescription
    line = first.startLocation(converter: converter).line
    traits = Self.canvasTraits(first)
  }

  /// The canvas traits of a view's `.previewDevice(…)` and `.previewLayout(…)` calls: a string literal
  /// anywhere in `previewDevice`'s argument (`"iPhone 16"`, `PreviewDevice(rawValue: "iPhone 16")`), and
  /// `.sizeThatFits` or `.fixed(width:height:)` with literal sizes. Names computed at run time are not read.
  static func canvasTraits(_ view: some SyntaxProtocol) -> [PreviewTrait] {
    var devices: [PreviewTrait] = [], layouts: [PreviewTrait] = []
    for node in view.tokens(viewMode: .sourceAccurate) {
      guard let access = node.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(MemberAccessExprSyntax.self),
            access.declName.baseName.id == node.id,
            let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id,
            let argument = call.arguments.first?.expression else { continue }
      switch node.text {
      case "previewDevice":
        // The opening quote's parent is the literal; a literal with interpolations is not a name.
        if let literal = argument.tokens(viewMode: .sourceAccurate).lazy.compactMap({ $0.parent?.as(StringLiteralExprSyntax.self) }).first,
           literal.segments.count == 1, let text = literal.segments.first?.as(StringSegmentSyntax.self) {
          devices.append(.device(text.content.text))
        }
      case "previewLayout":
        if argument.trimmedDescription == ".sizeThatFits" || argument.trimmedDescription == "PreviewLayout.sizeThatFits" {
          layouts.append(.sizeThatFitsLayout)
        } else if case .fixedLayout(let w, let h) = PreviewTrait(argument, fixedName: "fixed") {
          layouts.append(.fixedLayout(width: w, height: h))
        }
      default: continue
      }
    }
    return devices + layouts
  }

  /// The statements of a bare `Group { … }` (a modifier after it applies to all views: kept whole).
  static func groupContent(_ item: CodeBlockItemSyntax.Item) -> CodeBlockItemListSyntax? {
    guard case .expr(let expr) = item, let call = expr.as(FunctionCallExprSyntax.self),
          call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Group",
          call.arguments.isEmpty, let closure = call.trailingClosure, closure.statements.count > 1 else { return nil }
    return closure.statements
  }
}
