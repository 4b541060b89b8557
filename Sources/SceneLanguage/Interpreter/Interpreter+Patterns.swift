import SwiftSyntax

/// A lowered pattern: whether `value` matches, declaring the pattern's bindings in the scope. The flag is
/// set inside `let`/`var` patterns (`true` for `let`): bare identifiers then bind instead of being
/// evaluated and compared.
typealias PatternMatcher = (Value, Scope, Bool?) throws -> Bool

extension Interpreter {
  /// Swift pattern matching for `switch`, `if case` and `for case`, lowered once per pattern: enum cases
  /// (with associated-value bindings), expression patterns (`==` or range containment), wildcards, `let`
  /// bindings, tuples and optionals. The syntax is classified here; the returned closure only looks at
  /// the value.
  func lowerMatch(_ pattern: PatternSyntax) -> PatternMatcher {
    if pattern.is(WildcardPatternSyntax.self) { return { _, _, _ in true } }
    if let id = pattern.as(IdentifierPatternSyntax.self) {
      let name = id.identifier.text
      return { [unowned self] value, scope, binding in
        let value = deref(value)
        scope.declare(name, value, isConstant: binding ?? true, type: value.sceneType)
        return true
      }
    }
    if let b = pattern.as(ValueBindingPatternSyntax.self) {
      let inner = lowerMatch(b.pattern)
      let isLet = b.bindingSpecifier.tokenKind == .keyword(.let)
      return { value, scope, _ in try inner(value, scope, isLet) }
    }
    if let t = pattern.as(TuplePatternSyntax.self) {
      let elements = t.elements.map { lowerMatch($0.pattern) }
      return { [unowned self] value, scope, binding in
        guard case .tuple(let values, _) = deref(value), values.count == elements.count else { return false }
        for (element, v) in zip(elements, values) where try !element(v, scope, binding) { return false }
        return true
      }
    }
    if let e = pattern.as(ExpressionPatternSyntax.self) {
      let inner = lowerExpressionMatch(e.expression)
      return { [unowned self] value, scope, binding in try inner(deref(value), scope, binding) }
    }
    let message = "unsupported pattern '\(pattern.trimmedDescription)'"
    return { _, _, _ in throw EvalError(pattern, message) }
  }

  /// An expression pattern, tried in Swift's order: optionals first (`nil`, `.none`, `.some(p)`, `p?`;
  /// a non-optional pattern matches an optional's wrapped value), then enum cases, nested patterns,
  /// `_`, bindings and tuples; anything else is evaluated and compared with `==` (or contains, for a
  /// range and an integer).
  private func lowerExpressionMatch(_ expr: ExprSyntax) -> PatternMatcher {
    unowned let interpreter = self
    let isNil = expr.is(NilLiteralExprSyntax.self)
    let optionalInner = expr.as(OptionalChainingExprSyntax.self).map { lowerExpressionMatch($0.expression) }
    let member = expr.as(MemberAccessExprSyntax.self)
    let memberName = member?.declName.baseName.text
    let memberBase = member?.base?.trimmedDescription
    let isImplicitNone = member != nil && member?.base == nil && memberName == "none"
    let call = expr.as(FunctionCallExprSyntax.self)
    let callMember = call?.calledExpression.as(MemberAccessExprSyntax.self)
    let callName = callMember?.declName.baseName.text
    var someInner: PatternMatcher?
    if let call, let callMember, callMember.base == nil, callName == "some", call.arguments.count == 1 {
      someInner = lowerExpressionMatch(call.arguments[call.arguments.startIndex].expression)
    }
    let associated = callMember != nil ? call?.arguments.map { lowerExpressionMatch($0.expression) } : nil
    let nested = expr.as(PatternExprSyntax.self).map { lowerMatch($0.pattern) }
    let isDiscard = expr.is(DiscardAssignmentExprSyntax.self)
    let reference = expr.as(DeclReferenceExprSyntax.self)?.baseName.text
    let tuple = expr.as(TupleExprSyntax.self).map { $0.elements.map { lowerExpressionMatch($0.expression) } }
    let candidate = lowered(expr)

    func matches(_ value: Value, _ scope: Scope, _ binding: Bool?) throws -> Bool {
      if isNil { return value.isNull }
      if let optionalInner {
        guard let payload = value.optionalPayload else { return false }
        return try optionalInner(payload, scope, binding)
      }
      if isImplicitNone, !value.isEnum { return value.isNull }
      if let someInner, !value.isEnum {
        guard let payload = value.optionalPayload else { return false }
        return try someInner(payload, scope, binding)
      }
      if case .some(let wrapped) = value { return try matches(wrapped, scope, binding) }
      // `.north`, `Phase.move`
      if let member, let memberName, case .enumCase(let e) = value, memberBase == nil || memberBase == e.definition.name {
        guard e.definition.enumCase(memberName) != nil else {
          throw EvalError(member.declName, "type '\(e.definition.name)' has no member '\(memberName)'" + Suggestions.hint(for: memberName, among: e.definition.cases.map(\.name)))
        }
        return e.name == memberName
      }
      // `.move(let x, _)`
      if let associated, case .enumCase(let e) = value {
        guard e.name == callName else { return false }
        for (element, v) in zip(associated, e.associated) where try !element(v, scope, binding) { return false }
        return true
      }
      if let nested { return try nested(value, scope, binding) }
      if isDiscard { return true }
      if let binding, let reference {
        scope.declare(reference, value, isConstant: binding, type: value.sceneType)
        return true
      }
      if let tuple, case .tuple(let values, _) = value, values.count == tuple.count {
        for (element, v) in zip(tuple, values) where try !element(v, scope, binding) { return false }
        return true
      }
      let compared = interpreter.deref(try candidate(scope, value.sceneType == .any ? nil : value.sceneType))
      if case .range(let r) = compared, case .int(let i) = value { return r.contains(i) }
      guard let equal = compared.isEqual(to: value) else {
        throw EvalError(expr, "expression pattern of type '\(compared.sceneType)' cannot match values of type '\(value.sceneType)'")
      }
      return equal
    }
    return matches
  }
}
