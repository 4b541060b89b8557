import SwiftSyntax

/// Collects the values of expression statements in a result-builder body.
final class BuilderCollector {
  var components: [Value] = []
}

/// The components one `if`/`switch` branch contributed to a builder, with the branch's index: SwiftUI's
/// `buildEither`/`buildOptional` make the branch part of the children's identity. Consumers that do not
/// care (keyframe tracks, the standard registry) see the components flattened.
struct BuilderBranch {
  /// The taken branch in source order; -1 for an `if` without `else` whose condition was false.
  let branch: Int
  let components: [Value]
}

extension Interpreter {
  static func branchValue(_ branch: Int, _ components: [Value]) -> Value {
    .host(HostValue(typeName: "_BuilderBranch", payload: BuilderBranch(branch: branch, components: components)))
  }

  /// Replaces branch markers by their components, recursively.
  static func flattenBranches(_ values: [Value]) -> [Value] {
    values.flatMap { value -> [Value] in
      if let b = value.host(BuilderBranch.self) { return flattenBranches(b.components) }
      return [value]
    }
  }
}

extension Interpreter {
  func returnHint(_ scope: Scope) -> SceneType? {
    var current: Scope? = scope
    while let s = current {
      if let t = s.returnType { return t }
      current = s.parent
    }
    return nil
  }

  /// Runs a body. A single-expression body (including an `if`/`switch` expression) is an implicit return
  /// unless it is a builder body, as in Swift 5.9.
  func runBody(_ items: CodeBlockItemListSyntax, in scope: Scope, builder: BuilderCollector?) throws -> Flow {
    if builder == nil, let expr = implicitReturn(items) {
      let hint = returnHint(scope)
      if hint == .void {
        _ = try evaluate(expr, in: scope, hint: nil)
        return .normal
      }
      return .returned(try evaluate(expr, in: scope, hint: hint))
    }
    for statement in loweredBlock(items) {
      let flow = try statement(scope, builder)
      if case .normal = flow { continue }
      return flow
    }
    return .normal
  }

  /// `if` without a final `else` (or a switch whose bodies are statements) is a statement, not a value.
  static func isCompleteExpression(_ expr: ExprSyntax) -> Bool {
    if let i = expr.as(IfExprSyntax.self) {
      switch i.elseBody {
      case .ifExpr(let next)?: return isCompleteExpression(ExprSyntax(next))
      case .codeBlock?: return i.body.statements.count == 1
      case nil: return false
      }
    }
    if let s = expr.as(SwitchExprSyntax.self) {
      return s.cases.allSatisfy { element in
        if case .switchCase(let c) = element { return c.statements.count == 1 && c.statements.first.flatMap(expression(of:)) != nil }
        return false
      }
    }
    return true
  }

