import SwiftSyntax

/// Classes: reference semantics, initialisers, simple single inheritance and `super`
/// (The Swift Programming Language, "Classes and Structures", "Inheritance", "Initialization").
///
/// An object is an `Instance` whose stored properties are all cells (see `ObservableModel.swift`), so
/// every copy of the value shares them: two references see one mutation, and methods mutate without
/// `mutating`. A hidden `$id` field is its identity for `===`.
extension Interpreter {
  /// The field holding an object's identity.
  static let objectIdentityField = "$id"

  /// Fills a class definition: superclass, conformances, how SwiftUI observes it, members.
  func collectClass(_ c: ClassDeclSyntax, into definition: TypeDefinition) throws {
    for (index, inherited) in (c.inheritanceClause?.inheritedTypes ?? []).enumerated() {
      let name = inherited.type.trimmedDescription
      if index == 0, let parent = lookupType(name, from: definition.parent), parent.kind == .classType {
        definition.superclass = parent
      } else if name == "NSObject" {
        throw EvalError(inherited, "'NSObject' (Objective-C runtime, KVO) does not exist on Linux; declare a plain Swift class")
      } else {
        definition.conformances.append(name)
      }
    }
    if Self.hasAttribute(c.attributes, "Observable") {
      definition.observation = .observable
    } else if definition.conforms(to: "ObservableObject") {
      definition.observation = .observableObject
    }
    try collectMembers(c.memberBlock, into: definition, isExtension: false)
  }

  /// Merges each class's superclass members into it (parents first), once every declaration is known.
  func finishClassDeclarations() throws {
    var done: Set<String> = []
    func inherit(_ d: TypeDefinition) {
      guard !done.contains(d.name) else { return }
      done.insert(d.name)
      guard let parent = d.superclass else { return }
      inherit(parent)
      let own = Set(d.storedProperties.map(\.name))
      d.storedProperties = parent.storedProperties.filter { !own.contains($0.name) } + d.storedProperties
      for (name, defs) in parent.methods where d.methods[name] == nil { d.methods[name] = defs }
      for (name, c) in parent.computedProperties where d.computedProperties[name] == nil { d.computedProperties[name] = c }
      for (name, defs) in parent.staticMethods where d.staticMethods[name] == nil { d.staticMethods[name] = defs }
      for name in parent.conformances where !d.conformances.contains(name) { d.conformances.append(name) }
      if d.observation == .none { d.observation = parent.observation }
      if d.observation == .none, d.conforms(to: "ObservableObject") { d.observation = .observableObject }
    }
    for name in typeOrder { if let d = types[name], d.kind == .classType { inherit(d) } }
    try validateEnvironmentKeys()
  }

  /// `Type(…)` for a class: a declared (or inherited) initialiser, or the implicit `init()` when every
  /// stored property has a default value.
  func constructObject(_ d: TypeDefinition, _ args: [CallArgument], in scope: Scope, hint: SceneType?, node: some SyntaxProtocol) throws -> Value {
    var owner: TypeDefinition? = d
    while let o = owner, o.initializers.isEmpty { owner = o.superclass }
    let initializers = owner?.initializers ?? []
    for def in initializers {
      let sig = signature(of: def)
      if let matched = match(args, to: sig) {
        let values = try evaluateArguments(args, matched: matched, signature: sig, in: scope, declared: true)
        let (object, owner) = try makeObject(d, node: node)
        let selfVariable = Variable(.instance(object), isConstant: false, type: .named(d.name))
        _ = try invoke(def, values, selfVariable: selfVariable, staticType: nil, declScope: globals, node: node, isInitializer: true)
        owner.initialized = true  // property observers run from now on, as in Swift
        return selfVariable.value
      }
    }
    if initializers.isEmpty, args.isEmpty {
      if let missing = d.storedProperties.first(where: { $0.defaultValue == nil && !$0.type.isOptional && $0.implicitDefault == nil }) {
        throw EvalError(missing.node, "class '\(d.name)' has no initializers: stored property '\(missing.name)' has no initial value")
      }
      let (object, owner) = try makeObject(d, node: node)
      owner.initialized = true
      return .instance(object)
    }
    throw EvalError(node, mismatchMessage(args, candidates: initializers.map(signature(of:)), callee: "initializer of '\(d.name)'"))
  }

