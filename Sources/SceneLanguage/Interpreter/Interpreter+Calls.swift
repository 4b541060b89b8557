import SwiftSyntax

extension Interpreter {
  // MARK: Call expressions

  func isMutatingMethod(_ name: String, on value: Value) -> Bool {
    switch deref(value) {
    case .instance(let i): return (i.definition.methods[name] ?? extensionMethods(name, of: value))?.contains { $0.isMutating } ?? false
    case .enumCase(let e): return (e.definition.methods[name] ?? extensionMethods(name, of: value))?.contains { $0.isMutating } ?? false
    case let other:
      let typeName = Self.builtinTypeName(other)
      return registry.types[typeName]?.methods[name]?.contains { $0.mutates } ?? false
    }
  }

  /// Calls method `name` on `receiver`; a mutating method writes the new receiver back.
  func callMethod(_ name: String, on receiver: inout Value, _ args: [CallArgument], in scope: Scope, hint: SceneType?, node: some SyntaxProtocol, memberNode: Syntax? = nil) throws -> Value {
    if name == "animation", case .binding(let cell) = receiver, let method = bindingMember(name, of: cell) {
      return try call(method, args, in: scope, hint: hint, node: node)  // `$flag.animation(.spring())`
    }
    let value = deref(receiver)
    if let d = definition(of: value), let defs = d.methods[name] ?? extensionMethods(name, of: value) {  // own, else a protocol default
      let (def, values, matched) = try selectMatching(defs, args, in: scope, callee: "instance method '\(name)'", node: node)
      var selfValue = value
      if case .instance(let i) = value { selfValue = i.dispatchReceiver }  // `super.method()` runs on the whole object
      let selfVariable = Variable(selfValue, isConstant: !def.isMutating, type: selfValue.sceneType)
      let result: Value
      do {
        result = try invokeWritingBack(
          def, values, matched: matched, args: args, selfVariable: selfVariable, staticType: nil, declScope: globals, callerScope: scope, node: node)
      } catch let thrown as SceneThrownError {
        if def.isMutating { receiver = selfVariable.value }  // a throwing mutating method keeps what it changed, as in Swift
        throw thrown
      }
      if def.isMutating { receiver = selfVariable.value }
      return result
    }
    let typeName = Self.builtinTypeName(value)
    if let overloads = registry.types[typeName]?.methods[name], overloads.contains(where: { $0.mutates }) {
      let (result, newReceiver) = try callHost(name: name, overloads, receiver: value, args, in: scope, hint: hint, node: node)
      receiver = newReceiver ?? value
      return result
    }
    // `Optional.map`/`flatMap` on a declared optional: the closure gets the wrapped value; `map` wraps
    // its result again.
    if name == "map" || name == "flatMap", args.count == 1, case .some(let wrapped) = value {
      let transform: Value
      switch args[0].source {
      case .expr(let e): transform = deref(try evaluate(e, in: scope, hint: nil))
      case .value(let v): transform = v
      }
      var arguments = [wrapped]
      let result = try callValue(transform, arguments: &arguments, hint: nil, position: args[0].position)
      if name == "flatMap" { return result }
      if case .null = result { return .some(.null) }
      return .some(result)
    }
    if case .some = value, name != "map" && name != "flatMap" {
      throw EvalError(memberNode ?? Syntax(node), "value of optional type '\(value.sceneType)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(value.flattenedOptional.sceneType)'")
    }
    // `Optional.map`/`flatMap` on a present optional a host returned unwrapped (a type without such a
    // method): nil stays nil and anything else goes through the closure (`dict["b"].map { "b=\($0)" }`).
    if name == "map" || name == "flatMap", args.count == 1, definition(of: value)?.methods[name] == nil,
      registry.methods(on: typeName, named: name) == nil
    {
      if case .null = value { return .null }
      let transform: Value
      switch args[0].source {
      case .expr(let e): transform = deref(try evaluate(e, in: scope, hint: nil))
      case .value(let v): transform = v
      }
      var arguments = [value]
      return try callValue(transform, arguments: &arguments, hint: nil, position: args[0].position)
    }
    let target = try member(name, of: value, node: memberNode ?? Syntax(node))
    return try call(target, args, in: scope, hint: hint, node: node)
  }

