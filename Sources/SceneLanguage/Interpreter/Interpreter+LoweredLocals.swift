import SwiftSyntax

/// The rarer statements and local declarations, lowered like the rest (see
/// `Interpreter+LoweredStatements.swift`): `repeat`/`do`, labels on other statements, `let`/`var` with
/// patterns or several bindings, local functions, destructuring patterns, and the values of `if`/`switch`
/// branches that hold statements before their value.
extension Interpreter {
  func lowerRareStatement(_ stmt: StmtSyntax) -> LoweredStatement {
    let counted = Syntax(stmt)
    if let r = stmt.as(RepeatStmtSyntax.self) { return lowerRepeat(r, label: nil, counted: counted) }
    if let labeled = stmt.as(LabeledStmtSyntax.self) {
      if let r = labeled.statement.as(RepeatStmtSyntax.self) { return lowerRepeat(r, label: labeled.label.text, counted: counted) }
      // A label on another statement only names it: the statement counts a step of its own.
      let inner = lowerStatement(labeled.statement)
      return { [unowned self] scope, builder in
        try tick(counted)
        return try inner(scope, builder)
      }
    }
    if let t = stmt.as(ThrowStmtSyntax.self) { return lowerThrow(t) }
    if stmt.is(DeferStmtSyntax.self) { return { _, _ in .normal } }  // run by the block (`foldingDefers`)
    if let d = stmt.as(DoStmtSyntax.self), !d.catchClauses.isEmpty { return lowerDoCatch(d) }
    if let d = stmt.as(DoStmtSyntax.self) {
      let body = loweredBlock(d.body.statements)
      return { [unowned self] scope, builder in
        try tick(counted)
        return try run(body, in: Scope(parent: scope), builder: builder)
      }
    }
    let message = "unsupported statement '\(stmt.firstToken(viewMode: .sourceAccurate)?.text ?? "")'"
    return { [unowned self] _, _ in
      try tick(counted)
      throw EvalError(stmt, message)
    }
  }

  /// `repeat { … } while condition`: the body runs first; one step per iteration.
  private func lowerRepeat(_ r: RepeatStmtSyntax, label: String?, counted: Syntax) -> LoweredStatement {
    let body = loweredBlock(r.body.statements)
    let condition = lowerCondition(r.condition)
    return { [unowned self] scope, builder in
      try tick(counted)
      repeat {
        try tick(r)
        switch try run(body, in: Scope(parent: scope), builder: builder) {
        case .normal: break
        case .returned(let v): return .returned(v)
        case .broke(let l) where l == nil || l == label: return .normal
        case .continued(let l) where l == nil || l == label: break
        case let other: return other
        }
      } while try condition(scope)
      return .normal
    }
  }

  /// `let (a, b) = pair`, `var x = 1, y = 2`: each binding counts a step, is typed by its annotation and
  /// bound through its pattern.
  func lowerVariableDeclaration(_ v: VariableDeclSyntax) -> LoweredStatement {
    let isConstant = v.bindingSpecifier.tokenKind == .keyword(.let)
    let bindings: [LoweredStatement] = v.bindings.map { binding in
      let counted = Syntax(binding)
      if binding.accessorBlock != nil {
        return { [unowned self] _, _ in
          try tick(counted)
          throw EvalError(binding, "computed variables are only supported as type members")
        }
      }
      let annotation = binding.typeAnnotation?.type
      let declared = LoweredTypeBox()
      let initializer = binding.initializer?.value
      let value = initializer.map { lowered($0) }
      let source = initializer?.as(DeclReferenceExprSyntax.self)?.baseName.text
      let bind = lowerBinding(binding.pattern)
      return { [unowned self] scope, _ in
        try tick(counted)
        var type: SceneType?
        if let annotation {
          if declared.type == nil { declared.type = sceneType(annotation, in: scope) }
          type = declared.type
        }
        var result: Value = .null
        if let value, let initializer {
          result = try value(scope, type)
          if let type { result = try fit(result, to: type, from: source.flatMap { declaredType(of: $0, in: scope) }, position: initializer.position) }
          result = deref(result)
        }
        try bind(result, scope, isConstant, type)
        return .normal
      }
    }
    return { scope, builder in
      for binding in bindings { _ = try binding(scope, builder) }
      return .normal
    }
  }

