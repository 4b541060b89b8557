import SwiftSyntax

/// A statement lowered to a closure over its scope and the builder collecting its values, if any.
typealias LoweredStatement = (Scope, BuilderCollector?) throws -> Flow

/// Statement lowering, the companion of `Interpreter+Lowering.swift`: a block is compiled once into its
/// statements' closures. Every statement kind is lowered (the rarer ones in
/// `Interpreter+LoweredLocals.swift`); each counts the steps the statement walker it replaced counted.
extension Interpreter {
  /// The body's single complete expression, if that is all it is (read once per body).
  func implicitReturn(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
    if let known = implicitReturns[items.id] { return known }
    var found: ExprSyntax?
    if items.count == 1, let only = items.first, let expr = Self.expression(of: only), isComplete(expr) { found = expr }
    implicitReturns[items.id] = .some(found)
    return found
  }

  /// `isCompleteExpression`, remembered per expression.
  func isComplete(_ expr: ExprSyntax) -> Bool {
    if let known = completeExpressions[expr.id] { return known }
    let complete = Self.isCompleteExpression(expr)
    completeExpressions[expr.id] = complete
    return complete
  }

  func loweredBlock(_ items: CodeBlockItemListSyntax) -> [LoweredStatement] {
    if let done = loweredBlocks[items.id] { return done }
    var statements = items.map { lowerStatement($0) }
    if items.contains(where: { $0.item.is(DeferStmtSyntax.self) }) { statements = foldingDefers(Array(items), statements) }
    loweredBlocks[items.id] = statements
    return statements
  }

  func lowerStatement(_ item: CodeBlockItemSyntax) -> LoweredStatement {
    switch item.item {
    case .expr(let expr):
      return lowerExpressionStatement(expr, counted: nil)
    case .stmt(let stmt):
      return lowerStatement(stmt)
    case .decl(let decl):
      if let v = decl.as(VariableDeclSyntax.self) { return lowerVariable(v) ?? lowerVariableDeclaration(v) }
      return lowerLocalDeclaration(decl)
    @unknown default: return { _, _ in .normal }  // the toolchain's swift-syntax is resilient
    }
  }

  /// A statement; `labelled`/`repeat`/`do` and unsupported kinds are in `Interpreter+LoweredLocals.swift`.
  func lowerStatement(_ stmt: StmtSyntax) -> LoweredStatement {
    if let e = stmt.as(ExpressionStmtSyntax.self) { return lowerExpressionStatement(e.expression, counted: Syntax(stmt)) }
    if let r = stmt.as(ReturnStmtSyntax.self) { return lowerReturn(r) }
    if let b = stmt.as(BreakStmtSyntax.self) {
      let label = b.label?.text
      return { [unowned self] _, _ in
        try tick(stmt)
        return .broke(label)
      }
    }
    if let c = stmt.as(ContinueStmtSyntax.self) {
      let label = c.label?.text
      return { [unowned self] _, _ in
        try tick(stmt)
        return .continued(label)
      }
    }
    if let g = stmt.as(GuardStmtSyntax.self) { return lowerGuard(g) }
    if let f = stmt.as(ForStmtSyntax.self) { return lowerFor(f, label: nil, counted: Syntax(stmt)) }
    if let l = stmt.as(LabeledStmtSyntax.self), let f = l.statement.as(ForStmtSyntax.self) {
      return lowerFor(f, label: l.label.text, counted: Syntax(stmt))
    }
    if let w = stmt.as(WhileStmtSyntax.self) { return lowerWhile(w, label: nil, counted: Syntax(stmt)) }
    if let l = stmt.as(LabeledStmtSyntax.self), let w = l.statement.as(WhileStmtSyntax.self) {
      return lowerWhile(w, label: l.label.text, counted: Syntax(stmt))
    }
    return lowerRareStatement(stmt)
  }

  /// `counted`: the statement node counted before the expression (an expression statement).
  private func lowerExpressionStatement(_ expr: ExprSyntax, counted: Syntax?) -> LoweredStatement {
    if let i = expr.as(IfExprSyntax.self) { return lowerIf(i, counted: counted) }
    if let s = expr.as(SwitchExprSyntax.self) {
      if let statement = lowerSwitchStatement(s, counted: counted) { return statement }
      let failing = unsupportedConditionalCompilation(s)
      return { [unowned self] scope, _ in
        if let counted { try tick(counted) }
        _ = try failing(scope, nil)
        return .normal
      }
    }
    let value = lowered(expr)
    return { [unowned self] scope, builder in
      if let counted { try tick(counted) }
      let result = try value(scope, nil)
      if let builder {
        switch result {
        case .void: break
        default: builder.components.append(result)
        }
      }
      return .normal
    }
  }

