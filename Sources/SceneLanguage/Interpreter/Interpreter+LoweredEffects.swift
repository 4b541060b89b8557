import SwiftSyntax

/// `await` and `try`: an `await` evaluates its operand (a task suspends inside the call itself, see
/// `SceneTask`). `try?` (in `lowerTry`) also turns an error Swift code could catch from the clock
/// (`SceneThrown`, e.g. a cancelled `Task.sleep`) into nil. Interpreter errors (a budget, a missing
/// member) and a task's abandonment are never caught: they are the scene's errors, not its values.
extension Interpreter {
  func lowerEffect(_ expr: ExprSyntax) -> LoweredExpression? {
    if let e = expr.as(AwaitExprSyntax.self) {
      let inner = lowered(e.expression)
      return node(expr) { scope, hint in try inner(scope, hint) }
    }
    return nil  // `try` is lowered with `do`/`catch` (Interpreter+Errors.swift)
  }
}
