import SwiftSyntax

/// The rarer expression forms, lowered like the rest (see `Interpreter+Lowering.swift`): dictionary
/// literals, `Type.self`-style type expressions, computed callees (`(f)(x)`, `makeAction()()`), `_ = …`,
/// subscript assignments, `if`/`switch` whose value is unused, and the forms that are always errors.
extension Interpreter {
  /// A node that counts its step, then fails with `message` at `expr`.
  func failing(_ expr: ExprSyntax, _ message: String) -> LoweredExpression {
    node(expr) { _, _ in throw EvalError(expr, message) }
  }

  func lowerRareForm(_ expr: ExprSyntax) -> LoweredExpression {
    if let effect = lowerEffect(expr) { return effect }  // `await`, `try` (Interpreter+LoweredEffects.swift)
    switch expr.as(ExprSyntaxEnum.self) {
    case .dictionaryExpr(let e):
      return lowerDictionary(e)
    case .typeExpr(let e):
      // The written type resolves in the declaring type's scope: the same on every run.
      let written = e.type
      let text = e.type.trimmedDescription
      let resolved = LoweredTypeBox()
      return node(expr) { [unowned self] scope, _ in
        if resolved.type == nil { resolved.type = sceneType(written, in: scope) }
        return .type(typeReference(named: resolved.type?.typeName ?? text))
      }
    case .subscriptCallExpr(let e):
      if let defaulted = lowerDefaultSubscript(e) { return defaulted }  // `counts[key, default: 0]`
      // One-argument subscripts are lowered with the common forms; anything else is an error once the
      // container is known to exist.
      let container = lowered(e.calledExpression)
      return node(expr) { scope, _ in
        _ = try container(scope, nil)
        throw EvalError(e, "subscripts take one argument")
      }
    case .tryExpr(let e):
      return lowerTry(e)
    case .discardAssignmentExpr:
      return failing(expr, "'_' can only appear in a pattern or on the left side of an assignment")
    case .macroExpansionExpr(let e) where e.macroName.text == "colorLiteral" && registry.types["UIColor"] != nil:
      // Xcode's colour literal is a `UIColor(red:green:blue:alpha:)`; where a `Color` is expected, the same
      // components build one (`alpha` is its `opacity`).
      let args = e.arguments.map {
        CallArgument(label: $0.label?.text, source: .expr($0.expression), isTrailingClosure: false, position: $0.positionAfterSkippingLeadingTrivia)
      }
      return node(expr) { [unowned self] scope, hint in
        if hint?.unwrapped == .named("Color") {
          let colorArgs = args.map { a -> CallArgument in var a = a; if a.label == "alpha" { a.label = "opacity" }; return a }
          return try construct(.host("Color"), colorArgs, in: scope, hint: hint, node: e)
        }
        return try construct(.host("UIColor"), args, in: scope, hint: hint, node: e)
      }
    case .macroExpansionExpr(let e):
      return failing(expr, "macro '#\(e.macroName.text)' is not supported in scenes")
    case .editorPlaceholderExpr:
      return failing(expr, "editor placeholder in source file")
    default:
      return failing(expr, "unsupported expression '\(expr.trimmedDescription.prefix(40))'")
    }
  }

  /// `[key: value, …]`: keys and values typed by the expected dictionary type; a repeated key is an
  /// error, where Swift traps.
  private func lowerDictionary(_ e: DictionaryExprSyntax) -> LoweredExpression {
    var elements: [(key: LoweredExpression, value: LoweredExpression, keyNode: ExprSyntax)] = []
    if case .elements(let list) = e.content {
      elements = list.map { (lowered($0.key), lowered($0.value), $0.key) }
    }
    let count = elements.count
    return node(ExprSyntax(e)) { [unowned self] scope, hint in
      var keyHint: SceneType?
      var valueHint: SceneType?
      if case .dictionary(let k, let v)? = hint?.unwrapped { (keyHint, valueHint) = (k, v) }
      var entries: [DictionaryEntry] = []
      if count > 0 { try checkCollection(count, e) }
      entries.reserveCapacity(count)
      for element in elements {
        let key = deref(try element.key(scope, keyHint))
        let value = deref(try element.value(scope, valueHint))
        if Value.index(of: key, in: entries) != nil {
          throw EvalError(element.keyNode, "dictionary literal has duplicate key '\(key)'")
        }
        entries.append(DictionaryEntry(key: key, value: value))
      }
      return .dictionary(entries)
    }
  }

