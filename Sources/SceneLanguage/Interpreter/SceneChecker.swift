import SwiftSyntax

/// The resolve/check pass that runs over all declarations before evaluation, so independent mistakes are
/// reported together: unknown names (resolved lexically by `NameResolver`, with "did you mean"), unknown
/// types and members, wrong argument labels in calls to scene types, scene functions and host types,
/// literal arguments of the wrong kind, `View`s without `body`, unsupported declarations.
final class SceneChecker: NameResolver {
  private var genericParameters: Set<String> = []

  func check() -> [SceneDiagnostic] {
    let collector = GenericParameterCollector(viewMode: .sourceAccurate)
    collector.walk(interpreter.source.tree)
    genericParameters = collector.genericParameters
    walk(interpreter.source.tree)
    for d in interpreter.typeOrder.compactMap({ interpreter.types[$0] }) where d.conforms(to: "View") {
      if d.computedProperties["body"] == nil && d.methods["body"] == nil {
        let at = d.node.as(StructDeclSyntax.self)?.name.positionAfterSkippingLeadingTrivia ?? d.node.position
        report(at, "type '\(d.name)' does not conform to protocol 'View' (missing 'var body: some View')")
      }
    }
    return diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
  }

  // Pasted-code wrappers that are accepted and ignored.
  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    report(node.actorKeyword.positionAfterSkippingLeadingTrivia, "actors are not supported in scenes; use a struct")
    return .skipChildren
  }

  /// Written types must exist (only checked with a complete registry, which knows every host type).
  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    guard interpreter.registry.isComplete else { return .visitChildren }
    if sceneType(node.name.text, at: node) == nil, let why = Interpreter.unavailablePlatformAPI(node.name.text) {
      report(node.positionAfterSkippingLeadingTrivia, why)
      return .visitChildren
    }
    if node.parent?.is(InheritedTypeSyntax.self) == true { return .visitChildren }  // protocols are recorded, not resolved
    if node.parent?.is(AttributeSyntax.self) == true { return .visitChildren }  // `@ViewBuilder`, `@State`, `@MainActor`
    let name = node.name.text
    let builtin: Set<String> = [
      "Int", "Int32", "Int64", "UInt", "UInt8", "Double", "CGFloat", "Float", "TimeInterval", "Bool", "String", "Substring",
      "Character", "Void", "Array", "Optional", "Any", "AnyObject", "Self", "View", "Scene", "Never",
    ]
    if builtin.contains(name) || genericParameters.contains(name) || sceneType(name, at: node) != nil || interpreter.registry.types[name] != nil
      || interpreter.isProtocolTypeName(name)
    {
      return .visitChildren
    }
    if let generic = node.parent?.parent?.parent?.as(IdentifierTypeSyntax.self), generic.name.text == "Binding" || generic.name.text == "State" {
      return .visitChildren
    }
    if ["Binding", "State", "KeyPath", "WritableKeyPath"].contains(name) { return .visitChildren }
    let known = Array(builtin) + interpreter.types.values.map(\.simpleName) + Array(interpreter.registry.types.keys)
    report(node.positionAfterSkippingLeadingTrivia, "cannot find type '\(name)' in scope" + Suggestions.hint(for: name, among: known))
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self) else { return .visitChildren }
    let name = callee.baseName.text
    let args = interpreter.arguments(of: node)
    if let d = sceneType(name, at: node) {
      var candidates = d.initializers.map(interpreter.signature(of:))
      if d.kind == .structure && !d.hasExplicitInitInBody {
        candidates.append(Signature(parameters: d.memberwiseParameters.map {
          .init(label: $0.label, type: $0.type, hasDefault: $0.defaultValue != nil || $0.type.isOptional, isVariadic: false)
        }))
      }
      if d.kind == .enumeration { candidates.append(Signature(parameters: [.init(label: "rawValue", type: .any, hasDefault: false, isVariadic: false)])) }
      if !candidates.isEmpty, !candidates.contains(where: { interpreter.match(args, to: $0) != nil }) {
        report(node.positionAfterSkippingLeadingTrivia, interpreter.mismatchMessage(args, candidates: candidates, callee: "initializer of '\(name)'"))
      } else if candidates.count == 1, let only = candidates.first, let matched = interpreter.match(args, to: only) {
        checkLiteralTypes(args, matched: matched, signature: only)
      }
    } else if let defs = interpreter.globals.functions[name], !isShadowed(name) {
      let candidates = defs.map(interpreter.signature(of:))
      if !candidates.contains(where: { interpreter.match(args, to: $0) != nil }) {
        report(node.positionAfterSkippingLeadingTrivia, interpreter.mismatchMessage(args, candidates: candidates, callee: "'\(name)'"))
      } else if candidates.count == 1, let only = candidates.first, let matched = interpreter.match(args, to: only) {
        checkLiteralTypes(args, matched: matched, signature: only)
      }
    } else if let host = interpreter.registry.types[name], !host.initializers.isEmpty {
      let candidates = host.initializers.map(interpreter.hostSignature)
      if !candidates.contains(where: { interpreter.match(args, to: $0) != nil }) {
        report(node.positionAfterSkippingLeadingTrivia, interpreter.mismatchMessage(args, candidates: candidates, callee: "initializer of '\(name)'"))
      }
    }
    return .visitChildren
  }

  /// A literal argument whose kind cannot fit the declared parameter type (`EmojiView(emoji: 5)`).
  private func checkLiteralTypes(_ args: [CallArgument], matched: [[Int]], signature: Signature) {
    for (p, indices) in matched.enumerated() {
      let expected = signature.parameters[p].type.unwrapped
      for index in indices {
        guard case .expr(let expr) = args[index].source else { continue }
        let literal: SceneType? =
          expr.is(StringLiteralExprSyntax.self) ? .string
          : expr.is(BooleanLiteralExprSyntax.self) ? .bool
          : expr.is(FloatLiteralExprSyntax.self) ? .double
          : Interpreter.integerLiteralTree(expr) ? .int : nil
        guard let literal else { continue }
        let fits: Bool
        switch (literal, expected) {
        case (_, .any), (_, .named), (_, .function): fits = true
        case (.int, .double), (.int, .int), (.double, .double), (.string, .string), (.bool, .bool): fits = true
        default: fits = false
        }
        if !fits {
          report(expr.positionAfterSkippingLeadingTrivia, "cannot convert value of type '\(literal)' to expected argument type '\(expected)'")
        }
      }
    }
  }

  /// Member names known anywhere; only consulted with a complete registry.
  private lazy var memberNames: Set<String> = {
    var names = interpreter.registry.allMemberNames
    names.formUnion(["self", "rawValue", "allCases", "init", "offset", "element", "key", "value", "count", "isEmpty", "first", "last"])
    names.formUnion(["wrappedValue", "projectedValue", "objectWillChange", "send"])  // property wrappers, ObservableObject
    // Tuple labels written anywhere (`(a: 1, b: "x")`, `-> (min: Double, max: Double)`) name members too.
    for token in interpreter.source.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifierLike {
      if let labeled = token.parent?.as(LabeledExprSyntax.self), labeled.label?.id == token.id,
        labeled.parent?.parent?.is(TupleExprSyntax.self) == true
      {
        names.insert(token.text)
      } else if let element = token.parent?.as(TupleTypeElementSyntax.self), element.firstName?.id == token.id {
        names.insert(token.text)
      }
    }
    for d in interpreter.types.values {
      names.formUnion(d.storedProperties.map(\.name))
      names.formUnion(d.computedProperties.keys)
      names.formUnion(d.methods.keys)
      names.formUnion(d.staticProperties.keys)
      names.formUnion(d.staticComputed.keys)
      names.formUnion(d.staticMethods.keys)
      names.formUnion(d.cases.map(\.name))
    }
    names.formUnion(interpreter.types.values.map(\.simpleName))  // nested types: `Theme.Spacing`
    for d in interpreter.hostExtensions.values {
      names.formUnion(d.computedProperties.keys)
      names.formUnion(d.methods.keys)
      names.formUnion(d.staticComputed.keys)
      names.formUnion(d.staticMethods.keys)
      names.formUnion(d.staticProperties.keys)
    }
    return names
  }()

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    guard interpreter.registry.isComplete else { return .visitChildren }
    var name = node.declName.baseName.text
    if name.allSatisfy(\.isNumber) { return .visitChildren }
    if name.hasPrefix("$") || name.hasPrefix("_") { name.removeFirst() }  // `self.$flag`, `self._flag`: `flag`'s binding, storage
    if memberNames.contains(name) {
      checkSelfMember(node, name)
      return .visitChildren
    }
    if node.base == nil {
      report(node.declName.positionAfterSkippingLeadingTrivia, "no known type has a member named '\(name)'" + Suggestions.hint(for: name, among: memberNames, prefix: "."))
    } else {
      report(node.declName.positionAfterSkippingLeadingTrivia, "value has no member '\(name)'" + Suggestions.hint(for: name, among: memberNames))
    }
    return .visitChildren
  }
}

