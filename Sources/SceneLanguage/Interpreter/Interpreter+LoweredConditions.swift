import SwiftSyntax

/// `if`/`while`/`guard` condition lists, lowered once per list (see `Interpreter+Lowering.swift`):
/// Boolean expressions, `if let`/`if var` (with an initializer or the shorthand `if let x`), `if case`
/// patterns and `#available` (always true: scenes run on one platform).
extension Interpreter {
  func loweredConditions(_ conditions: ConditionElementListSyntax) -> (Scope) throws -> Bool {
    if let done = loweredConditionLists[conditions.id] { return done }
    let lowered = lowerConditions(conditions)
    loweredConditionLists[conditions.id] = lowered
    return lowered
  }

  private func lowerConditions(_ conditions: ConditionElementListSyntax) -> (Scope) throws -> Bool {
    var parts: [(Scope) throws -> Bool] = []
    for element in conditions {
      switch element.condition {
      case .expression(let e):
        parts.append(lowerCondition(e))
      case .optionalBinding(let b):
        parts.append(lowerOptionalBinding(b))
      case .matchingPattern(let m):
        let value = lowered(m.initializer.value)
        let matches = lowerPattern(m.pattern)
        parts.append { [unowned self] scope in try matches(deref(try value(scope, nil)), scope) }
      case .availability:
        continue
      @unknown default: continue  // the toolchain's swift-syntax is resilient
      }
    }
    if parts.count == 1, let only = parts.first { return only }
    return { scope in
      for part in parts where try !part(scope) { return false }
      return true
    }
  }

  /// `if let name = value`, `if var (a, b) = pair`, `if let name` (Swift 5.7's shorthand for
  /// `if let name = name`): false when the value is nil, otherwise the payload is bound in `scope`.
  private func lowerOptionalBinding(_ b: OptionalBindingConditionSyntax) -> (Scope) throws -> Bool {
    let isConstant = b.bindingSpecifier.tokenKind == .keyword(.let)
    let value: (Scope) throws -> Value
    if let initializer = b.initializer?.value {
      let inner = lowered(initializer)
      value = { [unowned self] scope in deref(try inner(scope, nil)) }
    } else if let id = b.pattern.as(IdentifierPatternSyntax.self) {
      // The shorthand reads the outer name; errors point at the condition.
      let name = id.identifier.text
      let reference = DeclReferenceExprSyntax(baseName: id.identifier)
      value = { [unowned self] scope in
        do {
          try tick(b)
          return deref(try identifier(reference, name: name, in: scope, hint: nil))
        } catch let error as EvalError {
          throw EvalError(b, error.message)
        }
      }
    } else {
      return { _ in throw EvalError(b, "unsupported optional binding") }
    }
    if let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
      return { scope in
        guard let payload = try value(scope).optionalPayload else { return false }
        scope.declare(name, payload, isConstant: isConstant, type: payload.sceneType)
        return true
      }
    }
    let bind = lowerBinding(b.pattern)
    return { scope in
      guard let payload = try value(scope).optionalPayload else { return false }
      try bind(payload, scope, isConstant, nil)
      return true
    }
  }
}
