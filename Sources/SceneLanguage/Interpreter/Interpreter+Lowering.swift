import SwiftSyntax

/// An expression lowered to a Swift closure over the scope it runs in and the type its context expects.
typealias LoweredExpression = (Scope, SceneType?) throws -> Value

/// Lowering: each expression is compiled once, the first time it runs, into a closure that holds
/// everything its syntax says (literal values, names, operators, which operand is a flexible literal,
/// its children's closures), so running it again reads no syntax. Every expression kind is lowered (the
/// rarer ones in `Interpreter+LoweredForms.swift`); there is no syntax-walking evaluator. Every lowered
/// node counts one step and one nesting level, so budgets and their diagnostics stay as they were.
extension Interpreter {
  /// Evaluates an expression: its lowered closure, compiled on first use.
  @inline(__always)
  func evaluate(_ expr: ExprSyntax, in scope: Scope, hint: SceneType?) throws -> Value {
    try lowered(expr)(scope, hint)
  }

  func lowered(_ expr: ExprSyntax) -> LoweredExpression {
    if let done = loweredExpressions[expr.id] { return done }
    let closure = lower(expr)
    loweredExpressions[expr.id] = closure
    return closure
  }

  /// A lowered node: one step, one nesting level, then `body`.
  func node(_ expr: ExprSyntax, _ body: @escaping LoweredExpression) -> LoweredExpression {
    { [unowned self] scope, hint in
      steps += 1
      if steps > budget.steps { throw EvalError(expr, "evaluation budget exceeded (more than \(budget.steps) steps)") }
      nesting += 1
      defer { nesting -= 1 }
      if nesting > nestingLimit { throw EvalError(expr, "evaluation budget exceeded (expression nesting too deep)") }
      return try body(scope, hint)
    }
  }