  /// The expression of an expression item, if it is one.
  static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
    switch item.item {
    case .expr(let e): return e
    case .stmt(let s): return s.as(ExpressionStmtSyntax.self)?.expression
    case .decl: return nil
    }
  }

  func execute(_ item: CodeBlockItemSyntax, in scope: Scope, builder: BuilderCollector?) throws -> Flow {
    switch item.item {
    case .decl(let decl): return try executeDecl(decl, in: scope)
    case .stmt(let stmt): return try execute(stmt, in: scope, builder: builder)
    case .expr(let expr): return try executeExpression(expr, in: scope, builder: builder)
    }
  }

  func executeDecl(_ decl: DeclSyntax, in scope: Scope) throws -> Flow {
    if let v = decl.as(VariableDeclSyntax.self) {
      return try executeVariableDecl(v, in: scope)
    }
    if let f = decl.as(FunctionDeclSyntax.self) {
      scope.functions[f.name.text, default: []].append(functionDefinition(f, in: typeContext(of: scope)))
      return .normal
    }
    throw EvalError(decl, "unsupported local declaration; declare types at the top level")
  }

  func executeVariableDecl(_ v: VariableDeclSyntax, in scope: Scope) throws -> Flow {
    let isConstant = v.bindingSpecifier.tokenKind == .keyword(.let)
    for binding in v.bindings {
      try tick(binding)
      if binding.accessorBlock != nil {
        throw EvalError(binding, "computed variables are only supported as type members")
      }
      let declared = binding.typeAnnotation.map { sceneType($0.type, in: scope) }
      var value: Value = .null
      if let initializer = binding.initializer?.value {
        value = try evaluate(initializer, in: scope, hint: declared)
        if let declared { value = try fit(value, to: declared, from: staticType(of: initializer, in: scope), position: initializer.position) }
        value = deref(value)
      }
      try bind(pattern: binding.pattern, to: value, in: scope, isConstant: isConstant, type: declared)
    }
    return .normal
  }

  /// Declares the names of a simple pattern (`x`, `_`, `(a, b)`).
  func bind(pattern: PatternSyntax, to value: Value, in scope: Scope, isConstant: Bool, type: SceneType?) throws {
    if let id = pattern.as(IdentifierPatternSyntax.self) {
      scope.declare(id.identifier.text, value, isConstant: isConstant, type: type ?? value.sceneType)
    } else if pattern.is(WildcardPatternSyntax.self) {
      return
    } else if let tuple = pattern.as(TuplePatternSyntax.self) {
      let parts: [Value]
      switch value {
      case .tuple(let values, _): parts = values
      case .array(let values): parts = values
      default: throw EvalError(pattern, "cannot destructure a value of type '\(value.sceneType)'")
      }
      guard parts.count == tuple.elements.count else {
        throw EvalError(pattern, "tuple pattern has \(tuple.elements.count) elements, value has \(parts.count)")
      }
      for (element, part) in zip(tuple.elements, parts) {
        try bind(pattern: element.pattern, to: part, in: scope, isConstant: isConstant, type: nil)
      }
    } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      try bind(pattern: binding.pattern, to: value, in: scope, isConstant: isConstant, type: type)
    } else {
      throw EvalError(pattern, "unsupported pattern '\(pattern.trimmedDescription)'")
    }
  }

  func executeExpression(_ expr: ExprSyntax, in scope: Scope, builder: BuilderCollector?) throws -> Flow {
    if let ifExpr = expr.as(IfExprSyntax.self) { return try executeIf(ifExpr, in: scope, builder: builder) }
    if let switchExpr = expr.as(SwitchExprSyntax.self) { return try executeSwitch(switchExpr, in: scope, builder: builder) }
    let value = try evaluate(expr, in: scope, hint: nil)
    if let builder {
      switch value {
      case .void: break
      default: builder.components.append(value)
      }
    }
    return .normal
  }

  func execute(_ stmt: StmtSyntax, in scope: Scope, builder: BuilderCollector?) throws -> Flow {
    try tick(stmt)
    if let e = stmt.as(ExpressionStmtSyntax.self) {
      return try executeExpression(e.expression, in: scope, builder: builder)
    }
    if let r = stmt.as(ReturnStmtSyntax.self) {
      guard let expr = r.expression else { return .returned(.void) }
      let hint = returnHint(scope)
      var value = try evaluate(expr, in: scope, hint: hint)
      if let hint { value = try fit(value, to: hint, from: staticType(of: expr, in: scope), position: expr.position) }
      return .returned(value)
    }
    if let f = stmt.as(ForStmtSyntax.self) { return try executeFor(f, label: nil, in: scope, builder: builder) }
    if let w = stmt.as(WhileStmtSyntax.self) { return try executeWhile(w, label: nil, in: scope, builder: builder) }
    if let r = stmt.as(RepeatStmtSyntax.self) { return try executeRepeat(r, label: nil, in: scope, builder: builder) }
    if let labeled = stmt.as(LabeledStmtSyntax.self) {
      let label = labeled.label.text
      if let f = labeled.statement.as(ForStmtSyntax.self) { return try executeFor(f, label: label, in: scope, builder: builder) }
      if let w = labeled.statement.as(WhileStmtSyntax.self) { return try executeWhile(w, label: label, in: scope, builder: builder) }
      if let r = labeled.statement.as(RepeatStmtSyntax.self) { return try executeRepeat(r, label: label, in: scope, builder: builder) }
      return try execute(labeled.statement, in: scope, builder: builder)
    }
    if let g = stmt.as(GuardStmtSyntax.self) {
      if try evaluateConditions(g.conditions, in: scope) { return .normal }
      let flow = try runBlock(g.body.statements, in: Scope(parent: scope), builder: nil)
      if case .normal = flow { throw EvalError(g.body, "'guard' body must not fall through; use 'return' or 'break' to exit") }
      return flow
    }
    if let b = stmt.as(BreakStmtSyntax.self) { return .broke(b.label?.text) }
    if let c = stmt.as(ContinueStmtSyntax.self) { return .continued(c.label?.text) }
    if let d = stmt.as(DoStmtSyntax.self) { return try runBlock(d.body.statements, in: Scope(parent: scope), builder: builder) }
    throw EvalError(stmt, "unsupported statement '\(stmt.firstToken(viewMode: .sourceAccurate)?.text ?? "")'")
  }

  /// Runs statements without implicit return (loop and branch bodies).
  func runBlock(_ items: CodeBlockItemListSyntax, in scope: Scope, builder: BuilderCollector?) throws -> Flow {
    for statement in loweredBlock(items) {
      let flow = try statement(scope, builder)
      if case .normal = flow { continue }
      return flow
    }
    return .normal
  }

  func sequence(_ value: Value, _ node: some SyntaxProtocol) throws -> [Value] {
    switch deref(value) {
    case .array(let a): return a
    case .range(let r):
      try checkCollection(r.count, node)
      return r.map { .int($0) }
    case .string(let s): return s.map { .string(String($0)) }
    case .dictionary(let entries): return entries.map { .tuple([$0.key, $0.value], labels: ["key", "value"]) }
    case let other: throw EvalError(node, "for-in loop requires a sequence, not '\(other.sceneType)'")
    }
  }

  private func executeFor(_ f: ForStmtSyntax, label: String?, in scope: Scope, builder: BuilderCollector?) throws -> Flow {
    let sequenceValue = deref(try evaluate(f.sequence, in: scope, hint: nil))
    // Ranges are iterated lazily: `for i in 0..<n` costs steps, not memory.
    let elements: AnySequence<Value> =
      if case .range(let r) = sequenceValue { AnySequence(r.lazy.map { Value.int($0) }) } else { AnySequence(try sequence(sequenceValue, f.sequence)) }
    for element in elements {
      try tick(f)
      let body = Scope(parent: scope)
      try bind(pattern: f.pattern, to: element, in: body, isConstant: true, type: nil)
      if let condition = f.whereClause?.condition, try !evaluateBool(condition, in: body) { continue }
      switch try runBlock(f.body.statements, in: body, builder: builder) {
      case .normal: continue
      case .returned(let v): return .returned(v)
      case .broke(let l) where l == nil || l == label: return .normal
      case .continued(let l) where l == nil || l == label: continue
      case let other: return other
      }
    }
    return .normal
  }

  private func executeWhile(_ w: WhileStmtSyntax, label: String?, in scope: Scope, builder: BuilderCollector?) throws -> Flow {
    while true {
      try tick(w)
      let body = Scope(parent: scope)
      guard try evaluateConditions(w.conditions, in: body) else { return .normal }
      switch try runBlock(w.body.statements, in: body, builder: builder) {
      case .normal: continue
      case .returned(let v): return .returned(v)
      case .broke(let l) where l == nil || l == label: return .normal
      case .continued(let l) where l == nil || l == label: continue
      case let other: return other
      }
    }
  }

  private func executeRepeat(_ r: RepeatStmtSyntax, label: String?, in scope: Scope, builder: BuilderCollector?) throws -> Flow {
    repeat {
      try tick(r)
      switch try runBlock(r.body.statements, in: Scope(parent: scope), builder: builder) {
      case .normal: break
      case .returned(let v): return .returned(v)
      case .broke(let l) where l == nil || l == label: return .normal
      case .continued(let l) where l == nil || l == label: break
      case let other: return other
      }
    } while try evaluateBool(r.condition, in: scope)
    return .normal
  }

  func evaluateBool(_ expr: ExprSyntax, in scope: Scope) throws -> Bool {
    let value = deref(try evaluate(expr, in: scope, hint: .bool))
    guard case .bool(let b) = value else {
      throw EvalError(expr, "cannot convert value of type '\(value.sceneType)' to expected condition type 'Bool'")
    }
    return b
  }

  /// Evaluates `if`/`while`/`guard` conditions; `if let` and `if case` bind into `scope`. Lowered once
  /// per condition list (see `lowerConditions`).
  func evaluateConditions(_ conditions: ConditionElementListSyntax, in scope: Scope) throws -> Bool {
    try loweredConditions(conditions)(scope)
  }

  /// The syntax-walking form, kept for conditions `lowerConditions` leaves to it.
  func interpretConditions(_ conditions: ConditionElementListSyntax, in scope: Scope) throws -> Bool {
    for element in conditions {
      switch element.condition {
      case .expression(let e):
        if try !evaluateBool(e, in: scope) { return false }
      case .optionalBinding(let b):
        let value: Value
        if let initializer = b.initializer?.value {
          value = deref(try evaluate(initializer, in: scope, hint: nil))
        } else if let id = b.pattern.as(IdentifierPatternSyntax.self) {
          // `if let x`: shorthand for `if let x = x`; errors point at the condition, not the synthesized node.
          do {
            value = deref(try interpret(ExprSyntax(DeclReferenceExprSyntax(baseName: id.identifier)), in: scope, hint: nil))  // synthesized: not cached
          } catch let error as EvalError {
            throw EvalError(b, error.message)
          }
        } else {
          throw EvalError(b, "unsupported optional binding")
        }
        guard let payload = value.optionalPayload else { return false }
        try bind(pattern: b.pattern, to: payload, in: scope, isConstant: b.bindingSpecifier.tokenKind == .keyword(.let), type: nil)
      case .matchingPattern(let m):
        let value = deref(try evaluate(m.initializer.value, in: scope, hint: nil))
        if try !match(m.pattern, value, in: scope, bindAs: nil) { return false }
      case .availability:
        continue
      }
    }
    return true
  }

  // MARK: if / switch as statements, builder parts and expressions

  func executeIf(_ node: IfExprSyntax, in scope: Scope, builder: BuilderCollector?, branchIndex: Int = 0) throws -> Flow {
    try tick(node)
    if let builder, branchIndex == 0 {
      // In a builder, the taken branch's components are recorded with the branch index.
      let inner = BuilderCollector()
      var taken = -1
      let flow = try executeIfBranch(node, in: scope, builder: inner, index: 0, taken: &taken)
      builder.components.append(Self.branchValue(taken, inner.components))
      return flow
    }
    let branch = Scope(parent: scope)
    if try evaluateConditions(node.conditions, in: branch) {
      return try runBlock(node.body.statements, in: branch, builder: builder)
    }
    switch node.elseBody {
    case .ifExpr(let elseIf)?: return try executeIf(elseIf, in: scope, builder: builder)
    case .codeBlock(let block)?: return try runBlock(block.statements, in: Scope(parent: scope), builder: builder)
    case nil: return .normal
    }
  }

  private func executeIfBranch(_ node: IfExprSyntax, in scope: Scope, builder: BuilderCollector, index: Int, taken: inout Int) throws -> Flow {
    let branch = Scope(parent: scope)
    if try evaluateConditions(node.conditions, in: branch) {
      taken = index
      return try runBlock(node.body.statements, in: branch, builder: builder)
    }
    switch node.elseBody {
    case .ifExpr(let elseIf)?: return try executeIfBranch(elseIf, in: scope, builder: builder, index: index + 1, taken: &taken)
    case .codeBlock(let block)?:
      taken = index + 1
      return try runBlock(block.statements, in: Scope(parent: scope), builder: builder)
    case nil: return .normal
    }
  }

  func executeSwitch(_ node: SwitchExprSyntax, in scope: Scope, builder: BuilderCollector?) throws -> Flow {
    guard let (body, caseScope) = try selectCase(node, in: scope) else { return .normal }
    let inner = builder.map { _ in BuilderCollector() }
    let flow = try runBlock(body, in: caseScope, builder: inner)
    if let builder, let inner {
      let index = node.cases.firstIndex { $0.as(SwitchCaseSyntax.self)?.statements == body }.map { node.cases.distance(from: node.cases.startIndex, to: $0) } ?? 0
      builder.components.append(Self.branchValue(index, inner.components))
    }
    switch flow {
    case .broke(nil): return .normal
    case let other: return other
    }
  }

  /// Picks the matching case and its scope (with pattern bindings).
  func selectCase(_ node: SwitchExprSyntax, in scope: Scope) throws -> (CodeBlockItemListSyntax, Scope)? {
    try tick(node)
    let subject = deref(try evaluate(node.subject, in: scope, hint: nil))
    for element in node.cases {
      guard case .switchCase(let switchCase) = element else {
        throw EvalError(element, "'#if' inside 'switch' is not supported")
      }
      switch switchCase.label {
      case .default:
        return (switchCase.statements, Scope(parent: scope))
      case .case(let label):
        for item in label.caseItems {
          let caseScope = Scope(parent: scope)
          if try match(item.pattern, subject, in: caseScope, bindAs: nil) {
            if let condition = item.whereClause?.condition, try !evaluateBool(condition, in: caseScope) { continue }
            return (switchCase.statements, caseScope)
          }
        }
      }
    }
    throw EvalError(node, "switch must be exhaustive; no case matched '\(subject)'")
  }

  /// `if` used as a value: each branch is a single expression.
  func evaluateIfExpression(_ node: IfExprSyntax, in scope: Scope, hint: SceneType?) throws -> Value {
    try tick(node)
    let branch = Scope(parent: scope)
    if try evaluateConditions(node.conditions, in: branch) {
      return try branchValue(node.body.statements, in: branch, hint: hint, node: node)
    }
    switch node.elseBody {
    case .ifExpr(let elseIf)?: return try evaluateIfExpression(elseIf, in: scope, hint: hint)
    case .codeBlock(let block)?: return try branchValue(block.statements, in: Scope(parent: scope), hint: hint, node: node)
    case nil: throw EvalError(node, "'if' must have an unconditional 'else' to be used as expression")
    }
  }

  func evaluateSwitchExpression(_ node: SwitchExprSyntax, in scope: Scope, hint: SceneType?) throws -> Value {
    guard let (body, caseScope) = try selectCase(node, in: scope) else { return .void }
    return try branchValue(body, in: caseScope, hint: hint, node: node)
  }

  func branchValue(_ items: CodeBlockItemListSyntax, in scope: Scope, hint: SceneType?, node: some SyntaxProtocol) throws -> Value {
    // A branch may hold statements ending in an expression (`let _ = print(x)` then the value), as Swift
    // allows for the last expression only when it is the sole one; accept the common prefix of decls.
    var result: Value = .void
    for (index, item) in items.enumerated() {
      if index == items.count - 1, let expr = Self.expression(of: item) {
        if let ifExpr = expr.as(IfExprSyntax.self) { return try evaluateIfExpression(ifExpr, in: scope, hint: hint) }
        if let sw = expr.as(SwitchExprSyntax.self) { return try evaluateSwitchExpression(sw, in: scope, hint: hint) }
        result = try evaluate(expr, in: scope, hint: hint)
      } else {
        switch try execute(item, in: scope, builder: nil) {
        case .normal: continue
        case .returned(let v): return v
        default: throw EvalError(item, "unexpected control flow in expression branch")
        }
      }
    }
    return result
  }
}
