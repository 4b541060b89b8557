import SwiftSyntax

/// `if` and `switch` expression lowering, and the case selector `switch` statements share (see
/// `Interpreter+Lowering.swift`).
extension Interpreter {
  /// An `if` used as a value: each `else if` counts a step of its own.
  func lowerIfExpression(_ first: IfExprSyntax) -> LoweredExpression {
    struct Link {
      let node: IfExprSyntax
      let conditions: (Scope) throws -> Bool
      let body: CodeBlockItemListSyntax
      let value: LoweredExpression?
    }
    func single(_ body: CodeBlockItemListSyntax) -> LoweredExpression? {
      guard body.count == 1, let only = body.first, let expr = Self.expression(of: only), !expr.is(IfExprSyntax.self),
        !expr.is(SwitchExprSyntax.self)
      else { return nil }
      return lowered(expr)
    }
    var chain: [Link] = []
    var elseBody: (body: CodeBlockItemListSyntax, value: LoweredExpression?)?
    var current: IfExprSyntax? = first
    while let node = current {
      chain.append(Link(node: node, conditions: loweredConditions(node.conditions), body: node.body.statements, value: single(node.body.statements)))
      switch node.elseBody {
      case .ifExpr(let next)?: current = next
      case .codeBlock(let block)?:
        elseBody = (block.statements, single(block.statements))
        current = nil
      case nil: current = nil
      @unknown default: current = nil  // the toolchain's swift-syntax is resilient
      }
    }
    let last = chain[chain.count - 1].node
    return node(ExprSyntax(first)) { [unowned self] scope, hint in
      try tick(first)  // the `if` counts once more, as it always has (budget diagnostics stay the same)
      for (index, link) in chain.enumerated() {
        if index > 0 { try tick(link.node) }
        let branch = Scope(parent: scope)
        if try link.conditions(branch) {
          if let value = link.value { return try value(branch, hint) }
          return try loweredBranch(link.body)(branch, hint)
        }
      }
      guard let elseBody else { throw EvalError(last, "'if' must have an unconditional 'else' to be used as expression") }
      let branch = Scope(parent: scope)
      if let value = elseBody.value { return try value(branch, hint) }
      return try loweredBranch(elseBody.body)(branch, hint)
    }
  }

  /// A `switch` used as a value. A case body that is one plain
  /// expression is lowered too.
  func lowerSwitch(_ e: SwitchExprSyntax) -> LoweredExpression? {
    guard let selector = lowerCaseSelector(e) else { return nil }
    let values: [LoweredExpression?] = selector.bodies.map { body in
      guard body.count == 1, let only = body.first, let expr = Self.expression(of: only), !expr.is(IfExprSyntax.self),
        !expr.is(SwitchExprSyntax.self)
      else { return nil }
      return lowered(expr)
    }
    return node(ExprSyntax(e)) { [unowned self] scope, hint in
      guard let (index, caseScope) = try selector.select(scope) else { return .void }
      if let value = values[index] { return try value(caseScope, hint) }
      return try loweredBranch(selector.bodies[index])(caseScope, hint)
    }
  }

  /// Picks a `switch`'s case: counts the switch as one step, evaluates the subject,
  /// tries the cases in order (patterns of the form `.name` match enum cases without evaluating anything;
  /// other patterns go through `match`), and returns the case's index and scope with its bindings.
  struct CaseSelector {
    let bodies: [CodeBlockItemListSyntax]
    let select: (Scope) throws -> (Int, Scope)?
  }

  func lowerCaseSelector(_ e: SwitchExprSyntax) -> CaseSelector? {
    struct Item {
      let matches: (Value, Scope) throws -> Bool
      let condition: ((Scope) throws -> Bool)?
    }
    var cases: [[Item]?] = []  // nil: `default`
    var bodies: [CodeBlockItemListSyntax] = []
    for element in e.cases {
      guard case .switchCase(let switchCase) = element else { return nil }  // `#if`: see `unsupportedConditionalCompilation`
      bodies.append(switchCase.statements)
      switch switchCase.label {
      case .default:
        cases.append(nil)
      case .case(let label):
        cases.append(label.caseItems.map { item in
          Item(matches: lowerPattern(item.pattern), condition: item.whereClause.map { lowerCondition($0.condition) })
        })
      @unknown default: cases.append([])  // the toolchain's swift-syntax is resilient
      }
    }
    let subject = lowered(e.subject)
    let select: (Scope) throws -> (Int, Scope)? = { [unowned self] scope in
      try tick(e)
      let value = deref(try subject(scope, nil))
      for (index, items) in cases.enumerated() {
        guard let items else { return (index, Scope(parent: scope)) }
        for item in items {
          let candidate = Scope(parent: scope)
          if try item.matches(value, candidate) {
            if let condition = item.condition, try !condition(candidate) { continue }
            return (index, candidate)
          }
        }
      }
      throw EvalError(e, "switch must be exhaustive; no case matched '\(value)'")
    }
    return CaseSelector(bodies: bodies, select: select)
  }

  /// A case pattern: `.name` (an enum case without associated values) is matched directly, anything else
  /// by its lowered matcher (`lowerMatch`).
  func lowerPattern(_ pattern: PatternSyntax) -> (Value, Scope) throws -> Bool {
    let matcher = lowerMatch(pattern)
    let general: (Value, Scope) throws -> Bool = { value, scope in try matcher(value, scope, nil) }
    guard let m = pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self), m.base == nil else { return general }
    let name = m.declName.baseName.text
    guard name != "none" else { return general }
    let declName = m.declName
    return { value, scope in
      var subject = value
      if case .binding(let cell) = subject { subject = cell.value }
      while case .some(let wrapped) = subject { subject = wrapped }
      guard case .enumCase(let e) = subject else { return try general(value, scope) }
      guard e.definition.enumCase(name) != nil else {
        throw EvalError(declName, "type '\(e.definition.name)' has no member '\(name)'" + Suggestions.hint(for: name, among: e.definition.cases.map(\.name)))
      }
      return e.name == name
    }
  }
}