  /// A local function is declared in its block's scope when the declaration is reached; other local
  /// declarations (types, imports) are reported there.
  func lowerLocalDeclaration(_ decl: DeclSyntax) -> LoweredStatement {
    guard let f = decl.as(FunctionDeclSyntax.self) else {
      return { _, _ in throw EvalError(decl, "unsupported local declaration; declare types at the top level") }
    }
    let name = f.name.text
    // Read from the declaration once: its enclosing type, and so its signature's types, are lexical.
    let definition = LoweredDefinitionBox()
    return { [unowned self] scope, _ in
      if definition.function == nil { definition.function = functionDefinition(f, in: typeContext(of: scope)) }
      if let function = definition.function { scope.functions[name, default: []].append(function) }
      return .normal
    }
  }

  /// A binding pattern (`x`, `_`, `(a, b)`, `let x`) as a closure that declares its names: a tuple (or
  /// array) value is destructured element by element.
  func lowerBinding(_ pattern: PatternSyntax) -> (Value, Scope, Bool, SceneType?) throws -> Void {
    if let id = pattern.as(IdentifierPatternSyntax.self) {
      let name = id.identifier.text
      return { value, scope, isConstant, type in scope.declare(name, value, isConstant: isConstant, type: type ?? value.sceneType) }
    }
    if pattern.is(WildcardPatternSyntax.self) { return { _, _, _, _ in } }
    if let tuple = pattern.as(TuplePatternSyntax.self) {
      let elements = tuple.elements.map { lowerBinding($0.pattern) }
      return { value, scope, isConstant, _ in
        let parts: [Value]
        switch value {
        case .tuple(let values, _): parts = values
        case .array(let values): parts = values
        default: throw EvalError(pattern, "cannot destructure a value of type '\(value.sceneType)'")
        }
        guard parts.count == elements.count else {
          throw EvalError(pattern, "tuple pattern has \(elements.count) elements, value has \(parts.count)")
        }
        for (bind, part) in zip(elements, parts) { try bind(part, scope, isConstant, nil) }
      }
    }
    if let binding = pattern.as(ValueBindingPatternSyntax.self) { return lowerBinding(binding.pattern) }
    let message = "unsupported pattern '\(pattern.trimmedDescription)'"
    return { _, _, _, _ in throw EvalError(pattern, message) }
  }

  /// The value of an `if`/`switch` branch, lowered once per branch: a branch may hold statements before
  /// its final expression (`let _ = print(x)` then the value); a `return` among them gives the value.
  func loweredBranch(_ items: CodeBlockItemListSyntax) -> LoweredExpression {
    if let done = loweredBranches[items.id] { return done }
    var statements: [(item: CodeBlockItemSyntax, run: LoweredStatement)] = []
    var last: LoweredExpression?
    for (index, item) in items.enumerated() {
      if index == items.count - 1, let expr = Self.expression(of: item) {
        if let i = expr.as(IfExprSyntax.self) {
          last = lowerIfExpression(i)
        } else if let s = expr.as(SwitchExprSyntax.self) {
          last = lowerSwitch(s) ?? unsupportedConditionalCompilation(s)
        } else {
          last = lowered(expr)
        }
      } else {
        statements.append((item, lowerStatement(item)))
      }
    }
    let branch: LoweredExpression = { scope, hint in
      for statement in statements {
        switch try statement.run(scope, nil) {
        case .normal: continue
        case .returned(let v): return v
        default: throw EvalError(statement.item, "unexpected control flow in expression branch")
        }
      }
      return try last?(scope, hint) ?? .void
    }
    loweredBranches[items.id] = branch
    return branch
  }
}

/// A local function's definition, built on its declaration's first run.
final class LoweredDefinitionBox {
  var function: FunctionDefinition?
}
