import SwiftSyntax

/// An assignable expression lowered to a read-modify-write: it finds the slot the expression names in
/// `scope` and applies the body to it, writing back through fields, setters and subscripts.
typealias LoweredTarget = (Scope, (inout Value) throws -> Void) throws -> Void

/// Assignment targets, lowered once per expression like values are (see `Interpreter+Lowering.swift`):
/// variables, `self`, fields (through `@State` cells, computed setters and host setters), array
/// elements, key-path and host subscripts, `x!` and `x?`.
extension Interpreter {
  /// Read-modify-write of an assignable expression.
  func modify(_ expr: ExprSyntax, in scope: Scope, _ body: (inout Value) throws -> Void) throws {
    try loweredTarget(expr)(scope, body)
  }

  func loweredTarget(_ expr: ExprSyntax) -> LoweredTarget {
    if let done = loweredTargets[expr.id] { return done }
    let target = lowerTarget(expr)
    loweredTargets[expr.id] = target
    return target
  }

  private func lowerTarget(_ expr: ExprSyntax) -> LoweredTarget {
    if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first {
      return loweredTarget(only.expression)
    }
    if let f = expr.as(ForceUnwrapExprSyntax.self) {
      let inner = loweredTarget(f.expression)
      return { scope, body in
        try inner(scope) { slot in
          guard case .some(var wrapped) = slot else {
            if case .null = slot { throw EvalError(f, "unexpectedly found nil while unwrapping an Optional value") }
            return try body(&slot)  // a present optional a host handed back unwrapped
          }
          try body(&wrapped)
          slot = .some(wrapped)
        }
      }
    }
    // `track?.title = "b"`: writes through a present optional, does nothing on nil.
    if let o = expr.as(OptionalChainingExprSyntax.self) {
      let inner = loweredTarget(o.expression)
      return { scope, body in
        try inner(scope) { slot in
          switch slot {
          case .null: return
          case .some(var wrapped):
            try body(&wrapped)
            slot = .some(wrapped)
          default: try body(&slot)
          }
        }
      }
    }
    if let ref = expr.as(DeclReferenceExprSyntax.self) {
      let name = ref.baseName.text
      return { [unowned self] scope, body in try modify(ref, name: name, in: scope, body) }
    }
    if let m = expr.as(MemberAccessExprSyntax.self), let baseExpr = m.base { return lowerMemberTarget(m, baseExpr) }
    if let s = expr.as(SubscriptCallExprSyntax.self) {
      guard s.arguments.count == 1 else { return { _, _ in throw EvalError(s, "subscripts take one argument") } }
      let argument = s.arguments[s.arguments.startIndex]
      let index = lowered(argument.expression)
      let label = argument.label?.text
      let container = loweredTarget(s.calledExpression)
      return { [unowned self] scope, body in
        let i = deref(try index(scope, nil))
        try container(scope) { c in try setSubscript(&c, index: i, label: label, node: s, body) }
      }
    }
    return { _, _ in throw EvalError(expr, "cannot assign to this expression") }
  }

  /// `base.name = …`: a static property of a scene type, a `@State`/`@Binding` field (a reference: no
  /// mutable base needed, as in SwiftUI), a member of `self`, or a field written back through the base.
  private func lowerMemberTarget(_ m: MemberAccessExprSyntax, _ baseExpr: ExprSyntax) -> LoweredTarget {
    let name = m.declName.baseName.text
    let declName = m.declName
    let position = m.declName.position
    let base = lowered(baseExpr)
    let baseIsSelf = baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    let writeBack = loweredTarget(baseExpr)
    return { [unowned self] scope, body in
      let value = try base(scope, nil)
      if case .type(.user(let d)) = value { return try modifyStatic(name, of: d, node: declName, body) }
      if case .instance(let i) = value, case .binding(let cell)? = i.fields[name] { return try body(&cell.value) }
      // `$count.wrappedValue += 1`, `$model.count = 0`: through the binding, wherever it came from.
      if case .binding(let cell) = value {
        if name == "wrappedValue" { return try body(&cell.value) }
        return try setMember(name, of: &cell.value, position: position, body)
      }
      if case .host(let h) = value, h.isReference {  // `formatter.dateFormat = …` on a `let formatter`
        var object = value
        return try setMember(name, of: &object, position: position, body)
      }
      if baseIsSelf, let context = memberContext(scope) { return try modifyMember(name, ofSelf: context, node: declName, body) }
      try writeBack(scope) { baseValue in try setMember(name, of: &baseValue, position: position, body) }
    }
  }
}
