import SwiftSyntax

extension Interpreter {
  /// The innermost token at `position` (for diagnostics and host callbacks), cached: per-frame closures
  /// ask for the same few positions thousands of times, and each search walks the tree from the root.
  func node(at position: AbsolutePosition) -> Syntax {
    if let cached = nodeCache[position] { return cached }
    let found = source.tree.token(at: position).map(Syntax.init) ?? Syntax(source.tree)
    nodeCache[position] = found
    return found
  }

  /// `Type(…)`: memberwise or explicit initialisers, `init(rawValue:)`, host initialisers.
  func construct(_ type: TypeReference, _ args: [CallArgument], in scope: Scope, hint: SceneType?, node: some SyntaxProtocol) throws -> Value {
    switch type {
    case .host("Optional") where registry.types["Optional"] == nil:
      let target = try staticMember("some", of: type, hint: hint, node: node, forCall: true)
      return try call(target, args, in: scope, hint: hint, node: node)
    case .host(let name):
      guard let host = registry.types[name] else { throw EvalError(node, "cannot find '\(name)' in scope") }
      guard !host.initializers.isEmpty else { throw EvalError(node, "'\(name)' cannot be constructed because it has no accessible initializers") }
      return try callHost(name: "\(name).init", host.initializers, receiver: nil, args, in: scope, hint: hint, node: node).0
    case .user(let d):
      if d.kind == .classType { return try constructObject(d, args, in: scope, hint: hint, node: node) }
      if d.kind == .enumeration {
        if args.count == 1, args[0].label == "rawValue", let rawType = d.rawType {
          let signature = Signature(parameters: [.init(label: "rawValue", type: rawType, hasDefault: false, isVariadic: false)])
          let values = try evaluateArguments(args, matched: [[0]], signature: signature, in: scope)
          let raw = values[0] ?? .null
          if let c = d.cases.first(where: { $0.rawValue?.isEqual(to: raw) == true }) {
            return .enumCase(EnumCaseValue(definition: d, name: c.name, associated: []))
          }
          return .null
        }
        if d.initializers.isEmpty {
          throw EvalError(node, "'\(d.name)' cannot be constructed because it has no accessible initializers")
        }
      }
      let memberwise = Signature(parameters: d.memberwiseParameters.map {
        .init(label: $0.label, type: $0.type, hasDefault: $0.defaultValue != nil || $0.type.isOptional, isVariadic: false)
      })
      for def in d.initializers {
        let sig = signature(of: def)
        if let matched = match(args, to: sig) {
          let values = try evaluateArguments(args, matched: matched, signature: sig, in: scope, declared: true)
          return try runInitializer(def, values, of: d, node: node)
        }
      }
      if d.kind == .structure, !d.hasExplicitInitInBody, let matched = match(args, to: memberwise) {
        let values = try evaluateArguments(args, matched: matched, signature: memberwise, in: scope, declared: true)
        var provided: [String: Value] = [:]
        for (parameter, value) in zip(d.memberwiseParameters, values) { if let value { provided[parameter.name] = value } }
        return .instance(try makeInstance(d, provided: provided, node: node))
      }
      var candidates = d.initializers.map(signature(of:))
      if !d.hasExplicitInitInBody && d.kind == .structure { candidates.append(memberwise) }
      throw EvalError(node, mismatchMessage(args, candidates: candidates, callee: "initializer of '\(d.name)'"))
    }
  }