  /// Calls any callable value with call-site arguments.
  func call(_ target: Value, _ args: [CallArgument], in scope: Scope, hint: SceneType?, node: some SyntaxProtocol) throws -> Value {
    switch target {
    case .function(let f):
      switch f.kind {
      case .closure(let closure, let captured):
        if let labeled = args.first(where: { $0.label != nil && !$0.isTrailingClosure }) {
          throw EvalError(position: labeled.position, "extraneous argument label '\(labeled.label ?? "")' in closure call")
        }
        var values: [Value] = []
        for arg in args {
          switch arg.source {
          case .expr(let e): values.append(deref(try evaluate(e, in: scope, hint: nil)))
          case .value(let v): values.append(v)
          }
        }
        return try invokeClosure(closure, captured: captured, arguments: &values, hint: hint, builder: nil, node: node)
      case .declared(let defs, let receiver, let staticType, let declScope):
        let (def, values, matched) = try selectMatching(defs, args, in: scope, callee: "'\(defs.first?.name ?? "")'", node: node)
        let selfVariable = receiver.map { Variable($0, isConstant: true, type: $0.sceneType) }
        return try invokeWritingBack(
          def, values, matched: matched, args: args, selfVariable: selfVariable, staticType: staticType, declScope: declScope, callerScope: scope, node: node)
      case .host(let name, let overloads, let receiver):
        return try callHost(name: name, overloads, receiver: receiver, args, in: scope, hint: hint, node: node).0
      case .enumConstructor(let d, let c):
        let signature = Signature(parameters: zip(c.associatedLabels, c.associatedTypes).map {
          .init(label: $0, type: $1, hasDefault: false, isVariadic: false)
        })
        guard let matched = match(args, to: signature) else {
          throw EvalError(node, mismatchMessage(args, candidates: [signature], callee: "enum case '\(c.name)'"))
        }
        let values = try evaluateArguments(args, matched: matched, signature: signature, in: scope, declared: true)
        return .enumCase(EnumCaseValue(definition: d, name: c.name, associated: values.map { $0 ?? .null }))
      case .initializer(let t):
        return try construct(t, args, in: scope, hint: hint, node: node)
      }
    case .type(let t):
      return try construct(t, args, in: scope, hint: hint, node: node)
    case .implicitMember(var m) where m.arguments == nil:
      var evaluated: [(label: String?, value: Value)] = []
      for arg in args {
        if case .expr(let e) = arg.source { evaluated.append((arg.label, deref(try evaluate(e, in: scope, hint: nil)))) }
      }
      m.arguments = evaluated
      return .implicitMember(m)
    case .some(let wrapped):
      // A closure stored by an `init` into a property still holding its placeholder `nil` arrives wrapped.
      return try call(wrapped, args, in: scope, hint: hint, node: node)
    default:
      throw EvalError(node, "cannot call value of non-function type '\(target.sceneType)'")
    }
  }

  func signature(of def: FunctionDefinition) -> Signature {
    Signature(parameters: def.parameters.map {
      .init(label: $0.label, type: $0.type, hasDefault: $0.defaultValue != nil, isVariadic: $0.isVariadic)
    })
  }

  /// Calls a declared function and writes `inout` parameters back through their `&` arguments.
  func invokeWritingBack(_ def: FunctionDefinition, _ values: [Value?], matched: [[Int]], args: [CallArgument], selfVariable: Variable?, staticType: TypeDefinition?, declScope: Scope, callerScope: Scope, node: some SyntaxProtocol) throws -> Value {
    guard def.parameters.contains(where: \.isInout) else {
      return try invoke(def, values, selfVariable: selfVariable, staticType: staticType, declScope: declScope, node: node)
    }
    var finals: [Int: Value] = [:]
    let result = try invoke(def, values, selfVariable: selfVariable, staticType: staticType, declScope: declScope, node: node) { finals[$0] = $1 }
    for (p, indices) in matched.enumerated() where def.parameters[p].isInout {
      guard let index = indices.first, case .expr(let e) = args[index].source else { continue }
      guard let target = e.as(InOutExprSyntax.self) else {
        throw EvalError(e, "passing value of type '\(def.parameters[p].type)' to an inout parameter requires explicit '&'")
      }
      if let final = finals[p] { try modify(target.expression, in: callerScope) { $0 = final } }
    }
    return result
  }

