import SwiftSyntax

extension Interpreter {
  /// Collects every type (nested ones inside their type), extension and function; nothing is executed
  /// but enum raw values. Type names are declared first so members may name types declared further down.
  func collectDeclarations() throws {
    for item in source.tree.statements {
      if case .decl(let decl) = item.item { try declareType(decl, parent: nil) }
    }
    for item in source.tree.statements {
      if case .decl(let decl) = item.item { try collectType(decl) }
    }
    for item in source.tree.statements {
      if case .decl(let decl) = item.item, let ext = decl.as(ExtensionDeclSyntax.self) { try collectExtension(ext) }
    }
    try finishClassDeclarations()
    expandProtocolConformances()
    for name in typeOrder { if let d = types[name] { try resolveRawValues(d) } }
    for item in source.tree.statements {
      if case .decl(let decl) = item.item, let f = decl.as(FunctionDeclSyntax.self) {
        globals.functions[f.name.text, default: []].append(functionDefinition(f, in: nil))
      }
    }
  }

  /// Runs top-level variable declarations and statements in order; returns the last `Scene(…)` call.
  func runTopLevel() throws -> FunctionCallExprSyntax? {
    var sceneCall: FunctionCallExprSyntax?
    for item in source.tree.statements {
      switch item.item {
      case .decl(let decl):
        if let variable = decl.as(VariableDeclSyntax.self) {
          _ = try (lowerVariable(variable) ?? lowerVariableDeclaration(variable))(globals, nil)
        }
      case .stmt(let stmt):
        if let expr = stmt.as(ExpressionStmtSyntax.self)?.expression, let call = sceneCallExpr(expr) {
          sceneCall = call
        } else {
          beginEntry()
          _ = try lowerStatement(stmt)(globals, nil)
        }
      case .expr(let expr) where expr.is(MacroExpansionExprSyntax.self):
        continue  // `#Preview { … }` in pasted code
      case .stmt(let stmt) where stmt.as(ExpressionStmtSyntax.self)?.expression.is(MacroExpansionExprSyntax.self) == true:
        continue
      case .expr(let expr):
        if let call = sceneCallExpr(expr) {
          sceneCall = call
        } else {
          beginEntry()
          _ = try evaluate(expr, in: globals, hint: nil)
        }
      @unknown default: continue  // the toolchain's swift-syntax is resilient
      }
    }
    return sceneCall
  }

  private func sceneCallExpr(_ expr: ExprSyntax) -> FunctionCallExprSyntax? {
    guard let call = expr.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "Scene"
    else { return nil }
    return call
  }

  static func hasAttribute(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
    attributes.contains { element in
      if case .attribute(let a) = element { return a.attributeName.trimmedDescription == name }
      return false
    }
  }

  static func hasModifier(_ modifiers: DeclModifierListSyntax, _ name: String) -> Bool {
    modifiers.contains { $0.name.text == name }
  }

  /// Creates the definition of a struct or enum and, recursively, of the types nested in it.
  private func declareType(_ decl: DeclSyntax, parent: TypeDefinition?) throws {
    let definition: TypeDefinition
    let members: MemberBlockSyntax
    if let s = decl.as(StructDeclSyntax.self) {
      if Self.isEntryOrPreview(s) { return }  // `@main struct MyApp: App`, `PreviewProvider`s: see `SceneEntryPoints`
      definition = TypeDefinition(name: s.name.text, kind: .structure, node: Syntax(s), parent: parent)
      members = s.memberBlock
    } else if let e = decl.as(EnumDeclSyntax.self) {
      definition = TypeDefinition(name: e.name.text, kind: .enumeration, node: Syntax(e), parent: parent)
      members = e.memberBlock
    } else if let p = decl.as(ProtocolDeclSyntax.self), parent == nil {
      try declareProtocol(p)
      return
    } else if let c = decl.as(ClassDeclSyntax.self) {
      definition = TypeDefinition(name: c.name.text, kind: .classType, node: Syntax(c), parent: parent)
      members = c.memberBlock
    } else {
      return
    }
    try register(definition)
    typeDeclarations[decl.id] = definition
    for member in members.members { try declareType(member.decl, parent: definition) }
  }

  /// Fills a declared struct or enum (and its nested types) with its members.
  private func collectType(_ decl: DeclSyntax) throws {
    guard let definition = typeDeclarations[decl.id] else { return }
    if let s = decl.as(StructDeclSyntax.self) {
      definition.conformances = s.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
      try collectMembers(s.memberBlock, into: definition, isExtension: false)
    } else if let e = decl.as(EnumDeclSyntax.self) {
      let inherited = e.inheritanceClause?.inheritedTypes.map { $0.type } ?? []
      for type in inherited {
        let t = SceneType(syntax: type)
        switch t {
        case .int, .double, .string, .bool: definition.rawType = t
        default: definition.conformances.append(type.trimmedDescription)
        }
      }
      try collectMembers(e.memberBlock, into: definition, isExtension: false)
    } else if let c = decl.as(ClassDeclSyntax.self) {
      try collectClass(c, into: definition)
    }
  }