  /// A call whose callee is computed (`(f)(x)`, `handlers[0]()`, `{ … }()`): the callee's value is
  /// called, or constructed when it is a type.
  func lowerComputedCallee(_ call: FunctionCallExprSyntax) -> LoweredExpression {
    let callee = lowered(call.calledExpression)
    let args = arguments(of: call)
    let position = start(of: call)
    return node(ExprSyntax(call)) { [unowned self] scope, hint in
      defer { currentPosition = position }
      currentPosition = position
      let target = try callee(scope, nil)
      if case .type(let t) = target { return try construct(t, args, in: scope, hint: hint, node: call) }
      return try self.call(target, args, in: scope, hint: hint, node: call)
    }
  }

  /// `_ = value`: evaluated for its effects.
  func lowerDiscard(_ e: InfixOperatorExprSyntax) -> LoweredExpression {
    let value = lowered(e.rightOperand)
    return node(ExprSyntax(e)) { scope, _ in
      _ = try value(scope, nil)
      return .void
    }
  }

  /// `container[index] = value`: the element's current type types the value; for a new dictionary key,
  /// the dictionary's declared (or first entry's) value type. `dict[key] = nil` removes the entry.
  func lowerSubscriptAssignment(_ e: InfixOperatorExprSyntax, _ sub: SubscriptCallExprSyntax) -> LoweredExpression {
    let (current, value) = (lowered(e.leftOperand), lowered(e.rightOperand))
    let container = lowered(sub.calledExpression)
    let containerName = sub.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    let target = loweredTarget(e.leftOperand)
    let position = e.rightOperand.position
    return node(ExprSyntax(e)) { [unowned self] scope, _ in
      var targetType = try? deref(current(scope, nil)).sceneType
      if targetType == nil || targetType == .optional(.any) {
        if let containerName, case .dictionary(_, let valueType)? = lookupVariable(containerName, in: scope)?.type, valueType != .any {
          targetType = valueType
        } else if case .dictionary(let entries)? = try? deref(container(scope, nil)), let first = entries.first {
          targetType = first.value.sceneType
        }
      }
      var result = deref(try value(scope, targetType))
      if let targetType, targetType != .optional(.any), !result.isNull {
        result = try coerce(result, to: targetType, position: position)
      }
      try target(scope) { $0 = result }
      return .void
    }
  }

  /// An `if` without a final `else`, or with statement branches, used where a value is read: it runs
  /// as a statement and is `()`.
  func lowerStatementExpression(_ e: IfExprSyntax) -> LoweredExpression {
    let statement = lowerIf(e, counted: nil)
    return node(ExprSyntax(e)) { scope, _ in
      guard case .normal = try statement(scope, nil) else {
        throw EvalError(e, "'return', 'break' or 'continue' inside this 'if' is not supported here")
      }
      return .void
    }
  }

  func lowerStatementExpression(_ e: SwitchExprSyntax) -> LoweredExpression {
    guard let statement = lowerSwitchStatement(e, counted: nil) else { return unsupportedConditionalCompilation(e) }
    return node(ExprSyntax(e)) { scope, _ in
      guard case .normal = try statement(scope, nil) else {
        throw EvalError(e, "'return', 'break' or 'continue' inside this 'switch' is not supported here")
      }
      return .void
    }
  }

  /// A `switch` with `#if` among its cases: counted as a switch, its subject evaluated, then reported.
  func unsupportedConditionalCompilation(_ e: SwitchExprSyntax) -> LoweredExpression {
    let subject = lowered(e.subject)
    let element = e.cases.first { if case .ifConfigDecl = $0 { true } else { false } }
    return node(ExprSyntax(e)) { [unowned self] scope, _ in
      try tick(e)
      _ = try subject(scope, nil)
      throw EvalError(element.map(Syntax.init) ?? Syntax(e), "'#if' inside 'switch' is not supported")
    }
  }
}