extension SceneChecker {
  /// `self.name` in an instance member of a scene type resolves against that type (and what its host
  /// conformances and extensions may add): a member of some other type is reported with evaluation's words.
  fileprivate func checkSelfMember(_ node: MemberAccessExprSyntax, _ name: String) {
    guard let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self),
      let d = typeContext(of: node), interpreter.types[d.name] === d, isInstanceMember(node)
    else { return }
    let own = d.storedProperties.map(\.name) + Array(d.computedProperties.keys) + Array(d.methods.keys)
    if own.contains(name) || d.cases.contains(where: { $0.name == name }) || ["rawValue", "hashValue", "id", "description", "init", "objectWillChange"].contains(name)
      || interpreter.registry.allMemberNames.contains(name)
      || interpreter.hostExtensions.values.contains(where: { $0.computedProperties[name] != nil || $0.methods[name] != nil })
    {
      return
    }
    report(node.declName.positionAfterSkippingLeadingTrivia, "value of type '\(d.name)' has no member '\(name)'" + Suggestions.hint(for: name, among: own))
  }

  /// Whether `node` is inside a non-static method, initializer, subscript or computed property.
  private func isInstanceMember(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let n = current {
      if let item = n.as(MemberBlockItemSyntax.self) {
        let decl = item.decl
        let modifiers: DeclModifierListSyntax
        if let f = decl.as(FunctionDeclSyntax.self) {
          modifiers = f.modifiers
        } else if let i = decl.as(InitializerDeclSyntax.self) {
          modifiers = i.modifiers
        } else if let sub = decl.as(SubscriptDeclSyntax.self) {
          modifiers = sub.modifiers
        } else if let v = decl.as(VariableDeclSyntax.self), v.bindings.contains(where: { $0.accessorBlock != nil }) {
          modifiers = v.modifiers
        } else {
          return false
        }
        return !modifiers.contains { $0.name.tokenKind == .keyword(.static) }
      }
      current = n.parent
    }
    return false
  }
}

/// The generic parameters declared anywhere: written types may name them.
private final class GenericParameterCollector: SyntaxVisitor {
  var genericParameters: Set<String> = []

  override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
    genericParameters.insert(node.name.text)
    return .visitChildren
  }
}

extension TokenKind {
  fileprivate var isIdentifierLike: Bool {
    if case .identifier = self { return true }
    return false
  }
}