  /// An `if` statement: in a builder, the taken branch's components are recorded
  /// with the branch index (`buildEither`), -1 when no branch ran.
  func lowerIf(_ first: IfExprSyntax, counted: Syntax?) -> LoweredStatement {
    struct Link {
      let node: IfExprSyntax
      let conditions: (Scope) throws -> Bool
      let body: [LoweredStatement]
    }
    var chain: [Link] = []
    var elseBody: [LoweredStatement]?
    var current: IfExprSyntax? = first
    while let node = current {
      chain.append(Link(node: node, conditions: loweredConditions(node.conditions), body: loweredBlock(node.body.statements)))
      switch node.elseBody {
      case .ifExpr(let next)?: current = next
      case .codeBlock(let block)?:
        elseBody = loweredBlock(block.statements)
        current = nil
      case nil: current = nil
      @unknown default: current = nil  // the toolchain's swift-syntax is resilient
      }
    }
    return { [unowned self] scope, builder in
      if let counted { try tick(counted) }
      try tick(first)
      if let builder {
        let inner = BuilderCollector()
        var taken = -1
        var flow = Flow.normal
        for (index, link) in chain.enumerated() {
          let branch = Scope(parent: scope)
          if try link.conditions(branch) {
            taken = index
            flow = try run(link.body, in: branch, builder: inner)
            break
          }
        }
        if taken == -1, let elseBody {
          taken = chain.count
          flow = try run(elseBody, in: Scope(parent: scope), builder: inner)
        }
        builder.components.append(Self.branchValue(taken, inner.components))
        return flow
      }
      for (index, link) in chain.enumerated() {
        if index > 0 { try tick(link.node) }  // each `else if` is an `if` of its own
        let branch = Scope(parent: scope)
        if try link.conditions(branch) { return try run(link.body, in: branch, builder: nil) }
      }
      if let elseBody { return try run(elseBody, in: Scope(parent: scope), builder: nil) }
      return .normal
    }
  }

  /// A `switch` statement: in a builder, the case's components are recorded
  /// with the case index; a plain `break` ends the switch.
  func lowerSwitchStatement(_ e: SwitchExprSyntax, counted: Syntax?) -> LoweredStatement? {
    guard let selector = lowerCaseSelector(e) else { return nil }
    let bodies = selector.bodies.map { loweredBlock($0) }
    return { [unowned self] scope, builder in
      if let counted { try tick(counted) }
      guard let (index, caseScope) = try selector.select(scope) else { return .normal }
      let inner = builder.map { _ in BuilderCollector() }
      let flow = try run(bodies[index], in: caseScope, builder: inner)
      if let builder, let inner { builder.components.append(Self.branchValue(index, inner.components)) }
      if case .broke(nil) = flow { return .normal }
      return flow
    }
  }

  /// `for pattern in sequence where condition { … }`: ranges lazily, one step per
  /// element, labelled `break`/`continue`.
  private func lowerFor(_ f: ForStmtSyntax, label: String?, counted: Syntax) -> LoweredStatement {
    let sequenceValue = lowered(f.sequence)
    let name = f.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    let bindPattern = lowerBinding(f.pattern)
    let condition = f.whereClause.map { lowerCondition($0.condition) }
    let body = loweredBlock(f.body.statements)
    let sequenceNode = f.sequence
    return { [unowned self] scope, builder in
      try tick(counted)
      let value = deref(try sequenceValue(scope, nil))
      // Ranges are iterated lazily: `for i in 0..<n` costs steps, not memory.
      let elements: AnySequence<Value> =
        if case .range(let r) = value { AnySequence(r.lazy.map { Value.int($0) }) } else { AnySequence(try sequence(value, sequenceNode)) }
      for element in elements {
        try tick(f)
        let inner = Scope(parent: scope)
        if let name {
          inner.declare(name, element, isConstant: true, type: element.sceneType)
        } else {
          try bindPattern(element, inner, true, nil)
        }
        if let condition, try !condition(inner) { continue }
        switch try run(body, in: inner, builder: builder) {
        case .normal: continue
        case .returned(let v): return .returned(v)
        case .broke(let l) where l == nil || l == label: return .normal
        case .continued(let l) where l == nil || l == label: continue
        case let other: return other
        }
      }
      return .normal
    }
  }

