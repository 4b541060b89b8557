import SwiftSyntax

extension Interpreter {
  /// `base.name` once the base is evaluated.
  func member(_ name: String, of evaluated: Value, baseIsOptionalChain: Bool, hint: SceneType?, node: DeclReferenceExprSyntax) throws -> Value {
    var base = evaluated
    if baseIsOptionalChain {
      if case .null = base { return .null }
      if case .type = base { base = .type(.host("Optional")) }  // `String?.none`
    }
    if name == "self" { return base }
    if case .type(let t) = base { return try staticMember(name, of: t, hint: hint, node: node) }
    return try member(name, of: base, node: node)
  }

  /// `Type.name`: enum cases, static properties and methods, `allCases`, host statics.
  /// `arguments` is set for a call: a static method that takes them wins over a static property of the
  /// same name (Swift keeps `static var bounce` and `static func bounce(duration:)` apart).
  func staticMember(
    _ name: String, of type: TypeReference, hint: SceneType?, node: some SyntaxProtocol, forCall: Bool = false,
    arguments: [CallArgument]? = nil
  ) throws -> Value {
    switch type {
    case .user(let d):
      if let arguments, let m = d.staticMethods[name], takes(m, arguments) {
        return .function(FunctionValue(.declared(m, receiver: nil, staticType: d, scope: globals)))
      }
      if let c = d.enumCase(name) {
        if c.associatedTypes.isEmpty { return .enumCase(EnumCaseValue(definition: d, name: name, associated: [])) }
        return .function(FunctionValue(.enumConstructor(d, c)))
      }
      if name == "allCases", d.kind == .enumeration {
        guard d.conforms(to: "CaseIterable") else {
          throw EvalError(node, "type '\(d.name)' has no member 'allCases'; declare it ': CaseIterable'")
        }
        return .array(d.cases.map { .enumCase(EnumCaseValue(definition: d, name: $0.name, associated: [])) })
      }
      if let p = d.staticProperties[name] {
        let key = d.name + "." + name
        if let cached = staticValues[key] { return cached }
        guard let expr = p.defaultValue else { throw EvalError(node, "static property '\(name)' has no value") }
        let v = deref(try evaluate(expr, in: Scope(parent: globals, staticType: d), hint: p.type))
        staticValues[key] = v
        return v
      }
      if let c = d.staticComputed[name] {
        return try runGetter(c, receiver: nil, staticType: d, node: node)
      }
      if let m = d.staticMethods[name] {
        return .function(FunctionValue(.declared(m, receiver: nil, staticType: d, scope: globals)))
      }
      if name == "init" { return .function(FunctionValue(.initializer(type))) }
      if let found = try extensionStaticMember(name, of: d, node: node) { return found }  // protocol defaults
      // A nested type (`Theme.Spacing`).
      if let nested = types[d.name + "." + name] { return .type(.user(nested)) }
      let candidates = d.cases.map(\.name) + Array(d.staticProperties.keys) + Array(d.staticMethods.keys)
      throw EvalError(node, "type '\(d.name)' has no member '\(name)'" + Suggestions.hint(for: name, among: candidates))
    case .host("Optional") where registry.types["Optional"] == nil:
      // `Optional<Int>.none`, `String?.none`, `Optional.some(1)`.
      switch name {
      case "none": return .null
      case "some", "init":
        return .function(FunctionValue(.host(name: name, overloads: [HostFunction([HostParameter(nil)]) { c in .some(c[0] ?? .null) }], receiver: nil)))
      default: throw EvalError(node, "type 'Optional' has no member '\(name)'")
      }
    case .host(let typeName):
      // `extension Animation { static var myLinear: Animation { … } }` in the scene.
      if let ext = hostExtensions[typeName] {
        if let arguments, let m = ext.staticMethods[name], takes(m, arguments) {
          return .function(FunctionValue(.declared(m, receiver: nil, staticType: ext, scope: globals)))
        }
        if let c = ext.staticComputed[name] { return try runGetter(c, receiver: nil, staticType: ext, node: node) }
        if let m = ext.staticMethods[name] { return .function(FunctionValue(.declared(m, receiver: nil, staticType: ext, scope: globals))) }
        if let p = ext.staticProperties[name] {
          let key = typeName + "." + name
          if let cached = staticValues[key] { return cached }
          guard let expr = p.defaultValue else { throw EvalError(node, "static property '\(name)' has no value") }
          let v = deref(try evaluate(expr, in: Scope(parent: globals, staticType: ext), hint: p.type))
          staticValues[key] = v
          return v
        }
      }
      if let host = registry.types[typeName] {
        // `Animation.easeInOut` is both a static property and a static function; a call means the function.
        if forCall, let m = host.staticMethods[name] { return .function(FunctionValue(.host(name: name, overloads: m, receiver: nil))) }
        if let p = host.staticProperties[name] { return try p(context) }
        if let m = host.staticMethods[name] { return .function(FunctionValue(.host(name: name, overloads: m, receiver: nil))) }
        if name == "init" { return .function(FunctionValue(.initializer(type))) }
        if let found = try protocolStaticMember(name, forHostType: typeName, node: node) { return found }
        let candidates = Array(host.staticProperties.keys) + Array(host.staticMethods.keys)
        throw EvalError(node, "type '\(typeName)' has no member '\(name)'" + Suggestions.hint(for: name, among: candidates))
      }
      throw EvalError(node, "cannot find type '\(typeName)' in scope")
    }
  }

