import SwiftSyntax

/// A scene's `throw`: the thrown value (an `Error` enum case or struct), travelling up as a Swift error
/// to the nearest `do`/`catch`, `try?` or `try!`; uncaught, it ends the entry as a located error.
struct SceneThrownError: Error, @unchecked Sendable {  // never crosses threads: thrown and caught in one entry
  let value: Value
  let position: AbsolutePosition
}

/// Error handling and `defer`, as The Swift Programming Language, "Error Handling" and "Statements"
/// (`defer`) define them.
extension Interpreter {
  func lowerThrow(_ t: ThrowStmtSyntax) -> LoweredStatement {
    let value = lowered(t.expression)
    let position = t.expression.positionAfterSkippingLeadingTrivia
    return { [unowned self] scope, _ in
      try tick(t)
      throw SceneThrownError(value: deref(try value(scope, nil)), position: position)
    }
  }

  /// `try x`, `try? x` (nil when `x` throws), `try! x` (a located error when it throws).
  func lowerTry(_ e: TryExprSyntax) -> LoweredExpression {
    let inner = lowered(e.expression)
    switch e.questionOrExclamationMark?.tokenKind {
    case .postfixQuestionMark?, .infixQuestionMark?:
      return node(ExprSyntax(e)) { scope, hint in
        do {
          return try inner(scope, hint.map(Self.wrappedHint))
        } catch is SceneThrownError {
          return .null
        } catch is SceneThrown {  // a cancelled `Task.sleep` (Swift's CancellationError)
          return .null
        }
      }
    case .exclamationMark?:
      return node(ExprSyntax(e)) { [unowned self] scope, hint in
        do {
          return try inner(scope, hint)
        } catch let thrown as SceneThrownError {
          throw EvalError(e, "'try!' expression unexpectedly raised an error: \(describe(thrown.value))")
        }
      }
    default:
      return node(ExprSyntax(e)) { scope, hint in try inner(scope, hint) }
    }
  }

  private static func wrappedHint(_ type: SceneType) -> SceneType { wrapped(type) ?? type }

  /// `do { … } catch Pattern where … { … } catch { … }`: the first clause whose pattern matches the thrown
  /// value runs, with `error` bound in a clause without patterns; no match rethrows.
  func lowerDoCatch(_ d: DoStmtSyntax) -> LoweredStatement {
    let body = loweredBlock(d.body.statements)
    struct Clause {
      let items: [(pattern: PatternMatcher, condition: LoweredExpression?)]
      let body: [LoweredStatement]
    }
    let clauses = d.catchClauses.map { clause in
      Clause(
        items: clause.catchItems.compactMap { item in
          item.pattern.map { (lowerCatchPattern($0), item.whereClause.map { lowered($0.condition) }) }
        },
        body: loweredBlock(clause.body.statements))
    }
    return { [unowned self] scope, builder in
      try tick(d)
      do {
        return try run(body, in: Scope(parent: scope), builder: builder)
      } catch let thrown as SceneThrownError {
        for clause in clauses {
          let clauseScope = Scope(parent: scope)
          if clause.items.isEmpty {
            clauseScope.declare("error", thrown.value, isConstant: true, type: thrown.value.sceneType)
            return try run(clause.body, in: clauseScope, builder: builder)
          }
          for item in clause.items where try item.pattern(thrown.value, clauseScope, nil) {
            if let condition = item.condition, try deref(condition(clauseScope, .bool)).asBool != true { continue }
            return try run(clause.body, in: clauseScope, builder: builder)
          }
        }
        throw thrown
      }
    }
  }

  /// A catch pattern: `let e as FetchError` and `is FetchError` test the thrown value's type (its own or
  /// a protocol it conforms to; every thrown value is an `Error`); anything else is an ordinary pattern.
  private func lowerCatchPattern(_ pattern: PatternSyntax) -> PatternMatcher {
    func isType(_ value: Value, _ name: String) -> Bool {
      if name == "Error" || name == "any Error" { return true }
      if let d = definition(of: value) { return d.name == name || d.simpleName == name || d.conforms(to: name) }
      return conforms(value, to: name)
    }
    if let isPattern = pattern.as(IsTypePatternSyntax.self) {
      let name = isPattern.type.trimmedDescription
      return { value, _, _ in isType(value, name) }
    }
    if let binding = pattern.as(ValueBindingPatternSyntax.self), let expr = binding.pattern.as(ExpressionPatternSyntax.self)?.expression,
      let cast = expr.as(AsExprSyntax.self), let variable = cast.expression.as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)
        ?? cast.expression.as(DeclReferenceExprSyntax.self).map({ IdentifierPatternSyntax(identifier: $0.baseName) })
    {
      let name = variable.identifier.text, typeName = cast.type.trimmedDescription
      return { value, scope, _ in
        guard isType(value, typeName) else { return false }
        scope.declare(name, value, isConstant: true, type: value.sceneType)
        return true
      }
    }
    return lowerMatch(pattern)
  }

  /// A block's statements with each `defer` taking the rest of the block: the rest runs, then the deferred
  /// body, whether the rest finished, returned, broke out or threw. Later `defer`s run first.
  func foldingDefers(_ items: [CodeBlockItemSyntax], _ statements: [LoweredStatement]) -> [LoweredStatement] {
    guard let offset = items.firstIndex(where: { $0.item.is(DeferStmtSyntax.self) }),
      let deferStmt = items[offset].item.as(DeferStmtSyntax.self)
    else { return statements }
    let before = Array(statements[..<offset])
    let rest = foldingDefers(Array(items[(offset + 1)...]), Array(statements[(offset + 1)...]))
    let deferred = loweredBlock(deferStmt.body.statements)
    let folded: LoweredStatement = { [unowned self] scope, builder in
      try tick(deferStmt)
      let flow: Flow
      do {
        flow = try run(rest, in: scope, builder: builder)
      } catch {
        _ = try run(deferred, in: Scope(parent: scope), builder: nil)
        throw error
      }
      _ = try run(deferred, in: Scope(parent: scope), builder: nil)
      return flow
    }
    return before + [folded]
  }

  /// How an uncaught thrown value reads in a diagnostic: `PasswordError.tooShort`.
  func describe(_ value: Value) -> String {
    switch value {
    case .enumCase(let e): return e.definition.name + "." + value.description
    default: return value.description
    }
  }

  func uncaughtError(_ thrown: SceneThrownError) -> SceneError {
    SceneError(diagnostics: [source.diagnostic(at: thrown.position, message: "error thrown and not caught: \(describe(thrown.value))")])
  }
}