  private func lower(_ expr: ExprSyntax) -> LoweredExpression {
    switch expr.as(ExprSyntaxEnum.self) {
    case .integerLiteralExpr(let e):
      let raw = e.literal.text
      let text = raw.contains("_") ? raw.replacingOccurrences(of: "_", with: "") : raw
      let parsed: Int? =
        text.hasPrefix("0x") ? Int(text.dropFirst(2), radix: 16)
        : text.hasPrefix("0b") ? Int(text.dropFirst(2), radix: 2)
        : text.hasPrefix("0o") ? Int(text.dropFirst(2), radix: 8) : Int(text)
      guard let i = parsed else {
        // Too large for Int: a Double in a Double context, as Swift's literal typing allows.
        let widened = Double(text)
        return node(expr) { _, hint in
          if hint?.unwrapped == .double, let widened { return .double(widened) }
          throw EvalError(e, "integer literal '\(raw)' overflows when stored into 'Int'")
        }
      }
      let double = Value.double(Double(i))
      return node(expr) { _, hint in hint?.unwrapped == .double ? double : .int(i) }
    case .floatLiteralExpr(let e):
      let raw = e.literal.text
      guard let d = Double(raw.contains("_") ? raw.replacingOccurrences(of: "_", with: "") : raw) else {
        return failing(expr, "invalid floating-point literal '\(raw)'")
      }
      return node(expr) { _, hint in
        if hint?.unwrapped == .int { throw EvalError(e, "cannot convert value of type 'Double' to expected type 'Int'") }
        return .double(d)
      }
    case .booleanLiteralExpr(let e):
      let value = Value.bool(e.literal.tokenKind == .keyword(.true))
      return node(expr) { _, _ in value }
    case .nilLiteralExpr:
      return node(expr) { _, _ in .null }
    case .stringLiteralExpr(let e):
      return lowerString(e)
    case .declReferenceExpr(let e):
      if let resolved = resolvedNames[e.id] { return node(expr) { _, _ in resolved } }
      let name = e.baseName.text
      if globalReferences.contains(e.id) {
        return node(expr) { [unowned self] scope, hint in try globalValue(name) ?? identifier(e, name: name, in: scope, hint: hint) }
      }
      return node(expr) { [unowned self] scope, hint in try identifier(e, name: name, in: scope, hint: hint) }
    case .memberAccessExpr(let e) where e.base == nil:
      // `.red`, `.zero`: resolved against the expected type, or left for a typed slot to resolve.
      let member = Value.implicitMember(ImplicitMember(name: e.declName.baseName.text, arguments: nil))
      let position = e.position
      return node(expr) { [unowned self] _, hint in
        if let hint, let typeName = hint.unwrapped.typeName, hint.unwrapped != .any, canResolve(typeName) {
          return try coerce(member, to: hint, position: position)
        }
        return member
      }
    case .switchExpr(let e) where isComplete(expr):
      return lowerSwitch(e) ?? unsupportedConditionalCompilation(e)
    case .switchExpr(let e):
      return lowerStatementExpression(e)
    case .memberAccessExpr(let e):
      guard let baseExpr = e.base else { return failing(expr, "expected a member base") }  // `.name`: above
      let base = lowered(baseExpr)
      let name = e.declName.baseName.text
      let chain = isImplicitMemberChainCached(baseExpr)
      let optionalChain = baseExpr.is(OptionalChainingExprSyntax.self)
      let declName = e.declName
      // `$model.isOn`, `self.$flag.wrappedValue`: a binding to the member (see `projectedMember`).
      let projected = Self.isProjection(baseExpr)
      return node(expr) { [unowned self] scope, hint in
        let value = try base(scope, chain ? hint : nil)
        if projected { return try projectedMember(name, of: value, node: declName) }
        return try member(name, of: value, baseIsOptionalChain: optionalChain, hint: hint, node: declName)
      }
    case .tupleExpr(let e) where e.elements.count == 1 && e.elements.first?.label == nil:
      let inner = lowered(e.elements[e.elements.startIndex].expression)
      return node(expr) { scope, hint in try inner(scope, hint) }
    case .infixOperatorExpr(let e):
      return lowerInfix(e)
    case .prefixOperatorExpr(let e):
      return lowerPrefix(e)
    case .functionCallExpr(let e):
      return lowerCall(e) ?? lowerComputedCallee(e)
    case .arrayExpr(let e):
      return node(expr, lowerArray(e))
    case .subscriptCallExpr(let e) where e.arguments.count == 1:
      let argument = e.arguments[e.arguments.startIndex]
      let container = lowered(e.calledExpression)
      let index = lowered(argument.expression)
      let keyPathLabel = argument.label?.text == "keyPath"
      let projected = Self.isProjection(e.calledExpression)  // `$items[i]`: a binding to the element
      return node(expr) { [unowned self] scope, _ in
        let raw = try container(scope, nil)
        let i = deref(try index(scope, nil))
        if projected, case .binding(let cell) = raw { return try elementBinding(cell, i, node: e) }
        return try subscriptValue(deref(raw), i, keyPathLabel: keyPathLabel, node: e)
      }
    case .inOutExpr(let e):
      let inner = lowered(e.expression)
      return node(expr) { scope, hint in try inner(scope, hint) }
    case .genericSpecializationExpr(let e):
      let inner = lowered(e.expression)
      return node(expr) { scope, hint in try inner(scope, hint) }
    case .closureExpr(let e):
      return node(expr) { scope, _ in .function(FunctionValue(.closure(e, scope))) }
    case .tupleExpr(let e):
      // A tuple of two or more (or labelled) elements; `(x)` is handled above.
      let elements = e.elements.map { lowered($0.expression) }
      let labels = e.elements.map { $0.label?.text }
      return node(expr) { [unowned self] scope, _ in
        var values: [Value] = []
        values.reserveCapacity(elements.count)
        for element in elements { values.append(deref(try element(scope, nil))) }
        return .tuple(values, labels: labels)
      }
    case .keyPathExpr(let e):
      var components: [String] = []
      for component in e.components {
        guard case .property(let p) = component.component else {
          return node(expr) { _, _ in throw EvalError(component, "only property key paths are supported") }
        }
        components.append(p.declName.baseName.text)
      }
      let keyPath = Value.keyPath(KeyPathValue(root: e.root?.trimmedDescription, components: components))
      return node(expr) { _, _ in keyPath }
    case .asExpr(let e):
      // The written type resolves in the declaring type's scope: the same on every run.
      let inner = lowered(e.expression)
      let written = e.type
      let conditional = e.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
      let position = e.position
      let target = LoweredTypeBox()
      return node(expr) { [unowned self] scope, _ in
        if target.type == nil { target.type = sceneType(written, in: scope) }
        let type = target.type ?? .any
        let v = try inner(scope, type)
        if conditional { return (try? coerce(v, to: type, position: position)) ?? .null }
        return try coerce(v, to: type, position: position)
      }
    case .ifExpr(let e) where isComplete(expr):
      return lowerIfExpression(e)
    case .ifExpr(let e):
      return lowerStatementExpression(e)
    case .forceUnwrapExpr(let e):
      let inner = lowered(e.expression)
      return node(expr) { [unowned self] scope, hint in
        let v = deref(try inner(scope, hint.map { .optional($0) }))
        guard let payload = v.optionalPayload else { throw EvalError(e, "unexpectedly found nil while unwrapping an Optional value") }
        return payload
      }
    case .optionalChainingExpr(let e):
      let inner = lowered(e.expression)
      return node(expr) { [unowned self] scope, hint in
        let v = deref(try inner(scope, hint))
        if case .type = v { return v }  // `String?` as a type: `String?.none`
        return v.optionalPayload ?? .null
      }
    case .ternaryExpr(let e):
      let condition = lowerCondition(e.condition)
      let then = lowered(e.thenExpression)
      let otherwise = lowered(e.elseExpression)
      // `flag ? 1 : 0.5`: an integer-literal branch beside a Double literal is a Double.
      let thenIsDouble = Self.integerLiteralTree(e.thenExpression) && Self.literalType(e.elseExpression) == .double
      let elseIsDouble = Self.integerLiteralTree(e.elseExpression) && Self.literalType(e.thenExpression) == .double
      return node(expr) { scope, hint in
        if try condition(scope) { return try then(scope, hint ?? (thenIsDouble ? .double : nil)) }
        return try otherwise(scope, hint ?? (elseIsDouble ? .double : nil))
      }
    case .superExpr(let e):
      return node(expr) { [unowned self] scope, _ in try superValue(in: scope, node: e) }
    default:
      return lowerRareForm(expr)
    }
  }