  /// `value.name`: fields, computed properties, methods, `rawValue`, built-in and host members.
  func member(_ name: String, of rawValue: Value, node: some SyntaxProtocol) throws -> Value {
    if case .binding(let cell) = rawValue, let found = bindingMember(name, of: cell) { return found }  // `binding.wrappedValue`
    let value = deref(rawValue)
    switch value {
    case .instance(let instance):
      let d = instance.definition
      if let field = instance.fields[name] {
        // A property declared `Binding<T>` (not `@Binding`) is the binding itself: `isOn.wrappedValue`.
        if case .binding = field, let p = d.storedProperty(name), p.wrapper == .none, Self.wantsBinding(p.type) { return field }
        return deref(field)
      }
      if name.hasPrefix("$"), let projected = projection(of: String(name.dropFirst()), in: instance) { return projected }  // `self.$x`
      if name == "objectWillChange", d.observation == .observableObject { return objectWillChange(of: instance) }
      let receiver = instance.dispatchReceiver  // `super.name`: the parent's member, run on the whole object
      if let c = d.computedProperties[name] { return try runGetter(c, receiver: receiver, staticType: nil, node: node) }
      if let m = d.methods[name] { return .function(FunctionValue(.declared(m, receiver: receiver, staticType: nil, scope: globals))) }
      if let found = try extensionMember(name, of: value, node: node) { return found }  // protocol defaults
      if let found = try hostMember(name, of: value, typeName: d.name, conformances: d.conformances) { return found }
      let candidates = d.storedProperties.map(\.name) + Array(d.computedProperties.keys) + Array(d.methods.keys)
      throw EvalError(node, "value of type '\(d.name)' has no member '\(name)'" + Suggestions.hint(for: name, among: candidates))
    case .enumCase(let e):
      let d = e.definition
      if name == "rawValue", let raw = d.enumCase(e.name)?.rawValue { return raw }
      if let c = d.computedProperties[name] { return try runGetter(c, receiver: value, staticType: nil, node: node) }
      if let m = d.methods[name] { return .function(FunctionValue(.declared(m, receiver: value, staticType: nil, scope: globals))) }
      if let found = try extensionMember(name, of: value, node: node) { return found }  // protocol defaults
      if let found = try hostMember(name, of: value, typeName: d.name, conformances: d.conformances) { return found }
      let candidates = Array(d.computedProperties.keys) + Array(d.methods.keys) + (d.rawType != nil ? ["rawValue"] : [])
      throw EvalError(node, "value of type '\(d.name)' has no member '\(name)'" + Suggestions.hint(for: name, among: candidates))
    case .tuple(let values, let labels):
      if let index = Int(name), index >= 0, index < values.count { return values[index] }
      if let index = labels.firstIndex(of: name) { return values[index] }
      throw EvalError(node, "value of tuple type has no member '\(name)'")
    case .null:
      throw EvalError(node, "value of optional type must be unwrapped to refer to member '\(name)'")
    case .some(let wrapped):
      throw EvalError(node, "value of optional type '\(value.sceneType)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(wrapped.flattenedOptional.sceneType)'")
    default:
      let typeName = Self.builtinTypeName(value)
      if let found = try extensionMember(name, of: value, node: node) { return found }  // `extension View`, `extension Int`
      if let found = try hostMember(name, of: value, typeName: typeName, conformances: []) { return found }
      let host = registry.types[typeName]
      var candidates = Array(host?.properties.keys ?? [:].keys) + Array(host?.methods.keys ?? [:].keys)
      for p in host?.conformances ?? [] {
        candidates += Array(registry.types[p]?.methods.keys ?? [:].keys) + Array(registry.types[p]?.properties.keys ?? [:].keys)
      }
      throw EvalError(node, "value of type '\(value.sceneType)' has no member '\(name)'" + Suggestions.hint(for: name, among: candidates))
    }
  }

