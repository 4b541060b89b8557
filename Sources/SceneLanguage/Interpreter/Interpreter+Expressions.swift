import SwiftSyntax

extension Interpreter {
  func deref(_ value: Value) -> Value {
    if case .binding(let cell) = value { return cell.value }
    return value
  }

  /// Evaluates an expression by walking its syntax: the fallback for expression kinds `compile` does not
  /// lower (see `Interpreter+Lowering.swift`). `hint` is the type the context expects; it types literals
  /// and implicit members.
  func interpret(_ expr: ExprSyntax, in scope: Scope, hint: SceneType?) throws -> Value {
    try tick(expr)
    nesting += 1
    defer { nesting -= 1 }
    if nesting > nestingLimit { throw EvalError(expr, "evaluation budget exceeded (expression nesting too deep)") }

    switch expr.as(ExprSyntaxEnum.self) {
    case .integerLiteralExpr(let e):
      // Literals are read on every evaluation: skip Foundation's replace unless there is a separator.
      let raw = e.literal.text
      let text = raw.contains("_") ? raw.replacingOccurrences(of: "_", with: "") : raw
      let parsed: Int? =
        text.hasPrefix("0x") ? Int(text.dropFirst(2), radix: 16)
        : text.hasPrefix("0b") ? Int(text.dropFirst(2), radix: 2)
        : text.hasPrefix("0o") ? Int(text.dropFirst(2), radix: 8) : Int(text)
      guard let i = parsed else {
        if hint?.unwrapped == .double, let d = Double(text) { return .double(d) }
        throw EvalError(e, "integer literal '\(e.literal.text)' overflows when stored into 'Int'")
      }
      return hint?.unwrapped == .double ? .double(Double(i)) : .int(i)
    case .floatLiteralExpr(let e):
      let raw = e.literal.text
      guard let d = Double(raw.contains("_") ? raw.replacingOccurrences(of: "_", with: "") : raw) else {
        throw EvalError(e, "invalid floating-point literal '\(e.literal.text)'")
      }
      if hint?.unwrapped == .int { throw EvalError(e, "cannot convert value of type 'Double' to expected type 'Int'") }
      return .double(d)
    case .booleanLiteralExpr(let e):
      return .bool(e.literal.tokenKind == .keyword(.true))
    case .nilLiteralExpr:
      return .null
    case .stringLiteralExpr(let e):
      return try evaluateString(e, in: scope)
    case .declReferenceExpr(let e):
      return try identifier(e, in: scope, hint: hint)
    case .memberAccessExpr(let e):
      return try memberAccess(e, in: scope, hint: hint)
    case .functionCallExpr(let e):
      return try evaluateCall(e, in: scope, hint: hint)
    case .closureExpr(let e):
      return .function(FunctionValue(.closure(e, scope)))
    case .arrayExpr(let e):
      return try lowerArray(e)(scope, hint)  // normally reached lowered, through `lower`
    case .dictionaryExpr(let e):
      var keyHint: SceneType?
      var valueHint: SceneType?
      if case .dictionary(let k, let v)? = hint?.unwrapped { keyHint = k; valueHint = v }
      var entries: [DictionaryEntry] = []
      if case .elements(let elements) = e.content {
        try checkCollection(elements.count, e)
        for element in elements {
          let key = deref(try evaluate(element.key, in: scope, hint: keyHint))
          let value = deref(try evaluate(element.value, in: scope, hint: valueHint))
          if Value.index(of: key, in: entries) != nil {
            throw EvalError(element.key, "dictionary literal has duplicate key '\(key)'")  // Swift traps here
          }
          entries.append(DictionaryEntry(key: key, value: value))
        }
      }
      return .dictionary(entries)
    case .tupleExpr(let e):
      if e.elements.count == 1, let only = e.elements.first, only.label == nil {
        return try evaluate(only.expression, in: scope, hint: hint)
      }
      var values: [Value] = []
      for element in e.elements { values.append(deref(try evaluate(element.expression, in: scope, hint: nil))) }
      return .tuple(values, labels: e.elements.map { $0.label?.text })
    case .prefixOperatorExpr(let e):
      return try evaluatePrefix(e, in: scope, hint: hint)
    case .infixOperatorExpr(let e):
      return try evaluateInfix(e, in: scope, hint: hint)
    case .ternaryExpr(let e):
      let branch = try evaluateBool(e.condition, in: scope) ? e.thenExpression : e.elseExpression
      let other = branch == e.thenExpression ? e.elseExpression : e.thenExpression
      var branchHint = hint
      if branchHint == nil, Self.integerLiteralTree(branch), Self.literalType(other) == .double { branchHint = .double }
      return try evaluate(branch, in: scope, hint: branchHint)
    case .forceUnwrapExpr(let e):
      let v = deref(try evaluate(e.expression, in: scope, hint: hint.map { .optional($0) }))
      guard let payload = v.optionalPayload else { throw EvalError(e, "unexpectedly found nil while unwrapping an Optional value") }
      return payload
    case .optionalChainingExpr(let e):
      // The chain goes on with the wrapped value; a nil ends it where the member access is (see `memberAccess`).
      let v = deref(try evaluate(e.expression, in: scope, hint: hint))
      if case .type = v { return v }  // `String?` as a type: `String?.none`
      return v.optionalPayload ?? .null
    case .keyPathExpr(let e):
      var components: [String] = []
      for component in e.components {
        guard case .property(let p) = component.component else {
          throw EvalError(component, "only property key paths are supported")
        }
        components.append(p.declName.baseName.text)
      }
      return .keyPath(KeyPathValue(root: e.root?.trimmedDescription, components: components))
    case .subscriptCallExpr(let e):
      return try evaluateSubscript(e, in: scope)
    case .ifExpr(let e):
      if !isComplete(ExprSyntax(e)) {
        switch try executeIf(e, in: scope, builder: nil) {
        case .normal: return .void
        default: throw EvalError(e, "'return', 'break' or 'continue' inside this 'if' is not supported here")
        }
      }
      return try evaluateIfExpression(e, in: scope, hint: hint)
    case .switchExpr(let e):
      if !isComplete(ExprSyntax(e)) {
        switch try executeSwitch(e, in: scope, builder: nil) {
        case .normal: return .void
        default: throw EvalError(e, "'return', 'break' or 'continue' inside this 'switch' is not supported here")
        }
      }
      return try evaluateSwitchExpression(e, in: scope, hint: hint)
    case .asExpr(let e):
      let target = sceneType(e.type, in: scope)
      let v = try evaluate(e.expression, in: scope, hint: target)
      if e.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
        return (try? coerce(v, to: target, position: e.position)) ?? .null
      }
      return try coerce(v, to: target, position: e.position)
    case .inOutExpr(let e):
      return try evaluate(e.expression, in: scope, hint: hint)
    case .typeExpr(let e):
      let t = sceneType(e.type, in: scope)
      return .type(typeReference(named: t.typeName ?? e.type.trimmedDescription))
    case .genericSpecializationExpr(let e):
      return try evaluate(e.expression, in: scope, hint: hint)
    case .discardAssignmentExpr(let e):
      throw EvalError(e, "'_' can only appear in a pattern or on the left side of an assignment")
    case .macroExpansionExpr(let e):
      throw EvalError(e, "macro '#\(e.macroName.text)' is not supported in scenes")
    case .editorPlaceholderExpr(let e):
      throw EvalError(e, "editor placeholder in source file")
    default:
      throw EvalError(expr, "unsupported expression '\(expr.trimmedDescription.prefix(40))'")
    }
  }

  func typeReference(named name: String) -> TypeReference {
    if let user = types[name] { return .user(user) }
    return .host(name)
  }

  /// An expression made only of integer literals and arithmetic on them: typed by its context.
  static func integerLiteralTree(_ expr: ExprSyntax) -> Bool {
    if expr.is(IntegerLiteralExprSyntax.self) { return true }
    if let p = expr.as(PrefixOperatorExprSyntax.self) { return integerLiteralTree(p.expression) }
    if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first {
      return integerLiteralTree(only.expression)
    }
    if let i = expr.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self),
      ["+", "-", "*", "/"].contains(op.operator.text)
    {
      return integerLiteralTree(i.leftOperand) && integerLiteralTree(i.rightOperand)
    }
    return false
  }

  /// `.linear(duration: 2).repeatForever()`: an implicit member chain has the contextual type at its
  /// root too, so the root resolves against it (Swift 5.4's implicit member chains).
  static func isImplicitMemberChain(_ expr: ExprSyntax) -> Bool {
    if let m = expr.as(MemberAccessExprSyntax.self) { return m.base.map(isImplicitMemberChain) ?? true }
    if let c = expr.as(FunctionCallExprSyntax.self) { return isImplicitMemberChain(c.calledExpression) }
    return false
  }

  /// `.name` or `.name(…)`: its type comes from the other operand or the context.
  static func isImplicitMember(_ expr: ExprSyntax) -> Bool {
    if let m = expr.as(MemberAccessExprSyntax.self) { return m.base == nil }
    if let c = expr.as(FunctionCallExprSyntax.self) { return isImplicitMember(c.calledExpression) }
    return false
  }

  // MARK: Strings

  func evaluateString(_ e: StringLiteralExprSyntax, in scope: Scope) throws -> Value {
    let raw = e.openingPounds != nil
    var result = ""
    for segment in e.segments {
      switch segment {
      case .stringSegment(let s):
        result += raw ? s.content.text : Self.unescape(s.content.text)
      case .expressionSegment(let s):
        guard let first = s.expressions.first else { continue }
        let v = deref(try evaluate(first.expression, in: scope, hint: nil))
        result += v.description
      }
      try checkString(result, e)
    }
    return .string(result)
  }

  static func unescape(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var out = ""
    var iterator = text.makeIterator()
    while let c = iterator.next() {
      guard c == "\\" else {
        out.append(c)
        continue
      }
      guard let n = iterator.next() else { break }
      switch n {
      case "n": out.append("\n")
      case "t": out.append("\t")
      case "r": out.append("\r")
      case "0": out.append("\0")
      case "u":
        var hex = ""
        while let h = iterator.next(), h != "}" { if h != "{" { hex.append(h) } }
        if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) { out.append(Character(scalar)) }
      case "\n": continue  // line continuation in multi-line strings
      default: out.append(n)
      }
    }
    return out
  }

  // MARK: Identifiers

  /// `arguments` is set when the name is called: then a method that takes them wins over a property.
  func identifier(_ e: DeclReferenceExprSyntax, in scope: Scope, hint: SceneType?, arguments: [CallArgument]? = nil) throws -> Value {
    try identifier(e, name: e.baseName.text, in: scope, hint: hint, arguments: arguments)
  }

  /// `name` is `e`'s text, read once where the reference is lowered.
  func identifier(_ e: DeclReferenceExprSyntax, name: String, in scope: Scope, hint: SceneType?, arguments: [CallArgument]? = nil) throws -> Value {
    // Compared by text: reading `tokenKind` re-derives it from the raw token on every evaluation.
    if name == "self" {
      guard let context = memberContext(scope) else { throw EvalError(e, "cannot find 'self' in scope") }
      if let v = context.selfVariable { return v.value }
      if let t = context.staticType { return .type(.user(t)) }
    }
    if name == "Self", let context = memberContext(scope) {
      if let t = context.staticType { return .type(.user(t)) }
      if let v = context.selfVariable, let d = definition(of: v.value) { return .type(.user(d)) }
    }
    // `$name`: the projected binding of an `@State`/`@Binding` property.
    if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) {
      let base = String(name.dropFirst())
      if let context = memberContext(scope), case .instance(let instance)? = context.selfVariable?.value,
        case .binding(let cell)? = instance.fields[base]
      {
        return .binding(cell)
      }
      throw EvalError(e, "cannot find '\(name)' in scope; only @State and @Binding properties have a '$' binding")
    }
    var current: Scope? = scope
    while let s = current {
      if let v = s.variables[name] { return v.value }
      if let defs = s.functions[name] { return .function(FunctionValue(.declared(defs, receiver: nil, staticType: nil, scope: s))) }
      if s.selfVariable != nil || s.staticType != nil, let member = try implicitSelfMember(name, context: s, node: e, arguments: arguments) {
        return member
      }
      current = s.parent
    }
    if let user = lookupType(name, from: typeContext(of: scope)) { return .type(.user(user)) }
    if registry.types[name] != nil || name == "Optional" { return .type(.host(name)) }
    if e.baseName.tokenKind.isOperator {
      // An operator used as a function: `reduce(0, +)`.
      let function = HostFunction([HostParameter(nil), HostParameter(nil)]) { [unowned self] call in
        try self.binary(name, call[0] ?? .void, call[1] ?? .void, node: e)
      }
      return .function(FunctionValue(.host(name: name, overloads: [function], receiver: nil)))
    }
    if let overloads = registry.functions[name] {
      return .function(FunctionValue(.host(name: name, overloads: overloads, receiver: nil)))
    }
    throw EvalError(e, "cannot find '\(name)' in scope" + Suggestions.hint(for: name, among: visibleNames(from: scope)))
  }

  /// Every name visible from `scope`, for suggestions.
  func visibleNames(from scope: Scope) -> [String] {
    var names: [String] = []
    var current: Scope? = scope
    while let s = current {
      names += s.variables.keys
      names += s.functions.keys
      if let v = s.selfVariable, let d = definition(of: v.value) {
        names += d.storedProperties.map(\.name) + d.computedProperties.keys + d.methods.keys
      }
      current = s.parent
    }
    return names + types.keys + registry.types.keys + registry.functions.keys
  }

  func definition(of value: Value) -> TypeDefinition? {
    switch value {
    case .instance(let i): i.definition
    case .enumCase(let e): e.definition
    default: nil
    }
  }

  /// A member of `self` (or a static member in a static context) reached without `self.`.
  func implicitSelfMember(_ name: String, context: Scope, node: some SyntaxProtocol, arguments: [CallArgument]? = nil) throws -> Value? {
    if let selfVariable = context.selfVariable {
      let receiver = selfVariable.value
      guard let d = definition(of: receiver) ?? hostExtension(of: receiver) else { return nil }
      if let arguments, let methods = d.methods[name], takes(methods, arguments) {
        return .function(FunctionValue(.declared(methods, receiver: receiver, staticType: nil, scope: globals)))
      }
      if d.storedProperty(name) != nil || d.computedProperties[name] != nil || d.methods[name] != nil
        || (receiver.isEnum && name == "rawValue")
      {
        return try member(name, of: receiver, node: node)
      }
      return nil
    }
    if let t = context.staticType, hasStaticMember(t, name) {
      return try staticMember(name, of: .user(t), hint: nil, node: node, forCall: arguments != nil, arguments: arguments)
    }
    return nil
  }

  /// Whether some declared overload's labels fit the call's arguments.
  func takes(_ defs: [FunctionDefinition], _ arguments: [CallArgument]) -> Bool {
    defs.contains { match(arguments, to: signature(of: $0)) != nil }
  }

  func hostExtension(of value: Value) -> TypeDefinition? {
    if case .host(let h) = value { return hostExtensions[h.typeName] }
    return nil
  }

  func hasStaticMember(_ t: TypeDefinition, _ name: String) -> Bool {
    t.staticProperties[name] != nil || t.staticComputed[name] != nil || t.staticMethods[name] != nil || t.enumCase(name) != nil
      || (name == "allCases" && t.conforms(to: "CaseIterable"))
  }

  // MARK: Operators

  func evaluatePrefix(_ e: PrefixOperatorExprSyntax, in scope: Scope, hint: SceneType?) throws -> Value {
    let op = e.operator.text
    switch op {
    case "-":
      let v = deref(try evaluate(e.expression, in: scope, hint: hint))
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
    case "!":
      return .bool(try !evaluateBool(e.expression, in: scope))
    case "+":
      return try evaluate(e.expression, in: scope, hint: hint)
    default:
      throw EvalError(e, "unsupported prefix operator '\(op)'")
    }
  }

  func evaluateInfix(_ e: InfixOperatorExprSyntax, in scope: Scope, hint: SceneType?) throws -> Value {
    if e.operator.is(AssignmentExprSyntax.self) {
      if e.leftOperand.is(DiscardAssignmentExprSyntax.self) {
        _ = try evaluate(e.rightOperand, in: scope, hint: nil)
        return .void
      }
      var targetType = try? deref(evaluate(e.leftOperand, in: scope, hint: nil)).sceneType
      if targetType == nil || targetType == .optional(.any), let sub = e.leftOperand.as(SubscriptCallExprSyntax.self) {
        // A new dictionary key: the dictionary's declared (or current) value type types the literal.
        if let name = sub.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
          case .dictionary(_, let valueType)? = lookupVariable(name, in: scope)?.type, valueType != .any
        {
          targetType = valueType
        } else if case .dictionary(let entries)? = try? deref(evaluate(sub.calledExpression, in: scope, hint: nil)), let first = entries.first {
          targetType = first.value.sceneType
        }
      }
      if let declared = staticType(of: e.leftOperand, in: scope), declared.isOptional { targetType = declared }
      var value = deref(try evaluate(e.rightOperand, in: scope, hint: targetType))
      // `dict[key] = nil` removes an entry: the slot is optional even when the current value is not.
      let removesEntry = value.isNull && e.leftOperand.is(SubscriptCallExprSyntax.self)
      if let targetType, targetType.isOptional, !removesEntry, !e.leftOperand.is(SubscriptCallExprSyntax.self) {
        // A slot holding nil (or declared optional) is optional: a new value is `.some`.
        value = try fit(value, to: targetType, from: staticType(of: e.rightOperand, in: scope), position: e.rightOperand.position)
      } else if let targetType, targetType != .optional(.any), !removesEntry {
        value = try coerce(value, to: targetType, position: e.rightOperand.position)
      }
      try modify(e.leftOperand, in: scope) { $0 = value }
      return .void
    }
    guard let opNode = e.operator.as(BinaryOperatorExprSyntax.self) else {
      throw EvalError(e.operator, "unsupported operator '\(e.operator.trimmedDescription)'")
    }
    let op = opNode.operator.text
    switch op {
    case "&&":
      return .bool(try evaluateBool(e.leftOperand, in: scope) && evaluateBool(e.rightOperand, in: scope))
    case "||":
      return .bool(try evaluateBool(e.leftOperand, in: scope) || evaluateBool(e.rightOperand, in: scope))
    case "??":
      let left = deref(try evaluate(e.leftOperand, in: scope, hint: hint.map { .optional($0) }))
      guard let payload = left.optionalPayload else { return try evaluate(e.rightOperand, in: scope, hint: hint) }
      return payload
    case "+=", "-=", "*=", "/=", "%=":
      let current = deref(try evaluate(e.leftOperand, in: scope, hint: nil))
      let rhs = deref(try evaluate(e.rightOperand, in: scope, hint: current.sceneType))
      let base = String(op.dropLast())
      let result = try binary(base, current, rhs, node: e)
      try modify(e.leftOperand, in: scope) { $0 = result }
      return .void
    default:
      break
    }
    // Swift's literal typing, approximated bidirectionally: a bare integer literal (or implicit member)
    // takes the type of the other operand, so evaluate that one first.
    let numericHint: SceneType? = ["+", "-", "*", "/", "%"].contains(op) && (hint?.unwrapped == .double || hint?.unwrapped == .int) ? hint?.unwrapped : nil
    let leftIsFlexible = Self.integerLiteralTree(e.leftOperand) || Self.isImplicitMember(e.leftOperand)
    let rightIsFlexible = Self.integerLiteralTree(e.rightOperand) || Self.isImplicitMember(e.rightOperand)
    let left: Value
    let right: Value
    if leftIsFlexible && !rightIsFlexible {
      right = deref(try evaluate(e.rightOperand, in: scope, hint: numericHint))
      left = deref(try evaluate(e.leftOperand, in: scope, hint: numericHint ?? Self.operandHint(right)))
    } else {
      left = deref(try evaluate(e.leftOperand, in: scope, hint: numericHint))
      right = deref(try evaluate(e.rightOperand, in: scope, hint: rightIsFlexible ? (numericHint ?? Self.operandHint(left)) : numericHint))
    }
    return try binary(op, left, right, node: e)
  }

  static func operandHint(_ value: Value) -> SceneType? {
    switch value {
    case .double: .double
    case .int: .int
    case .enumCase, .host, .instance: value.sceneType
    default: nil
    }
  }

  func binary(_ op: String, _ left: Value, _ right: Value, node: some SyntaxProtocol) throws -> Value {
    switch (left, right) {
    case (.int(let a), .int(let b)):
      switch op {
      case "+", "-", "*":
        let (r, overflow) =
          op == "+" ? a.addingReportingOverflow(b) : op == "-" ? a.subtractingReportingOverflow(b) : a.multipliedReportingOverflow(by: b)
        if overflow { throw EvalError(node, "arithmetic overflow in '\(a) \(op) \(b)'") }
        return .int(r)
      case "/", "%":
        if b == 0 { throw EvalError(node, "division by zero") }
        if a == Int.min && b == -1 { throw EvalError(node, "arithmetic overflow in '\(a) \(op) \(b)'") }
        return .int(op == "/" ? a / b : a % b)
      case "==": return .bool(a == b)
      case "!=": return .bool(a != b)
      case "<": return .bool(a < b)
      case "<=": return .bool(a <= b)
      case ">": return .bool(a > b)
      case ">=": return .bool(a >= b)
      case "..<":
        if b < a { throw EvalError(node, "range requires lowerBound <= upperBound") }
        return .range(a..<b)
      case "...":
        if b < a || b == Int.max { throw EvalError(node, "range requires lowerBound <= upperBound") }
        return .range(a..<(b + 1))
      default: break
      }
    case (.double(let a), .double(let b)):
      switch op {
      case "+": return .double(a + b)
      case "-": return .double(a - b)
      case "*": return .double(a * b)
      case "/": return .double(a / b)
      case "%": throw EvalError(node, "'%' is unavailable: For floating point numbers use truncatingRemainder instead")
      case "==": return .bool(a == b)
      case "!=": return .bool(a != b)
      case "<": return .bool(a < b)
      case "<=": return .bool(a <= b)
      case ">": return .bool(a > b)
      case ">=": return .bool(a >= b)
      default: break
      }
    case (.string(let a), .string(let b)):
      switch op {
      case "+":
        let s = a + b
        try checkString(s, node)
        return .string(s)
      case "==": return .bool(a == b)
      case "!=": return .bool(a != b)
      case "<": return .bool(a < b)
      case "<=": return .bool(a <= b)
      case ">": return .bool(a > b)
      case ">=": return .bool(a >= b)
      default: break
      }
    case (.array(let a), .array(let b)) where op == "+":
      try checkCollection(a.count + b.count, node)
      return .array(a + b)
    default:
      break
    }
    if op == "==" || op == "!=" {
      if let equal = left.isEqual(to: right) { return .bool(op == "==" ? equal : !equal) }
    }
    if case .host = left, let candidates = registry.binaryOperators[op] {
      for candidate in candidates { if let r = try candidate(left, right) { return r } }
    } else if case .host = right, let candidates = registry.binaryOperators[op] {
      for candidate in candidates { if let r = try candidate(left, right) { return r } }
    }
    if ["<", ">", "<=", ">="].contains(op), case .enumCase(let a) = left, case .enumCase(let b) = right,
      a.definition === b.definition, let ra = a.definition.enumCase(a.name)?.rawValue, let rb = b.definition.enumCase(b.name)?.rawValue
    {
      return try binary(op, ra, rb, node: node)
    }
    throw EvalError(node, "binary operator '\(op)' cannot be applied to operands of type '\(left.sceneType)' and '\(right.sceneType)'")
  }
}

extension TokenKind {
  var isOperator: Bool {
    switch self {
    case .binaryOperator, .prefixOperator, .postfixOperator: true
    default: false
    }
  }
}

extension Value {
  var isEnum: Bool {
    if case .enumCase = self { return true }
    return false
  }
}
