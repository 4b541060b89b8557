import SwiftSyntax

/// Pasted app files: the `@main struct MyApp: App` whose `WindowGroup { Root() }` names the root view, and
/// previews (`#Preview("Name") { … }`, `struct X_Previews: PreviewProvider`), which are skipped — not
/// type-checked — unless one is selected by name (`--preview NAME`) to be the root.
extension Interpreter {
  /// Declarations the scene does not run as types: the app entry point and preview providers.
  static func isEntryOrPreview(_ s: StructDeclSyntax) -> Bool {
    if hasAttribute(s.attributes, "main") { return true }
    let inherited = s.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    return inherited.contains("App") || inherited.contains("PreviewProvider")
  }

  /// Type names a scene may write besides its own types: declared protocols, their associated types, and
  /// the associated types SwiftUI's protocols give conforming types (`ViewModifier.Content`,
  /// `Transition.Content`, `View.Body`).
  func isProtocolTypeName(_ name: String) -> Bool {
    if protocols[name] != nil || Self.standardProtocols.contains(name) { return true }
    return protocols.values.contains { $0.associatedTypes.contains(name) }
  }

  /// Protocols and associated types of the standard library and SwiftUI that generic constraints and
  /// existentials name (`<T: Comparable>`, `any Error`, `ViewModifier.Content`, `View.Body`).
  static let standardProtocols: Set<String> = [
    "Content", "Body", "Comparable", "Equatable", "Hashable", "Identifiable", "Error", "CustomStringConvertible", "Numeric",
    "BinaryInteger", "BinaryFloatingPoint", "FloatingPoint", "Sendable", "Codable", "Sequence", "Collection", "StringProtocol",
    "ViewModifier", "Transition", "GeometryEffect", "AnimatableModifier", "Animatable", "Shape", "ShapeStyle", "VectorArithmetic",
  ]

  /// The content closure of the app's first `WindowGroup` (any scene builder with a trailing closure).
  func appContent() -> ClosureExprSyntax? {
    for item in source.tree.statements {
      guard let s = item.item.as(StructDeclSyntax.self), Self.isEntryOrPreview(s),
        !(s.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" } ?? false)
      else { continue }
      let finder = TrailingClosureFinder(viewMode: .sourceAccurate)
      finder.walk(s.memberBlock)
      if let found = finder.found { return found }
    }
    return nil
  }

  /// Every preview of the file with its name: `#Preview("Name")`'s string, `Preview` (then `Preview 2`, …)
  /// for unnamed ones, and a `PreviewProvider`'s struct name.
  func previews() -> [(name: String, body: Syntax)] {
    var found: [(name: String, body: Syntax)] = []
    var unnamed = 0
    for item in source.tree.statements {
      if let s = item.item.as(StructDeclSyntax.self),
        s.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "PreviewProvider" }) == true
      {
        for member in s.memberBlock.members {
          guard let v = member.decl.as(VariableDeclSyntax.self), let binding = v.bindings.first,
            binding.pattern.trimmedDescription == "previews", let accessors = binding.accessorBlock
          else { continue }
          found.append((s.name.text, Syntax(accessors)))
        }
        continue
      }
      let macro: (name: String, arguments: LabeledExprListSyntax, closure: ClosureExprSyntax?)?
      if let m = item.item.as(MacroExpansionExprSyntax.self) {
        macro = (m.macroName.text, m.arguments, m.trailingClosure)
      } else if let m = item.item.as(MacroExpansionDeclSyntax.self) {
        macro = (m.macroName.text, m.arguments, m.trailingClosure)
      } else if let m = item.item.as(ExpressionStmtSyntax.self)?.expression.as(MacroExpansionExprSyntax.self) {
        macro = (m.macroName.text, m.arguments, m.trailingClosure)
      } else {
        macro = nil
      }
      guard let macro, macro.name == "Preview", let closure = macro.closure else { continue }
      if let title = macro.arguments.first(where: { $0.label == nil })?.expression.as(StringLiteralExprSyntax.self) {
        found.append((title.segments.trimmedDescription, Syntax(closure)))
      } else {
        unnamed += 1
        found.append((unnamed == 1 ? "Preview" : "Preview \(unnamed)", Syntax(closure)))
      }
    }
    return found
  }

  /// The root view of the preview named `name`; an unknown name is an error listing the file's previews.
  func previewRoot(named name: String) throws -> Value {
    let all = previews()
    guard let preview = all.first(where: { $0.name == name }) else {
      let names = all.map { "'\($0.name)'" }.joined(separator: ", ")
      throw EvalError(
        position: source.tree.position,
        "no preview named '\(name)'" + (all.isEmpty ? "; the file has no previews" : "; the file's previews: \(names)"))
    }
    if let closure = preview.body.as(ClosureExprSyntax.self) {
      let components = try callBuilder(
        .function(FunctionValue(.closure(closure, globals))), arguments: [], hint: nil, position: closure.position,
        keepingBranches: registry.keepsBuilderBranches)
      return try combine(components, node: closure)
    }
    guard let accessors = preview.body.as(AccessorBlockSyntax.self) else { return .void }
    let getter: CodeBlockItemListSyntax
    switch accessors.accessors {
    case .getter(let body): getter = body
    case .accessors(let list): getter = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements ?? []
    @unknown default: getter = []  // the toolchain's swift-syntax is resilient
    }
    let property = ComputedProperty(name: "previews", type: .any, getter: getter, setter: nil, isBuilder: true, node: preview.body)
    return try runGetter(property, receiver: nil, staticType: nil, node: preview.body)
  }

  /// The app's root view (`WindowGroup { Root() }`), or nil when the file has no app.
  func appRoot() throws -> Value? {
    guard let content = appContent() else { return nil }
    let components = try callBuilder(
      .function(FunctionValue(.closure(content, globals))), arguments: [], hint: nil, position: content.position,
      keepingBranches: registry.keepsBuilderBranches)
    return try combine(components, node: content)
  }
}

/// The first trailing closure of a `WindowGroup`/`DocumentGroup`-style scene call.
private final class TrailingClosureFinder: SyntaxVisitor {
  var found: ClosureExprSyntax?

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard found == nil else { return .skipChildren }
    let name = node.calledExpression.trimmedDescription
    if ["WindowGroup", "Window", "DocumentGroup"].contains(name), let closure = node.trailingClosure {
      found = closure
      return .skipChildren
    }
    return .visitChildren
  }
}