  /// A new object: default values evaluated, every stored property a cell of its own.
  func makeObject(_ d: TypeDefinition, node: some SyntaxProtocol) throws -> (Instance, ObjectOwner) {
    var instance = try makeInstance(d, provided: [:], node: node, requireAll: false)
    objectCount += 1
    let id = objectCount
    let owner = ObjectOwner()
    for property in d.storedProperties {
      var initial = instance.fields[property.name] ?? .null
      if case .binding(let cell) = initial { initial = cell.value }
      let cell = objectCell(id: id, property: property, initial: initial, observed: isObserved(property, of: d), owner: owner)
      instance.fields[property.name] = .binding(cell)
    }
    instance.fields[Self.objectIdentityField] = .int(id)
    owner.instance = instance
    return (instance, owner)
  }

  /// Whether SwiftUI re-renders the readers of this property when it changes.
  private func isObserved(_ property: StoredProperty, of d: TypeDefinition) -> Bool {
    guard !property.isConstant, let declaration = property.node.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
    switch d.observation {
    case .none: return false
    case .observableObject: return Self.hasAttribute(declaration.attributes, "Published")
    case .observable: return !Self.hasAttribute(declaration.attributes, "ObservationIgnored")
    }
  }

  /// `super`: the object seen as its superclass, so `super.method()` runs the parent's method on it.
  func superValue(in scope: Scope, node: some SyntaxProtocol) throws -> Value {
    guard let context = memberContext(scope), case .instance(let object)? = context.selfVariable?.value else {
      throw EvalError(node, "'super' cannot be used outside of class members")
    }
    // `super` is static: the superclass of the class whose body the code is written in, not of the
    // object's own class (else a parent's `super.m()` would call itself when run for a subclass).
    let own = object.ownClass ?? object.definition
    guard let parent = (enclosingClass(of: node) ?? own).superclass else {
      throw EvalError(node, "'super' members cannot be referenced in a root class")
    }
    return .instance(Instance(definition: parent, fields: object.fields, ownClass: own))
  }

  /// The class declaration (or class extension) whose body contains `node`, by qualified name.
  private func enclosingClass(of node: some SyntaxProtocol) -> TypeDefinition? {
    var names: [String] = []
    var current = node.parent
    while let n = current {
      if let c = n.as(ClassDeclSyntax.self) { names.insert(c.name.text, at: 0) }
      else if let s = n.as(StructDeclSyntax.self) { names.insert(s.name.text, at: 0) }
      else if let e = n.as(EnumDeclSyntax.self) { names.insert(e.name.text, at: 0) }
      else if let x = n.as(ExtensionDeclSyntax.self) { names.insert(x.extendedType.trimmedDescription, at: 0) }
      current = n.parent
    }
    guard !names.isEmpty, let d = types[names.joined(separator: ".")] ?? types[names.last ?? ""], d.kind == .classType else { return nil }
    return d
  }

  /// `super.init(…)` (or any `init` called on an object): the initialiser runs on the same object.
  func callInitializer(on object: Instance, _ args: [CallArgument], in scope: Scope, node: some SyntaxProtocol) throws -> Value {
    let d = object.definition
    var owner: TypeDefinition? = d
    while let o = owner, o.initializers.isEmpty { owner = o.superclass }
    let initializers = owner?.initializers ?? []
    if initializers.isEmpty, args.isEmpty { return .void }  // the implicit `init()` of a root class
    for def in initializers {
      let sig = signature(of: def)
      if let matched = match(args, to: sig) {
        let values = try evaluateArguments(args, matched: matched, signature: sig, in: scope, declared: true)
        let selfVariable = Variable(.instance(object), isConstant: false, type: .named(d.name))
        _ = try invoke(def, values, selfVariable: selfVariable, staticType: nil, declScope: globals, node: node, isInitializer: true)
        return .void
      }
    }
    throw EvalError(node, mismatchMessage(args, candidates: initializers.map(signature(of:)), callee: "initializer of '\(d.name)'"))
  }

  /// `a === b`, `a !== b`: whether two values are the same object.
  func identical(_ left: Value, _ right: Value, node: some SyntaxProtocol) throws -> Bool {
    func identity(_ v: Value) throws -> Int? {
      switch deref(v) {
      case .instance(let i) where i.definition.kind == .classType:
        if case .int(let id)? = i.fields[Self.objectIdentityField] { return id }
        return nil
      case .null: return nil
      case .some(let w): return try identity(w)
      case let other:
        throw EvalError(node, "'===' compares class instances, not values of type '\(other.sceneType)'")
      }
    }
    return try identity(left) == identity(right)
  }
}
