import SwiftSyntax

extension Interpreter {
  /// Swift pattern matching for `switch`, `if case` and `for case`: enum cases (with associated-value
  /// bindings), expression patterns (`==` or range containment), wildcards, `let` bindings and tuples.
  /// `bindAs` is set inside `let`/`var` patterns: bare identifiers bind instead of being looked up.
  func match(_ pattern: PatternSyntax, _ value: Value, in scope: Scope, bindAs binding: Bool?) throws -> Bool {
    let value = deref(value)
    if pattern.is(WildcardPatternSyntax.self) { return true }

    if let id = pattern.as(IdentifierPatternSyntax.self) {
      scope.declare(id.identifier.text, value, isConstant: binding ?? true, type: value.sceneType)
      return true
    }
    if let b = pattern.as(ValueBindingPatternSyntax.self) {
      return try match(b.pattern, value, in: scope, bindAs: b.bindingSpecifier.tokenKind == .keyword(.let))
    }
    if let t = pattern.as(TuplePatternSyntax.self) {
      guard case .tuple(let values, _) = value, values.count == t.elements.count else { return false }
      for (element, v) in zip(t.elements, values) where try !match(element.pattern, v, in: scope, bindAs: binding) {
        return false
      }
      return true
    }
    if let e = pattern.as(ExpressionPatternSyntax.self) {
      return try match(expression: e.expression, value, in: scope, bindAs: binding)
    }
    throw EvalError(pattern, "unsupported pattern '\(pattern.trimmedDescription)'")
  }

  private func match(expression expr: ExprSyntax, _ value: Value, in scope: Scope, bindAs binding: Bool?) throws -> Bool {
    // Optional subjects: `case nil`/`.none`, `.some(let x)`; other patterns match the wrapped value, as
    // Swift promotes a non-optional pattern to the optional subject.
    if expr.is(NilLiteralExprSyntax.self) { return value.isNull }
    // `case let x?`: a present optional, bound to its wrapped value.
    if let o = expr.as(OptionalChainingExprSyntax.self) {
      guard let payload = value.optionalPayload else { return false }
      return try match(expression: o.expression, payload, in: scope, bindAs: binding)
    }
    if let m = expr.as(MemberAccessExprSyntax.self), m.base == nil, m.declName.baseName.text == "none", !value.isEnum {
      return value.isNull
    }
    if let c = expr.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self), m.base == nil,
      m.declName.baseName.text == "some", c.arguments.count == 1, let argument = c.arguments.first, !value.isEnum
    {
      guard let payload = value.optionalPayload else { return false }
      return try match(expression: argument.expression, payload, in: scope, bindAs: binding)
    }
    if case .some(let wrapped) = value { return try match(expression: expr, wrapped, in: scope, bindAs: binding) }
    // `.north`, `Phase.move`
    if let m = expr.as(MemberAccessExprSyntax.self), case .enumCase(let e) = value,
      m.base == nil || m.base?.trimmedDescription == e.definition.name
    {
      let name = m.declName.baseName.text
      guard e.definition.enumCase(name) != nil else {
        throw EvalError(m.declName, "type '\(e.definition.name)' has no member '\(name)'" + Suggestions.hint(for: name, among: e.definition.cases.map(\.name)))
      }
      return e.name == name
    }
    // `.move(let x, _)`
    if let c = expr.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
      case .enumCase(let e) = value
    {
      guard e.name == m.declName.baseName.text else { return false }
      for (argument, associated) in zip(c.arguments, e.associated) {
        if try !match(expression: argument.expression, associated, in: scope, bindAs: binding) { return false }
      }
      return true
    }
    if let p = expr.as(PatternExprSyntax.self) { return try match(p.pattern, value, in: scope, bindAs: binding) }
    if expr.is(DiscardAssignmentExprSyntax.self) { return true }
    if let binding, let ref = expr.as(DeclReferenceExprSyntax.self) {
      scope.declare(ref.baseName.text, value, isConstant: binding, type: value.sceneType)
      return true
    }
    if let t = expr.as(TupleExprSyntax.self), case .tuple(let values, _) = value, values.count == t.elements.count {
      for (element, v) in zip(t.elements, values) where try !match(expression: element.expression, v, in: scope, bindAs: binding) {
        return false
      }
      return true
    }
    let candidate = deref(try evaluate(expr, in: scope, hint: value.sceneType == .any ? nil : value.sceneType))
    if case .range(let r) = candidate, case .int(let i) = value { return r.contains(i) }
    guard let equal = candidate.isEqual(to: value) else {
      throw EvalError(expr, "expression pattern of type '\(candidate.sceneType)' cannot match values of type '\(value.sceneType)'")
    }
    return equal
  }
}