  /// `while conditions { … }`: one step per iteration, conditions bind into
  /// the iteration's scope.
  private func lowerWhile(_ w: WhileStmtSyntax, label: String?, counted: Syntax) -> LoweredStatement {
    let conditions = loweredConditions(w.conditions)
    let body = loweredBlock(w.body.statements)
    return { [unowned self] scope, builder in
      try tick(counted)
      while true {
        try tick(w)
        let inner = Scope(parent: scope)
        guard try conditions(inner) else { return .normal }
        switch try run(body, in: inner, builder: builder) {
        case .normal: continue
        case .returned(let v): return .returned(v)
        case .broke(let l) where l == nil || l == label: return .normal
        case .continued(let l) where l == nil || l == label: continue
        case let other: return other
        }
      }
    }
  }

  /// `guard conditions else { … }`: the conditions bind into the enclosing scope; the body must leave it.
  private func lowerGuard(_ g: GuardStmtSyntax) -> LoweredStatement {
    let conditions = loweredConditions(g.conditions)
    let body = loweredBlock(g.body.statements)
    let statement = Syntax(g)
    return { [unowned self] scope, _ in
      try tick(statement)
      if try conditions(scope) { return .normal }
      let flow = try run(body, in: Scope(parent: scope), builder: nil)
      if case .normal = flow { throw EvalError(g.body, "'guard' body must not fall through; use 'return' or 'break' to exit") }
      return flow
    }
  }

  /// Runs lowered statements until one leaves the block.
  func run(_ statements: [LoweredStatement], in scope: Scope, builder: BuilderCollector?) throws -> Flow {
    for statement in statements {
      let flow = try statement(scope, builder)
      if case .normal = flow { continue }
      return flow
    }
    return .normal
  }

  private func lowerReturn(_ r: ReturnStmtSyntax) -> LoweredStatement {
    let statement = Syntax(r)
    guard let expr = r.expression else {
      return { [unowned self] _, _ in
        try tick(statement)
        return .returned(.void)
      }
    }
    let value = lowered(expr)
    let variable = expr.as(DeclReferenceExprSyntax.self)?.baseName.text
    let position = expr.position
    return { [unowned self] scope, _ in
      try tick(statement)
      let hint = returnHint(scope)
      var result = try value(scope, hint)
      if let hint {
        let staticType = variable.flatMap { declaredType(of: $0, in: scope) }
        result = try fit(result, to: hint, from: staticType, position: position)
      }
      return .returned(result)
    }
  }

  /// `let name = value`, `var name: T = value`, `var name: T?`: one identifier binding, no accessors.
  func lowerVariable(_ v: VariableDeclSyntax) -> LoweredStatement? {
    guard v.bindings.count == 1, let binding = v.bindings.first, binding.accessorBlock == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return nil }
    let isConstant = v.bindingSpecifier.tokenKind == .keyword(.let)
    let annotation = binding.typeAnnotation?.type
    let initializer = binding.initializer?.value
    let value = initializer.map { lowered($0) }
    let source = initializer?.as(DeclReferenceExprSyntax.self)?.baseName.text
    let counted = Syntax(binding)
    // The written type resolves against the declaring type's nested types: the same on every run.
    let declared = LoweredTypeBox()
    return { [unowned self] scope, _ in
      try tick(counted)
      let type: SceneType?
      if let annotation {
        if declared.type == nil { declared.type = sceneType(annotation, in: scope) }
        type = declared.type
      } else {
        type = nil
      }
      var result: Value = .null
      if let value, let initializer {
        result = try value(scope, type)
        if let type {
          let staticType = source.flatMap { declaredType(of: $0, in: scope) }
          result = try fit(result, to: type, from: staticType, position: initializer.position)
        }
        result = deref(result)
      }
      scope.declare(name, result, isConstant: isConstant, type: type ?? result.sceneType)
      return .normal
    }
  }
}

/// A type computed on a lowered statement's first run.
final class LoweredTypeBox {
  var type: SceneType?
}