  /// Runs a declared function with matched argument values (nil = use the default).
  func invoke(_ def: FunctionDefinition, _ values: [Value?], selfVariable: Variable?, staticType: TypeDefinition?, declScope: Scope, node: some SyntaxProtocol, isInitializer: Bool = false, inoutResults: ((Int, Value) -> Void)? = nil) throws -> Value {
    try enterCall(node)
    defer { depth -= 1 }
    let scope = Scope(parent: declScope, selfVariable: selfVariable, staticType: staticType, selfIsMutable: def.isMutating)
    scope.returnType = def.returnType
    if isInitializer { scope.declare("$init", .void, isConstant: true, type: .void) }
    for (index, (parameter, value)) in zip(def.parameters, values).enumerated() {
      var v: Value
      if let value {
        v = value
      } else if let defaultExpr = parameter.defaultValue {
        let context = def.owner.map { Scope(parent: globals, typeContext: $0) } ?? globals
        v = deref(try evaluate(defaultExpr, in: context, hint: parameter.type))
      } else {
        v = .null
      }
      v = try fit(v, to: parameter.type, position: def.node.position)
      if parameter.type == .function { v = builderAdapted(v, parameter: index, of: def) }  // `@ViewBuilder content: () -> C`
      scope.declare(parameter.name, v, isConstant: !parameter.isInout, type: parameter.type)
    }
    guard let body = def.body else { throw EvalError(def.node, "function '\(def.name)' has no body") }
    let collector = def.isBuilder ? BuilderCollector() : nil
    let flow = try runBody(body, in: scope, builder: collector)
    if let inoutResults {
      for (index, parameter) in def.parameters.enumerated() where parameter.isInout {
        if let v = scope.variables[parameter.name] { inoutResults(index, v.value) }
      }
    }
    if let collector, !Self.returns(flow) { return try combine(collector.components, node: node) }
    let result = try value(of: flow, node: def.node)
    if def.returnType == .void { return .void }
    return try fit(result, to: def.returnType, position: def.node.position)
  }

  /// Runs a closure with positional arguments; parameters may be mutated and are written back, which is
  /// how host functions get `inout` closure parameters (`.transaction { $0.animation = .bouncy }`).
  func invokeClosure(_ closure: ClosureExprSyntax, captured: Scope, arguments: inout [Value], hint: SceneType?, builder: BuilderCollector?, node: some SyntaxProtocol) throws -> Value {
    try enterCall(node)
    defer { depth -= 1 }
    let scope = Scope(parent: captured)
    let shape = closureShape(closure, captured: captured)
    var names = shape.names
    let declaredReturn = shape.declaredReturn
    var types = shape.types
    if shape.hasSignature {
      // A closure of N parameters given one N-tuple destructures it, as Swift allows:
      // `ForEach(Array(items.enumerated()), id: \.offset) { index, item in … }`.
      if names.count > 1, arguments.count == 1, case .tuple(let elements, _) = deref(arguments[0]), elements.count == names.count {
        var parts = elements
        return try invokeClosure(closure, captured: captured, arguments: &parts, hint: hint, builder: builder, node: node)
      }
      if shape.hasParameterClause, names.count != arguments.count {
        throw EvalError(closure, "contextual closure type expects \(arguments.count) argument\(arguments.count == 1 ? "" : "s"), but \(names.count) were used in closure body")
      }
    } else {
      // One tuple given to a closure using `$0` and `$1`: its elements, as Swift splats them
      // (`zip(a, b).map { "\($0)\($1)" }`).
      if shape.anonymousCount > 1, arguments.count == 1, case .tuple(let elements, _) = deref(arguments[0]), elements.count == shape.anonymousCount {
        var parts = elements
        return try invokeClosure(closure, captured: captured, arguments: &parts, hint: hint, builder: builder, node: node)
      }
      names = arguments.indices.map { "$\($0)" }
      types = names.map { _ in nil }
    }
    for (index, name) in names.enumerated() where index < arguments.count {
      guard let name else { continue }
      var v = arguments[index]
      if let t = types[index] ?? nil { v = try fit(v, to: t, position: closure.position) }
      scope.declare(name, v, isConstant: false, type: types[index] ?? nil ?? v.sceneType)
      if name.hasPrefix("$"), name.count > 1, case .binding(let cell) = v {
        // `{ $item in … }` takes a binding: `item` is its value (read when the closure runs).
        let wrapped = cell.value
        scope.declare(String(name.dropFirst()), wrapped, isConstant: true, type: wrapped.sceneType)
      }
    }
    scope.returnType = declaredReturn ?? hint
    let flow = try runBody(closure.statements, in: scope, builder: builder)
    for (index, name) in names.enumerated() where index < arguments.count {
      if let name, let v = scope.variables[name] { arguments[index] = v.value }
    }
    if builder != nil, !Self.returns(flow) { return .void }
    let result = try value(of: flow, node: closure)
    if let t = declaredReturn, t != .void { return try fit(result, to: t, position: closure.position) }
    if let t = scope.returnType, t != .void { return try coerce(result, to: t, position: closure.position) }
    return result
  }