  /// Builds an instance: provided values, else property defaults; `@State` values get fresh cells.
  func makeInstance(_ d: TypeDefinition, provided: [String: Value], node: some SyntaxProtocol, requireAll: Bool = true) throws -> Instance {
    var fields: [String: Value] = [:]
    for (index, property) in d.storedProperties.enumerated() {
      var value: Value
      if let given = provided[property.name] {
        value = try builderAdapted(given, for: property)  // `@ViewBuilder let content: Content`
      } else if let expr = property.defaultValue {
        value = deref(try evaluate(expr, in: Scope(parent: globals, typeContext: d), hint: property.type == .any ? nil : property.type))
      } else if let implicit = property.implicitDefault {
        value = implicit
      } else if property.wrapper == .environment {
        value = .null  // read from the environment where the view's body runs (see `componentNode`)
      } else if property.type.isOptional || !requireAll {
        value = .null
      } else {
        throw EvalError(node, "missing argument for parameter '\(property.name)' in call to initializer of '\(d.name)'")
      }
      if property.type == .any, !value.isUnresolved { d.storedProperties[index].type = deref(value).sceneType }
      switch property.wrapper {
      case .state:
        value = .binding(StateCell(name: property.name, value: try fit(deref(value), to: property.type, position: property.node.position)))
      case .binding:
        if case .binding = value {} else { value = .binding(StateCell(name: property.name, value: value)) }
      case .environment:
        break
      default:
        if case .binding(let cell) = value, !Self.wantsBinding(property.type) { value = cell.value }
        if case .null = value, !requireAll { break }  // assigned by the explicit init
        value = try fit(value, to: d.storedProperties[index].type, position: property.node.position)
      }
      fields[property.name] = value
    }
    return Instance(definition: d, fields: fields)
  }

  private func runInitializer(_ def: FunctionDefinition, _ values: [Value?], of d: TypeDefinition, node: some SyntaxProtocol) throws -> Value {
    let initial: Value
    if d.kind == .enumeration {
      initial = .null
    } else {
      initial = .instance(try makeInstance(d, provided: [:], node: node, requireAll: false))
    }
    let selfVariable = Variable(initial, isConstant: false, type: .named(d.name))
    _ = try invoke(def, values, selfVariable: selfVariable, staticType: nil, declScope: globals, node: node, isInitializer: true)
    return selfVariable.value
  }

  // MARK: Coercion

  /// Fits `value` to `type` as Swift's conversions at a typed slot would: Int literals widen to Double
  /// (variables too, leniently), implicit members resolve against the type, mismatches are reported.
  func coerce(_ value: Value, to type: SceneType, position: AbsolutePosition) throws -> Value {
    switch (type, value) {
    case (.any, _), (.function, _), (.void, _):
      return value
    case (_, .binding(let cell)) where !Self.wantsBinding(type):
      return try coerce(cell.value, to: type, position: position)
    case (.optional, .null):
      return .null
    case (.optional, .implicitMember(let m)) where m.name == "none" && m.arguments == nil:
      return .null
    case (.optional(let wrapped), .implicitMember(let m)) where m.name == "some" && m.arguments?.count == 1:
      return try coerce(m.arguments?[0].value ?? .null, to: wrapped, position: position)
    case (.optional(let wrapped), .some(let inner)):
      return try coerce(inner, to: wrapped, position: position)
    case (.optional(let wrapped), _):
      return try coerce(value, to: wrapped, position: position)
    case (_, .some(let inner)):
      // Lenient where a host or an untyped slot receives a present optional: the wrapped value.
      return try coerce(inner, to: type, position: position)
    case (_, .implicitMember(let member)):
      guard let typeName = type.typeName, canResolve(typeName) else { return value }
      return try resolve(member, in: typeName, position: position)
    case (.double, .double), (.int, .int), (.bool, .bool), (.string, .string), (.range, .range):
      return value
    case (.double, .int(let i)):
      return .double(Double(i))
    case (.array(let element), .array(let items)):
      if element == .any { return value }
      return .array(try items.map { try coerce($0, to: element, position: position) })
    case (.array(.int), .range), (.array(.any), .range):
      return value
    case (.dictionary(let keyType, let valueType), .dictionary(let entries)):
      return .dictionary(try entries.map {
        DictionaryEntry(key: try coerce($0.key, to: keyType, position: position), value: try coerce($0.value, to: valueType, position: position))
      })
    case (.tuple(let elementTypes, let typeLabels), .tuple(let items, let labels)) where items.count == elementTypes.count:
      // `return (lo, hi)` for `(min: Double, max: Double)`: the declared labels name the elements.
      let values = try zip(items, elementTypes).map { try coerce($0, to: $1, position: position) }
      return .tuple(values, labels: zip(labels, typeLabels).map { $0 ?? $1 })
    case (.named(let name), .array(let items)) where name == "Set" || name.hasPrefix("Set<"):
      return .array(HostRegistry.distinct(items))  // `let s: Set = [1, 2, 2]` holds each element once
    case (.named(let name), .instance(let i)) where types[name] != nil && types[name]?.kind != nil && name != i.definition.name
      && !i.definition.inherits(from: name):
      throw EvalError(position: position, "cannot convert value of type '\(i.definition.name)' to expected type '\(name)'")
    case (.named(let name), .enumCase(let e)) where types[name] != nil && name != e.definition.name:
      throw EvalError(position: position, "cannot convert value of type '\(e.definition.name)' to expected type '\(name)'")
    case (.named, _):
      return value
    case (_, .null):
      throw EvalError(position: position, "'nil' is not compatible with expected type '\(type)'")
    default:
      throw EvalError(position: position, "cannot convert value of type '\(value.sceneType)' to expected type '\(type)'")
    }
  }