  static func builtinTypeName(_ value: Value) -> String {
    switch value {
    case .int: "Int"
    case .double: "Double"
    case .bool: "Bool"
    case .string: "String"
    case .array: "Array"
    case .dictionary: "Dictionary"
    case .range: "Range"
    case .host(let h): h.typeName
    case .keyPath: "KeyPath"
    case .function: "Function"
    default: "\(value.sceneType)"
    }
  }

  func hostMember(_ name: String, of value: Value, typeName: String, conformances: [String]) throws -> Value? {
    if let p = registry.property(on: typeName, extraConformances: conformances, named: name) { return try p.get(value) }
    if let m = registry.methods(on: typeName, extraConformances: conformances, named: name) {
      return .function(FunctionValue(.host(name: name, overloads: m, receiver: value)))
    }
    return nil
  }

  func runGetter(_ c: ComputedProperty, receiver: Value?, staticType: TypeDefinition?, node: some SyntaxProtocol) throws -> Value {
    try enterCall(node)
    defer { depth -= 1 }
    let scope = Scope(
      parent: globals, selfVariable: receiver.map { Variable($0, isConstant: true, type: $0.sceneType) }, staticType: staticType)
    scope.returnType = c.type
    let collector = c.isBuilder ? BuilderCollector() : nil
    let flow = try runBody(c.getter, in: scope, builder: collector)
    if let collector, !Self.returns(flow) { return try combine(collector.components, node: node) }
    return try fit(value(of: flow, node: c.node), to: c.type, position: c.node.position)
  }

  static func returns(_ flow: Flow) -> Bool {
    if case .returned = flow { return true }
    return false
  }

  func combine(_ components: [Value], node: some SyntaxProtocol) throws -> Value {
    do {
      return try registry.combineBuilderComponents(registry.keepsBuilderBranches ? components : Self.flattenBranches(components))
    } catch let e as HostError {
      throw EvalError(node, e.message)
    }
  }

  func value(of flow: Flow, node: some SyntaxProtocol) throws -> Value {
    switch flow {
    case .returned(let v): return v
    case .normal: return .void
    case .broke, .continued: throw EvalError(node, "'break'/'continue' outside of a loop")
    }
  }

  // MARK: Key paths

  func read(keyPath: KeyPathValue, on value: Value, position: AbsolutePosition) throws -> Value {
    var current = value
    for component in keyPath.components {
      current = try member(component, of: current, node: source.tree.token(at: position).map(Syntax.init) ?? Syntax(source.tree))
    }
    return current
  }

  func write(keyPath: KeyPathValue, on value: inout Value, newValue: Value, position: AbsolutePosition) throws {
    try write(components: keyPath.components[...], on: &value, newValue: newValue, position: position)
  }

  private func write(components: ArraySlice<String>, on value: inout Value, newValue: Value, position: AbsolutePosition) throws {
    guard let first = components.first else {
      value = newValue
      return
    }
    try setMember(first, of: &value, position: position) { field in
      try write(components: components.dropFirst(), on: &field, newValue: newValue, position: position)
    }
  }
}