  /// `target = value`: the target's current (or declared) type types the value;
  /// an optional slot gets `.some`. Subscript targets and `_ = …` are in `Interpreter+LoweredForms.swift`.
  private func lowerAssignment(_ e: InfixOperatorExprSyntax) -> LoweredExpression {
    if e.leftOperand.is(DiscardAssignmentExprSyntax.self) { return lowerDiscard(e) }
    if let sub = e.leftOperand.as(SubscriptCallExprSyntax.self) { return lowerSubscriptAssignment(e, sub) }
    let (l, r) = (lowered(e.leftOperand), lowered(e.rightOperand))
    let target = loweredTarget(e.leftOperand)
    let leftVariable = e.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text
    let rightVariable = e.rightOperand.as(DeclReferenceExprSyntax.self)?.baseName.text
    let position = e.rightOperand.position
    if Self.isWrapperStorage(e.leftOperand) {
      // `self._rating = rating`: the binding itself is stored, not its value.
      return node(ExprSyntax(e)) { scope, _ in
        let value = try r(scope, nil)
        try target(scope) { $0 = value }
        return .void
      }
    }
    return node(ExprSyntax(e)) { [unowned self] scope, _ in
      var targetType = try? deref(l(scope, nil)).sceneType
      if let name = leftVariable, let declared = declaredType(of: name, in: scope), declared.isOptional { targetType = declared }
      var value = deref(try r(scope, targetType))
      if let targetType, targetType.isOptional {
        // A slot holding nil (or declared optional) is optional: a new value is `.some`.
        value = try fit(value, to: targetType, from: rightVariable.flatMap { declaredType(of: $0, in: scope) }, position: position)
      } else if let targetType, targetType != .optional(.any) {
        value = try coerce(value, to: targetType, position: position)
      }
      try target(scope) { $0 = value }
      return .void
    }
  }

  /// A condition: its value must be a `Bool`.
  func lowerCondition(_ expr: ExprSyntax) -> (Scope) throws -> Bool {
    let inner = lowered(expr)
    return { [unowned self] scope in
      let value = deref(try inner(scope, .bool))
      guard case .bool(let b) = value else {
        throw EvalError(expr, "cannot convert value of type '\(value.sceneType)' to expected condition type 'Bool'")
      }
      return b
    }
  }

  private func lowerString(_ e: StringLiteralExprSyntax) -> LoweredExpression {
    enum Part {
      case text(String)
      case value(LoweredExpression)
    }
    let raw = e.openingPounds != nil
    var parts: [Part] = []
    for segment in e.segments {
      switch segment {
      case .stringSegment(let s): parts.append(.text(raw ? s.content.text : Self.unescape(s.content.text)))
      case .expressionSegment(let s):
        guard let first = s.expressions.first else { continue }
        parts.append(.value(lowered(first.expression)))
      @unknown default: continue  // the toolchain's swift-syntax is resilient
      }
    }
    let expr = ExprSyntax(e)
    if parts.allSatisfy({ if case .text = $0 { true } else { false } }) {
      let text = parts.map { if case .text(let t) = $0 { t } else { "" } }.joined()
      return node(expr) { [unowned self] _, _ in
        try checkString(text, e)
        return .string(text)
      }
    }
    return node(expr) { [unowned self] scope, _ in
      var result = ""
      for part in parts {
        switch part {
        case .text(let t): result += t
        case .value(let v): result += deref(try v(scope, nil)).description
        }
        try checkString(result, e)
      }
      return .string(result)
    }
  }

