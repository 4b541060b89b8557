import SwiftSyntax

/// `await` and `try`: an `await` evaluates its operand (a task suspends inside the call itself, see
/// `SceneTask`); `try` and `try!` evaluate theirs; `try?` turns an error Swift code could catch
/// (`SceneThrown`, e.g. a cancelled `Task.sleep`) into nil. Interpreter errors (a budget, a missing
/// member) and a task's abandonment are never caught: they are the scene's errors, not its values.
extension Interpreter {
  func lowerEffect(_ expr: ExprSyntax) -> LoweredExpression? {
    if let e = expr.as(AwaitExprSyntax.self) {
      let inner = lowered(e.expression)
      return node(expr) { scope, hint in try inner(scope, hint) }
    }
    guard let e = expr.as(TryExprSyntax.self) else { return nil }
    let inner = lowered(e.expression)
    guard e.questionOrExclamationMark?.tokenKind == .postfixQuestionMark else {
      return node(expr) { scope, hint in try inner(scope, hint) }
    }
    return node(expr) { scope, hint in
      do {
        return try inner(scope, hint.map { $0.isOptional ? $0 : .optional($0) })
      } catch is SceneThrown {
        return .null
      }
    }
  }
}