  /// `coerce` for a slot the scene declares (a variable, stored property, parameter or result): at an
  /// optional type the value is wrapped as `.some`, level by level (`Int??` holds `.some(.some(1))`).
  /// `staticType` is the source expression's declared type, when known: a nil `Int?` stored into an
  /// `Int??` is `.some(nil)`, not `nil`.
  func fit(_ value: Value, to type: SceneType, from staticType: SceneType? = nil, position: AbsolutePosition) throws -> Value {
    guard case .optional(let wrapped) = type else { return try coerce(value, to: type, position: position) }
    // A nil of unknown static type (`.optional(.any)`) is taken as the nil of the slot.
    let known = staticType == .optional(.any) ? nil : staticType
    let deeper = known.map { Self.optionalDepth(type) > Self.optionalDepth($0) } ?? false
    switch value {
    case .null:
      return deeper ? .some(try fit(.null, to: wrapped, from: known, position: position)) : .null
    case .some(let inner):
      if deeper { return .some(try fit(value, to: wrapped, from: known, position: position)) }
      return .some(try fit(inner, to: wrapped, from: known.flatMap(Self.wrapped), position: position))
    case .binding(let cell) where !Self.wantsBinding(type):
      return try fit(cell.value, to: type, from: staticType, position: position)
    case .implicitMember(let m) where m.arguments == nil && (m.name == "none" || m.name == "some"):
      return m.name == "none" ? .null : value
    default:
      return .some(try fit(value, to: wrapped, from: nil, position: position))
    }
  }

  static func optionalDepth(_ type: SceneType) -> Int {
    if case .optional(let w) = type { return 1 + optionalDepth(w) }
    return 0
  }

  static func wrapped(_ type: SceneType) -> SceneType? {
    if case .optional(let w) = type { return w }
    return nil
  }

  func canResolve(_ typeName: String) -> Bool { types[typeName] != nil || registry.types[typeName] != nil }

  func resolve(_ member: ImplicitMember, in typeName: String, position: AbsolutePosition) throws -> Value {
    let at = node(at: position)
    let args = member.arguments?.map { CallArgument(label: $0.label, source: .value($0.value), isTrailingClosure: false, position: position) }
    let target = try staticMember(member.name, of: typeReference(named: typeName), hint: .named(typeName), node: at, forCall: args != nil, arguments: args)
    guard let args else { return target }
    return try call(target, args, in: globals, hint: .named(typeName), node: at)
  }
}

extension SceneType {
  var isOptional: Bool {
    if case .optional = self { return true }
    return false
  }
}

extension Value {
  var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  var isUnresolved: Bool {
    switch self {
    case .implicitMember, .null: true
    default: false
    }
  }
}
