import SwiftSyntax

extension Interpreter {
  func deref(_ value: Value) -> Value {
    if case .binding(let cell) = value { return cell.value }
    return value
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
  /// ``isImplicitMemberChain(_:)`` remembered per node, walked without recursion: lowering asks it at
  /// every level of a modifier chain, which would cost time quadratic in the chain's length.
  func isImplicitMemberChainCached(_ expr: ExprSyntax) -> Bool {
    var path: [SyntaxIdentifier] = []
    var current: ExprSyntax? = expr
    var answer = false
    while let e = current {
      if let known = implicitChains[e.id] { answer = known; break }
      path.append(e.id)
      if let m = e.as(MemberAccessExprSyntax.self) {
        guard let base = m.base else { answer = true; break }
        current = base
      } else if let c = e.as(FunctionCallExprSyntax.self) {
        current = c.calledExpression
      } else {
        answer = false
        break
      }
    }
    for id in path { implicitChains[id] = answer }
    return answer
  }

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

  /// `name` is `e`'s text, read once where the reference is lowered. `arguments` is set when the name is
  /// called: then a method that takes them wins over a property.
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
      var local: Scope? = scope  // a closure's binding parameter (`{ $item in … }`)
      while let s = local {
        if let v = s.variables[name] { return v.value }
        local = s.parent
      }
      if let context = memberContext(scope), case .instance(let instance)? = context.selfVariable?.value,
        let projected = projection(of: base, in: instance)
      {
        return projected
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

  /// A file-scope variable or function, as `identifier` finds it when no inner scope declares the name;
  /// nil before the top-level code has declared it (then `identifier` reports the error).
  @inline(__always)
  func globalValue(_ name: String) -> Value? {
    if let v = globals.variables[name] { return v.value }
    if let defs = globals.functions[name] { return .function(FunctionValue(.declared(defs, receiver: nil, staticType: nil, scope: globals))) }
    return nil
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
      guard let d = definition(of: receiver) else { return try implicitHostMember(name, of: receiver, node: node) }
      if let arguments, let methods = d.methods[name], takes(methods, arguments) {
        return .function(FunctionValue(.declared(methods, receiver: receiver, staticType: nil, scope: globals)))
      }
      if d.storedProperty(name) != nil || d.computedProperties[name] != nil || d.methods[name] != nil
        || (receiver.isEnum && name == "rawValue") || hasExtensionMember(name, of: receiver)
        || (name == "objectWillChange" && d.observation == .observableObject)
      {
        return try member(name, of: receiver, node: node)
      }
      return nil
    }
    if let t = context.staticType, hasStaticMember(t, name) {
      return try staticMember(name, of: .user(t), hint: nil, node: node, forCall: arguments != nil, arguments: arguments)
    }
    if let t = context.staticType, let found = try extensionStaticMember(name, of: t, node: node) { return found }
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

  static func operandHint(_ value: Value) -> SceneType? {
    switch value {
    case .double: .double
    case .int: .int
    case .enumCase, .host, .instance: value.sceneType
    default: nil
    }
  }

  func binary(_ op: String, _ left: Value, _ right: Value, node: some SyntaxProtocol) throws -> Value {
    if op == "===" || op == "!==" {
      let same = try identical(left, right, node: node)
      return .bool(op == "===" ? same : !same)
    }
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
      case "...", "..<":
        // A range of doubles (`Double.random(in: 0.2...0.8)`), see `DoubleRange`.
        if !(a <= b) { throw EvalError(node, "range requires lowerBound <= upperBound") }
        return .host(HostValue(typeName: "DoubleRange", payload: DoubleRange(lower: a, upper: b, closed: op == "...")))
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
