import SwiftSyntax

extension Interpreter {
  /// `name = …`: a variable, `self`, an implicit `self` property or a static property.
  func modify(_ ref: DeclReferenceExprSyntax, name: String, in scope: Scope, _ body: (inout Value) throws -> Void) throws {
    if name == "self" {
      guard let context = memberContext(scope), let selfVariable = context.selfVariable else {
        throw EvalError(ref, "cannot find 'self' in scope")
      }
      guard context.selfIsMutable else { throw EvalError(ref, "cannot assign to value: 'self' is immutable") }
      return try body(&selfVariable.value)
    }
    var current: Scope? = scope
    while let s = current {
      if let v = s.variables[name] {
        if v.isConstant { throw EvalError(ref, "cannot assign to value: '\(name)' is a 'let' constant") }
        return try body(&v.value)
      }
      if let selfVariable = s.selfVariable, let d = definition(of: selfVariable.value) ?? hostExtension(of: selfVariable.value),
        d.storedProperty(name) != nil || d.computedProperties[name] != nil || Self.wrapperStorage(name, of: d) != nil
      {
        return try modifyMember(name, ofSelf: s, node: ref, body)
      }
      if let t = s.staticType, t.staticProperties[name] != nil {
        return try modifyStatic(name, of: t, node: ref, body)
      }
      current = s.parent
    }
    throw EvalError(ref, "cannot find '\(name)' in scope" + Suggestions.hint(for: name, among: visibleNames(from: scope)))
  }

  func modifyMember(_ name: String, ofSelf context: Scope, node: some SyntaxProtocol, _ body: (inout Value) throws -> Void) throws {
    guard let selfVariable = context.selfVariable else { throw EvalError(node, "cannot find 'self' in scope") }
    if case .instance(let i) = selfVariable.value, case .binding(let cell)? = i.fields[name] { return try body(&cell.value) }
    if let property = definition(of: selfVariable.value).flatMap({ Self.wrapperStorage(name, of: $0) }) {
      return try modifyWrapperStorage(property, ofSelf: selfVariable, node: node, body)  // `self._rating = rating`
    }
    if let d = definition(of: selfVariable.value), let c = d.computedProperties[name], c.setter == nil {
      throw EvalError(node, "cannot assign to property: '\(name)' is a get-only property")
    }
    guard context.selfIsMutable else {
      throw EvalError(node, "cannot assign to property: 'self' is immutable")
    }
    if let d = definition(of: selfVariable.value), let p = d.storedProperty(name), p.isConstant,
      !isInitializerScope(context)
    {
      throw EvalError(node, "cannot assign to property: '\(name)' is a 'let' constant")
    }
    try setMember(name, of: &selfVariable.value, position: node.position, body)
  }

  private func isInitializerScope(_ scope: Scope) -> Bool { scope.variables["$init"] != nil }

  func modifyStatic(_ name: String, of d: TypeDefinition, node: some SyntaxProtocol, _ body: (inout Value) throws -> Void) throws {
    guard let p = d.staticProperties[name] else {
      throw EvalError(node, "type '\(d.name)' has no static property '\(name)'")
    }
    if p.isConstant { throw EvalError(node, "cannot assign to property: '\(name)' is a 'let' constant") }
    var current = try staticMember(name, of: .user(d), hint: nil, node: node)
    try body(&current)
    staticValues[d.name + "." + name] = current
  }

  /// Applies `body` to member `name` of `value`, writing the result back (setters run for computed ones).
  func setMember(_ name: String, of value: inout Value, position: AbsolutePosition, _ body: (inout Value) throws -> Void) throws {
    switch value {
    case .instance(var instance):
      if let field = instance.fields[name] {
        if case .binding(let cell) = field { return try body(&cell.value) }
        var v = field
        try body(&v)
        if let p = instance.definition.storedProperty(name) { v = try fit(v, to: p.type, position: position) }
        instance.fields[name] = v
        value = .instance(instance)
        return
      }
      if let c = instance.definition.computedProperties[name] {
        return try runComputedSet(c, on: &value, position: position, body)
      }
      throw EvalError(position: position, "value of type '\(instance.definition.name)' has no member '\(name)'")
    case .enumCase(let e):
      if let c = e.definition.computedProperties[name] { return try runComputedSet(c, on: &value, position: position, body) }
      throw EvalError(position: position, "cannot assign to property of enum case")
    case .host(let h):
      if let ext = hostExtensions[h.typeName], let c = ext.computedProperties[name] {
        return try runComputedSet(c, on: &value, position: position, body)
      }
      guard let p = registry.property(on: h.typeName, named: name) else {
        throw EvalError(position: position, "value of type '\(h.typeName)' has no member '\(name)'")
      }
      guard let setter = p.set else { throw EvalError(position: position, "cannot assign to property: '\(name)' is a get-only property") }
      var v = try p.get(value)
      try body(&v)
      try setter(&value, try coerce(v, to: p.type, position: position))
    case .binding(let cell):
      try setMember(name, of: &cell.value, position: position, body)
    default:
      throw EvalError(position: position, "cannot assign to property '\(name)' of a value of type '\(value.sceneType)'")
    }
  }

