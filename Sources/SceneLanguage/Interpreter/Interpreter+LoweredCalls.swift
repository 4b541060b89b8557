import SwiftSyntax

/// Call lowering (see `Interpreter+Lowering.swift`).
extension Interpreter {
  /// `.name(…)`, `base.name(…)` and `name(…)`, with the callee's syntax read once; other callees are
  /// `lowerComputedCallee`'s (nil here).
  func lowerCall(_ call: FunctionCallExprSyntax) -> LoweredExpression? {
    let expr = ExprSyntax(call)
    let args = arguments(of: call)
    let position = start(of: call)
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
      // `.spring(duration: 0.3, bounce: 0.7)`: a static member of the expected type, or left for a typed
      // slot to resolve, its arguments evaluated untyped.
      let name = member.declName.baseName.text
      let declName = member.declName
      let untyped = args.compactMap { arg -> (label: String?, value: LoweredExpression)? in
        guard case .expr(let e) = arg.source else { return nil }
        return (arg.label, lowered(e))
      }
      return node(expr) { [unowned self] scope, hint in
        defer { currentPosition = position }
        currentPosition = position
        if let typeName = hint?.unwrapped.typeName, hint?.unwrapped != .any, canResolve(typeName) {
          let target = try staticMember(name, of: typeReference(named: typeName), hint: hint, node: declName, forCall: true, arguments: args)
          return try self.call(target, args, in: scope, hint: hint, node: call)
        }
        var evaluated: [(label: String?, value: Value)] = []
        for arg in untyped { evaluated.append((arg.label, deref(try arg.value(scope, nil)))) }
        return .implicitMember(ImplicitMember(name: name, arguments: evaluated))
      }
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      guard let baseExpr = member.base else { return nil }
      let name = member.declName.baseName.text
      let declName = member.declName
      let memberNode = Syntax(member.declName)
      let base = lowered(baseExpr)
      let chain = isImplicitMemberChainCached(baseExpr)
      let optionalChain = baseExpr.is(OptionalChainingExprSyntax.self)
      let receiverTarget = loweredTarget(baseExpr)
      return node(expr) { [unowned self] scope, hint in
        defer { currentPosition = position }
        currentPosition = position
        var value = try base(scope, chain ? hint : nil)
        if optionalChain {
          if case .null = value { return .null }
          if case .type = value { value = .type(.host("Optional")) }  // `Int?.some(1)`
        }
        if case .type(let t) = value {
          if name == "init" { return try construct(t, args, in: scope, hint: hint, node: call) }
          let target = try staticMember(name, of: t, hint: hint, node: declName, forCall: true, arguments: args)
          return try self.call(target, args, in: scope, hint: hint, node: call)
        }
        if name == "init", case .instance(let object) = deref(value), object.definition.kind == .classType {
          return try callInitializer(on: object, args, in: scope, node: call)  // `super.init(…)`
        }
        if isMutatingMethod(name, on: value) {
          var result: Value = .void
          try receiverTarget(scope) { receiver in
            result = try callMethod(name, on: &receiver, args, in: scope, hint: hint, node: call, memberNode: memberNode)
          }
          return result
        }
        var receiver = value
        return try callMethod(name, on: &receiver, args, in: scope, hint: hint, node: call, memberNode: memberNode)
      }
    }
    guard let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return nil }
    let name = ref.baseName.text
    if let resolved = resolvedNames[ref.id] {
      // A type or host function no value hides: neither a variable nor an implicit `self` method.
      return node(expr) { [unowned self] scope, hint in
        defer { currentPosition = position }
        currentPosition = position
        steps += 1  // the callee reference counts a step of its own
        if steps > budget.steps { throw EvalError(ref, "evaluation budget exceeded (more than \(budget.steps) steps)") }
        if case .type(let t) = resolved { return try construct(t, args, in: scope, hint: hint, node: call) }
        return try self.call(resolved, args, in: scope, hint: hint, node: call)
      }
    }
    if globalReferences.contains(ref.id) {
      // A file-scope function or variable no local or member hides: not an implicit `self` method.
      return node(expr) { [unowned self] scope, hint in
        defer { currentPosition = position }
        currentPosition = position
        steps += 1  // the callee reference counts a step of its own
        if steps > budget.steps { throw EvalError(ref, "evaluation budget exceeded (more than \(budget.steps) steps)") }
        let target = try globalValue(name) ?? identifier(ref, name: name, in: scope, hint: nil, arguments: args)
        if case .type(let t) = target { return try construct(t, args, in: scope, hint: hint, node: call) }
        return try self.call(target, args, in: scope, hint: hint, node: call)
      }
    }
    return node(expr) { [unowned self] scope, hint in
      defer { currentPosition = position }
      currentPosition = position
      // Implicit `self.method()` that mutates `self`.
      if lookupVariable(name, in: scope) == nil, let context = memberContext(scope), let selfVariable = context.selfVariable,
        isMutatingMethod(name, on: selfVariable.value),
        definition(of: selfVariable.value)?.methods[name] != nil || extensionMethods(name, of: selfVariable.value) != nil
      {
        guard context.selfIsMutable else {
          throw EvalError(ref, "cannot use mutating member on immutable value: 'self' is immutable")
        }
        return try callMethod(name, on: &selfVariable.value, args, in: scope, hint: hint, node: call)
      }
      steps += 1  // the callee reference counts a step of its own
      if steps > budget.steps { throw EvalError(ref, "evaluation budget exceeded (more than \(budget.steps) steps)") }
      let target = try identifier(ref, name: name, in: scope, hint: nil, arguments: args)
      if case .type(let t) = target { return try construct(t, args, in: scope, hint: hint, node: call) }
      return try self.call(target, args, in: scope, hint: hint, node: call)
    }
  }
}
