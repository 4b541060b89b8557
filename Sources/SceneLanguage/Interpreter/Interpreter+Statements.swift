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
      @unknown default: return false  // the toolchain's swift-syntax is resilient
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
    @unknown default: return nil  // the toolchain's swift-syntax is resilient
    }
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


}