  private func lowerPrefix(_ e: PrefixOperatorExprSyntax) -> LoweredExpression {
    let expr = ExprSyntax(e)
    switch e.operator.text {
    case "-":
      let inner = lowered(e.expression)
      return node(expr) { [unowned self] scope, hint in
        let v = deref(try inner(scope, hint))
        switch v {
        case .int(let i):
          let (r, overflow) = Int(0).subtractingReportingOverflow(i)
          if overflow { throw EvalError(e, "arithmetic overflow") }
          return .int(r)
        case .double(let d): return .double(-d)
        case .host(let h):
          if let negate = registry.negate[h.typeName] { return try negate(v) }
          throw EvalError(e, "unary operator '-' cannot be applied to an operand of type '\(h.typeName)'")
        default:
          throw EvalError(e, "unary operator '-' cannot be applied to an operand of type '\(v.sceneType)'")
        }
      }
    case "!":
      let condition = lowerCondition(e.expression)
      return node(expr) { scope, _ in .bool(try !condition(scope)) }
    case "+":
      let inner = lowered(e.expression)
      return node(expr) { scope, hint in try inner(scope, hint) }
    default:
      return failing(expr, "unsupported prefix operator '\(e.operator.text)'")
    }
  }

  private func lowerInfix(_ e: InfixOperatorExprSyntax) -> LoweredExpression {
    if e.operator.is(AssignmentExprSyntax.self) { return lowerAssignment(e) }
    guard let opNode = e.operator.as(BinaryOperatorExprSyntax.self) else {
      let op = e.operator
      return node(ExprSyntax(e)) { _, _ in throw EvalError(op, "unsupported operator '\(op.trimmedDescription)'") }
    }
    let op = opNode.operator.text
    let expr = ExprSyntax(e)
    switch op {
    case "&&":
      let (l, r) = (lowerCondition(e.leftOperand), lowerCondition(e.rightOperand))
      return node(expr) { scope, _ in .bool(try l(scope) && r(scope)) }
    case "||":
      let (l, r) = (lowerCondition(e.leftOperand), lowerCondition(e.rightOperand))
      return node(expr) { scope, _ in .bool(try l(scope) || r(scope)) }
    case "??":
      let (l, r) = (lowered(e.leftOperand), lowered(e.rightOperand))
      return node(expr) { [unowned self] scope, hint in
        let left = deref(try l(scope, hint.map { .optional($0) }))
        guard let payload = left.optionalPayload else { return try r(scope, hint) }
        return payload
      }
    case "+=", "-=", "*=", "/=", "%=":
      let (l, r) = (lowered(e.leftOperand), lowered(e.rightOperand))
      let base = String(op.dropLast())
      let target = loweredTarget(e.leftOperand)
      return node(expr) { [unowned self] scope, _ in
        let current = deref(try l(scope, nil))
        var rhs = deref(try r(scope, current.sceneType))
        // `total += phase` in an action inside a PhaseAnimator over `[1, 10, 100]`: Swift typed those
        // phases Double from this very use, which the phase list (read as Ints) could not see.
        if case .double = current, case .int(let i) = rhs { rhs = .double(Double(i)) }
        let result = try binary(base, current, rhs, node: e)
        try target(scope) { $0 = result }
        return .void
      }
    default:
      break
    }
    // Swift's literal typing, approximated: a flexible operand (integer literal or implicit
    // member) takes the other operand's type, so the other one runs first.
    let arithmetic = ["+", "-", "*", "/", "%"].contains(op)
    let range = op == "..." || op == "..<"
    let leftIsFlexible = Self.integerLiteralTree(e.leftOperand) || Self.isImplicitMember(e.leftOperand)
    let rightIsFlexible = Self.integerLiteralTree(e.rightOperand) || Self.isImplicitMember(e.rightOperand)
    let leftIsMember = Self.isImplicitMember(e.leftOperand)
    let (l, r) = (lowered(e.leftOperand), lowered(e.rightOperand))
    return node(expr) { [unowned self] scope, hint in
      var numericHint: SceneType? = arithmetic && (hint?.unwrapped == .double || hint?.unwrapped == .int) ? hint?.unwrapped : nil
      // `Double.random(in: 0...1)`: the bounds of a range of doubles are doubles.
      if range, hint?.unwrapped == .named("DoubleRange") { numericHint = .double }
      // `.now() + 0.5` where a `DispatchTime` is expected: the member is the expected type's.
      var memberHint: SceneType?
      if arithmetic, leftIsMember, case .named? = hint?.unwrapped { memberHint = hint?.unwrapped }
      let left: Value
      let right: Value
      if leftIsFlexible && !rightIsFlexible {
        right = deref(try r(scope, numericHint))
        // The other operand's type first, unless it is a number (`.now() + 0.5` is not a Double).
        let rightHint = Self.operandHint(right)
        let isNumber = rightHint == nil || rightHint == .double || rightHint == .int
        left = deref(try l(scope, numericHint ?? (isNumber ? memberHint ?? rightHint : rightHint)))
      } else {
        left = deref(try l(scope, numericHint ?? memberHint))
        right = deref(try r(scope, rightIsFlexible ? (numericHint ?? Self.operandHint(left)) : numericHint))
      }
      return try binary(op, left, right, node: e)
    }
  }
}
