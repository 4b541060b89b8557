import SwiftSyntax

extension SceneProgram {
  /// Labels of the arguments the top-level `Scene(…)` call spells out, so callers can tell a
  /// default (say, `duration`) from one the author chose.
  public var sceneArgumentLabels: Set<String> {
    for statement in source.tree.statements {
      let call = statement.item.as(FunctionCallExprSyntax.self)
        ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
      guard let call, call.calledExpression.trimmedDescription == "Scene" else { continue }
      return Set(call.arguments.compactMap { $0.label?.text })
    }
    return []
  }
}