  private func runComputedSet(_ c: ComputedProperty, on value: inout Value, position: AbsolutePosition, _ body: (inout Value) throws -> Void) throws {
    guard let setter = c.setter else { throw EvalError(position: position, "cannot assign to property: '\(c.name)' is a get-only property") }
    var current = try runGetter(c, receiver: value, staticType: nil, node: c.node)
    try body(&current)
    try enterCall(c.node)
    defer { depth -= 1 }
    let selfVariable = Variable(value, isConstant: false, type: value.sceneType)
    let scope = Scope(parent: globals, selfVariable: selfVariable, selfIsMutable: true)
    scope.returnType = .void
    scope.declare(setter.parameter, try coerce(current, to: c.type, position: position), isConstant: true, type: c.type)
    _ = try runBlock(setter.body, in: scope, builder: nil)
    value = selfVariable.value
  }

  func setSubscript(_ container: inout Value, index: Value, label: String?, node: some SyntaxProtocol, _ body: (inout Value) throws -> Void) throws {
    if label == "keyPath", case .keyPath(let kp) = index {
      var current = try read(keyPath: kp, on: container, position: node.position)
      try body(&current)
      return try write(keyPath: kp, on: &container, newValue: current, position: node.position)
    }
    switch (container, index) {
    case (.dictionary(var entries), _):
      // `dict[key] = nil` removes; reading a missing key as the start of `+=` is an error, as in Swift.
      var current: Value = Value.index(of: index, in: entries).map { entries[$0].value } ?? .null
      try body(&current)
      if let i = Value.index(of: index, in: entries) {
        if case .null = current { entries.remove(at: i) } else { entries[i].value = current }
      } else if !current.isNull {
        entries.append(DictionaryEntry(key: index, value: current))
        try checkCollection(entries.count, node)
      }
      container = .dictionary(entries)
    case (.array(var array), .int(let i)):
      guard array.indices.contains(i) else { throw EvalError(node, "index out of range (index \(i), count \(array.count))") }
      container = .void  // drop the extra reference so the element write does not copy the array
      try body(&array[i])
      container = .array(array)
    case (.host(let h), _):
      guard let getter = registry.types[h.typeName]?.subscriptGetter, let setter = registry.types[h.typeName]?.subscriptSetter else {
        throw EvalError(node, "value of type '\(h.typeName)' has no subscripts")
      }
      var current = try getter(container, index)
      try body(&current)
      try setter(&container, index, current)
    default:
      throw EvalError(node, "cannot subscript a value of type '\(container.sceneType)' with '\(index.sceneType)'")
    }
  }

  /// `container[index]` once both are evaluated.
  func subscriptValue(_ container: Value, _ index: Value, keyPathLabel: Bool, node e: SubscriptCallExprSyntax) throws -> Value {
    if keyPathLabel, case .keyPath(let kp) = index {
      return try read(keyPath: kp, on: container, position: e.position)
    }
    switch (container, index) {
    case (.dictionary(let entries), _):
      return Value.index(of: index, in: entries).map { entries[$0].value } ?? .null
    case (.array(let array), .int(let i)):
      guard array.indices.contains(i) else { throw EvalError(e, "index out of range (index \(i), count \(array.count))") }
      return array[i]
    case (.array(let array), .range(let r)):
      guard r.lowerBound >= 0, r.upperBound <= array.count else { throw EvalError(e, "range \(r) out of bounds (count \(array.count))") }
      return .array(Array(array[r]))
    case (.host(let h), _):
      guard let getter = registry.types[h.typeName]?.subscriptGetter else {
        throw EvalError(e, "value of type '\(h.typeName)' has no subscripts")
      }
      do {
        let value = try getter(container, index)
        // `transaction[Key.self]` with nothing stored: the key type's `defaultValue`, as TransactionKey says.
        if case .null = value, case .type(.user(let key)) = index, key.staticProperties["defaultValue"] != nil || key.staticComputed["defaultValue"] != nil {
          return try staticMember("defaultValue", of: .user(key), hint: nil, node: e)
        }
        return value
      } catch let error as HostError {
        throw EvalError(e, error.message)
      }
    case (.string(let s), _):
      do {
        if let found = try stringSubscript(s, index) { return found }
      } catch let error as HostError {
        throw EvalError(e, error.message)
      }
      throw EvalError(e, "cannot subscript a value of type 'String' with an argument of type '\(index.sceneType)'")
    default:
      throw EvalError(e, "cannot subscript a value of type '\(container.sceneType)' with an argument of type '\(index.sceneType)'")
    }
  }
}