  private func register(_ definition: TypeDefinition) throws {
    if types[definition.name] != nil {
      throw EvalError(definition.node, "invalid redeclaration of '\(definition.simpleName)'")
    }
    types[definition.name] = definition
    typeOrder.append(definition.name)
  }

  private func collectExtension(_ ext: ExtensionDeclSyntax) throws {
    let name = ext.extendedType.trimmedDescription
    let definition: TypeDefinition
    if let user = lookupType(name, from: nil) {
      definition = user
    } else if let existing = hostExtensions[name] {
      definition = existing
    } else {
      definition = TypeDefinition(name: name, kind: .structure, node: Syntax(ext))
      hostExtensions[name] = definition
    }
    typeDeclarations[Syntax(ext).id] = definition
    definition.conformances += ext.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    try collectMembers(ext.memberBlock, into: definition, isExtension: true)
  }

  func collectMembers(_ block: MemberBlockSyntax, into definition: TypeDefinition, isExtension: Bool) throws {
    let isView = definition.conforms(to: "View")
    for member in block.members {
      let decl = member.decl
      if let v = decl.as(VariableDeclSyntax.self) {
        let isStatic = Self.hasModifier(v.modifiers, "static") || Self.hasModifier(v.modifiers, "class")
        let wrapper = try Self.propertyWrapper(of: v)
        for binding in v.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            throw EvalError(binding.pattern, "unsupported pattern in property declaration")
          }
          let declared = binding.typeAnnotation.map { resolved(SceneType(syntax: $0.type), in: definition) }
          if let accessors = binding.accessorBlock, !Self.isObserverBlock(accessors) {
            let computed = computedProperty(
              name: name, type: declared ?? .any, accessors: accessors,
              isBuilder: (isView && name == "body") || Self.hasAttribute(v.attributes, "ViewBuilder"), node: Syntax(binding))
            if isStatic { definition.staticComputed[name] = computed } else { definition.computedProperties[name] = computed }
          } else {
            var property = StoredProperty(
              name: name, type: declared ?? Self.literalType(binding.initializer?.value).map { resolved($0, in: definition) } ?? .any,
              isConstant: v.bindingSpecifier.tokenKind == .keyword(.let), wrapper: wrapper,
              defaultValue: binding.initializer?.value, node: Syntax(binding))
            try completeWrapped(&property, declaration: v, in: definition)
            if isStatic || (isExtension && Self.hasAttribute(v.attributes, "Entry")) {
              definition.staticProperties[name] = property
            } else if isExtension {
              throw EvalError(binding, "extensions must not contain stored properties")
            } else {
              definition.storedProperties.append(property)
            }
          }
        }
      } else if let f = decl.as(FunctionDeclSyntax.self) {
        let function = functionDefinition(f, in: definition)
        if function.isStatic {
          definition.staticMethods[function.name, default: []].append(function)
        } else {
          definition.methods[function.name, default: []].append(function)
        }
      } else if let i = decl.as(InitializerDeclSyntax.self) {
        let initializer = FunctionDefinition(
          name: "init", parameters: parameters(i.signature.parameterClause, in: definition), returnType: .void,
          body: i.body?.statements, isMutating: true, isStatic: false, isBuilder: false, node: Syntax(i))
        initializer.owner = definition
        definition.initializers.append(initializer)
        if !isExtension { definition.hasExplicitInitInBody = true }
      } else if let c = decl.as(EnumCaseDeclSyntax.self) {
        for element in c.elements {
          let params = element.parameterClause?.parameters.map { $0 } ?? []
          definition.cases.append(
            EnumCaseDefinition(
              name: element.name.text, rawValue: nil,
              associatedLabels: params.map { $0.firstName?.text == "_" ? nil : $0.firstName?.text },
              associatedTypes: params.map { resolved(SceneType(syntax: $0.type), in: definition) }, node: Syntax(element)))
        }
      } else if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) {
        try collectType(decl)  // declared (and named `Outer.Inner`) by `declareType`
      } else if decl.is(ClassDeclSyntax.self) {
        try collectType(decl)
      } else if decl.is(TypeAliasDeclSyntax.self) || decl.is(IfConfigDeclSyntax.self) || decl.is(DeinitializerDeclSyntax.self) {
        // `deinit` never runs: scene objects live for the whole render.
        continue
      } else {
        throw EvalError(decl, "unsupported declaration in '\(definition.name)'")
      }
    }
  }

  private func computedProperty(
    name: String, type: SceneType, accessors: AccessorBlockSyntax, isBuilder: Bool, node: Syntax
  ) -> ComputedProperty {
    switch accessors.accessors {
    case .getter(let body):
      return ComputedProperty(name: name, type: type, getter: body, setter: nil, isBuilder: isBuilder, node: node)
    case .accessors(let list):
      var getter: CodeBlockItemListSyntax = []
      var setter: (body: CodeBlockItemListSyntax, parameter: String)?
      for accessor in list {
        let body = accessor.body?.statements ?? []
        switch accessor.accessorSpecifier.tokenKind {
        case .keyword(.get): getter = body
        case .keyword(.set): setter = (body, accessor.parameters?.name.text ?? "newValue")
        default: break
        }
      }
      return ComputedProperty(name: name, type: type, getter: getter, setter: setter, isBuilder: isBuilder, node: node)
    @unknown default: return ComputedProperty(name: name, type: type, getter: [], setter: nil, isBuilder: isBuilder, node: node)  // the toolchain's swift-syntax is resilient
    }
  }

  /// A declared function; `owner` is the type it is a member of (its nested types are in scope).
  func functionDefinition(_ f: FunctionDeclSyntax, in owner: TypeDefinition?) -> FunctionDefinition {
    let function = FunctionDefinition(
      name: String(f.name.text.filter { $0 != "`" }), parameters: parameters(f.signature.parameterClause, in: owner),  // `if` → if
      returnType: f.signature.returnClause.map { resolved(SceneType(syntax: $0.type), in: owner) } ?? .void,
      body: f.body?.statements, isMutating: Self.hasModifier(f.modifiers, "mutating"),
      isStatic: Self.hasModifier(f.modifiers, "static") || Self.hasModifier(f.modifiers, "class"),
      isBuilder: Self.hasAttribute(f.attributes, "ViewBuilder") || Self.hasAttribute(f.attributes, "KeyframesBuilder")
        || Self.isImplicitBuilder(f, in: owner),
      node: Syntax(f))
    function.owner = owner
    return function
  }

  private func parameters(_ clause: FunctionParameterClauseSyntax, in owner: TypeDefinition?) -> [ParameterDefinition] {
    clause.parameters.map { p in
      let first = p.firstName.text
      let label: String? = first == "_" ? nil : first
      let name = p.secondName?.text ?? first
      let isInout = p.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
      return ParameterDefinition(
        label: label, name: name, type: resolved(SceneType(syntax: p.type), in: owner), defaultValue: p.defaultValue?.value,
        isVariadic: p.ellipsis != nil, isInout: isInout)
    }
  }

  /// The type a default value's syntax implies, without evaluating it (`1.0` → Double, `Angle.zero` → Angle).
  static func literalType(_ expr: ExprSyntax?) -> SceneType? {
    guard let expr else { return nil }
    if expr.is(IntegerLiteralExprSyntax.self) { return .int }
    if expr.is(FloatLiteralExprSyntax.self) { return .double }
    if expr.is(BooleanLiteralExprSyntax.self) { return .bool }
    if expr.is(StringLiteralExprSyntax.self) { return .string }
    if let p = expr.as(PrefixOperatorExprSyntax.self) { return literalType(p.expression) }
    if let m = expr.as(MemberAccessExprSyntax.self), let base = m.base?.as(DeclReferenceExprSyntax.self),
      base.baseName.text.first?.isUppercase == true
    {
      return SceneType(syntax: TypeSyntax(IdentifierTypeSyntax(name: .identifier(base.baseName.text))))
    }
    if let c = expr.as(FunctionCallExprSyntax.self), let callee = c.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text.first?.isUppercase == true
    {
      return SceneType(syntax: TypeSyntax(IdentifierTypeSyntax(name: .identifier(callee.baseName.text))))
    }
    if let a = expr.as(ArrayExprSyntax.self), let first = a.elements.first {
      return literalType(first.expression).map { .array($0) }
    }
    return nil
  }

  private func resolveRawValues(_ definition: TypeDefinition) throws {
    guard definition.kind == .enumeration, let rawType = definition.rawType else { return }
    var next: Value = rawType == .double ? .double(0) : .int(0)
    for index in definition.cases.indices {
      let element = definition.cases[index]
      let raw: Value
      if let expr = element.node.as(EnumCaseElementSyntax.self)?.rawValue?.value {
        raw = try coerce(evaluate(expr, in: globals, hint: rawType), to: rawType, position: expr.position)
      } else if rawType == .string {
        raw = .string(element.name)
      } else {
        raw = next
      }
      definition.cases[index].rawValue = raw
      switch raw {
      case .int(let i): next = .int(i + 1)
      case .double(let d): next = .double(d + 1)
      default: break
      }
    }
  }
}