  // MARK: Calls from the host

  func callValue(_ function: Value, arguments: inout [Value], hint: SceneType?, position: AbsolutePosition) throws -> Value {
    // A key path used as a function (SE-0249): `words.map(\.count)`.
    if case .keyPath(let keyPath) = function, arguments.count == 1 { return try read(keyPath: keyPath, on: arguments[0], position: position) }
    guard case .function(let f) = function else {
      throw EvalError(position: position, "cannot call value of non-function type '\(function.sceneType)'")
    }
    switch f.kind {
    case .closure(let closure, let captured):
      return try invokeClosure(closure, captured: captured, arguments: &arguments, hint: hint, builder: nil, node: closure)
    default:
      let args = arguments.map { CallArgument(label: nil, source: .value($0), isTrailingClosure: false, position: position) }
      return try call(function, args, in: globals, hint: hint, node: node(at: position))
    }
  }

  func callBuilder(_ function: Value, arguments: [Value], hint: SceneType?, position: AbsolutePosition, keepingBranches: Bool = false) throws -> [Value] {
    let components = try callBuilderRaw(function, arguments: arguments, hint: hint, position: position)
    return keepingBranches ? components : Self.flattenBranches(components)
  }

  private func callBuilderRaw(_ function: Value, arguments: [Value], hint: SceneType?, position: AbsolutePosition) throws -> [Value] {
    guard case .function(let f) = function, case .closure(let closure, let captured) = f.kind else {
      var args = arguments
      let single = try callValue(function, arguments: &args, hint: hint, position: position)
      if case .array(let items) = single { return items }
      return [single]
    }
    var args = arguments
    let collector = BuilderCollector()
    let result = try invokeClosure(closure, captured: captured, arguments: &args, hint: hint, builder: collector, node: closure)
    if case .void = result { return collector.components }
    return [result]
  }

  // MARK: Host functions

  func hostSignature(_ f: HostFunction) -> Signature { f.signature }

  /// Host results are checked against the collection and string budgets.
  func checkSize(_ value: Value, _ node: some SyntaxProtocol) throws {
    switch value {
    case .array(let a): try checkCollection(a.count, node)
    case .string(let s): try checkString(s, node)
    default: break
    }
  }

  /// Calls the first host overload whose labels fit; returns the result and the (possibly mutated) receiver.
  func callHost(name: String, _ overloads: [HostFunction], receiver: Value?, _ args: [CallArgument], in scope: Scope, hint: SceneType?, node: some SyntaxProtocol) throws -> (Value, Value?) {
    let fitting = overloads.compactMap { f in match(args, to: f.signature).map { (f, $0) } }
    for (index, (f, matched)) in fitting.enumerated() {
      let sig = f.signature
      let values: [Value?]
      do {
        values = try evaluateArguments(args, matched: matched, signature: sig, in: scope)
      } catch is EvalError where index < fitting.count - 1 {
        continue  // another overload with the same labels may take these types (`padding(20)` vs `padding(.all)`)
      }
      let call = HostCall(receiver: receiver, arguments: values, expectedType: hint, context: context)
      currentPosition = start(of: node)
      do {
        if let mutatingBody = f.mutatingBody {
          var r = receiver ?? .void
          let result = try mutatingBody(&r, call)
          try checkSize(r, node)
          return (result, r)
        }
        let result = try f.body(call)
        try checkSize(result, node)
        return (result, receiver)
      } catch let e as HostError {
        throw EvalError(node, e.message)
      }
    }
    throw EvalError(node, mismatchMessage(args, candidates: overloads.map(hostSignature), callee: "'\(name)'"))
  }
}
