import SwiftSyntax

/// Protocols declared in the scene, and extensions applying to a value through its conformances: a
/// protocol extension's members are the default implementations a conforming type uses when it has none
/// of its own; `extension View { func glow() … }` applies to every view (The Swift Programming Language,
/// "Protocols" — "Providing Default Implementations").
extension Interpreter {
  func declareProtocol(_ decl: ProtocolDeclSyntax) throws {
    let definition = ProtocolDefinition(decl)
    if protocols[definition.name] != nil || types[definition.name] != nil {
      throw EvalError(decl.name, "invalid redeclaration of '\(definition.name)'")
    }
    protocols[definition.name] = definition
  }

  /// Adds the protocols that declared protocols refine to each conforming type: `struct Tile: Card` with
  /// `protocol Card: View` is a `View`.
  func expandProtocolConformances() {
    for d in types.values where d.conformances.contains(where: { protocols[$0] != nil }) {
      for p in protocolClosure(d.conformances) where !d.conformances.contains(p) { d.conformances.append(p) }
    }
  }

  /// `names` and every protocol they refine, transitively, in order.
  func protocolClosure(_ names: [String]) -> [String] {
    var out: [String] = []
    var pending = names
    while !pending.isEmpty {
      let name = pending.removeFirst()
      guard !out.contains(name) else { continue }
      out.append(name)
      pending += protocols[name]?.inherited ?? []
      pending += registry.types[name]?.sortedConformances ?? []
    }
    return out
  }

  /// The scene's extensions that apply to `value`: its own type's, then its protocols' (own first, so a
  /// type's implementation wins over a protocol's default).
  func extensions(applyingTo value: Value) -> [TypeDefinition] {
    if hostExtensions.isEmpty { return [] }  // the common case: every member access of a view passes here
    let typeName: String
    let conformances: [String]
    // Any scene-declared type (struct, enum, or whatever else `definition(of:)` knows) by its definition.
    if let d = definition(of: value) {
      (typeName, conformances) = (d.name, d.conformances)
    } else if case .host(let h) = value {
      (typeName, conformances) = (h.typeName, registry.types[h.typeName]?.sortedConformances ?? [])
    } else {
      (typeName, conformances) = (Self.builtinTypeName(value), [])
    }
    if let known = extensionsByType[typeName] { return known }
    var found: [TypeDefinition] = []
    if let own = hostExtensions[typeName] { found.append(own) }
    for p in protocolClosure(conformances) {
      if let ext = hostExtensions[p], !found.contains(where: { $0 === ext }) { found.append(ext) }
    }
    extensionsByType[typeName] = found  // declarations are all collected before any member is read
    return found
  }

  /// A member a protocol extension (or a host type's extension) provides to `value`; nil if none does.
  func extensionMember(_ name: String, of value: Value, node: some SyntaxProtocol) throws -> Value? {
    for ext in extensions(applyingTo: value) {
      if let c = ext.computedProperties[name] { return try runGetter(c, receiver: value, staticType: nil, node: node) }
      if let m = ext.methods[name] { return .function(FunctionValue(.declared(m, receiver: value, staticType: nil, scope: globals))) }
    }
    return nil
  }

  /// The methods named `name` that an extension (a protocol default) gives a scene type's value.
  func extensionMethods(_ name: String, of value: Value) -> [FunctionDefinition]? {
    for ext in extensions(applyingTo: value) { if let m = ext.methods[name] { return m } }
    return nil
  }

  /// Whether some applicable extension declares an instance member `name`.
  func hasExtensionMember(_ name: String, of value: Value) -> Bool {
    extensions(applyingTo: value).contains { $0.computedProperties[name] != nil || $0.methods[name] != nil }
  }

  /// A static member of a protocol extension for a conforming scene type (`Self.defaultTint`).
  func extensionStaticMember(_ name: String, of d: TypeDefinition, node: some SyntaxProtocol) throws -> Value? {
    for p in protocolClosure(d.conformances) {
      guard let ext = hostExtensions[p] else { continue }
      if let c = ext.staticComputed[name] { return try runGetter(c, receiver: nil, staticType: d, node: node) }
      if let m = ext.staticMethods[name] { return .function(FunctionValue(.declared(m, receiver: nil, staticType: d, scope: globals))) }
      if let p = ext.staticProperties[name], let expr = p.defaultValue {
        return deref(try evaluate(expr, in: Scope(parent: globals, staticType: d), hint: p.type))
      }
    }
    return nil
  }

  /// The members reachable without `self.` inside a type or extension `d`, beyond its own: protocol
  /// requirements and defaults, and for an extension of a host type (`extension View`) the host type's
  /// members (`shadow(…)` inside `func glow()`).
  func inheritedMemberNames(_ d: TypeDefinition) -> Set<String> {
    var names = Set<String>()
    var roots = d.conformances
    if hostExtensions[d.name] === d { roots.insert(d.name, at: 0) }
    for p in protocolClosure(roots) {
      if let proto = protocols[p] { names.formUnion(proto.requirements) }
      if let ext = hostExtensions[p] {
        names.formUnion(ext.computedProperties.keys)
        names.formUnion(ext.methods.keys)
        names.formUnion(ext.staticComputed.keys)
        names.formUnion(ext.staticMethods.keys)
        names.formUnion(ext.staticProperties.keys)
      }
      if let host = registry.types[p] {
        names.formUnion(host.methods.keys)
        names.formUnion(host.properties.keys)
      }
    }
    return names
  }

  /// A host member reached without `self.` inside an extension of a host type (`shadow(…)` in
  /// `extension View { func glow() … }`).
  func implicitHostMember(_ name: String, of receiver: Value, node: some SyntaxProtocol) throws -> Value? {
    if let found = try extensionMember(name, of: receiver, node: node) { return found }
    guard case .host(let h) = receiver else { return nil }
    return try hostMember(name, of: receiver, typeName: h.typeName, conformances: [])
  }

  /// A static member a protocol extension offers where a host type is expected:
  /// `extension Transition where Self == Twirl { static var twirl: Twirl { … } }` makes `.twirl` valid
  /// where an `AnyTransition` goes, as `extension ShapeStyle where Self == Color { … }` does for styles.
  func protocolStaticMember(_ name: String, forHostType typeName: String, node: some SyntaxProtocol) throws -> Value? {
    var protocolNames = registry.types[typeName]?.sortedConformances ?? []
    if typeName == "AnyTransition" { protocolNames.append("Transition") }
    for p in protocolNames {
      guard let ext = hostExtensions[p] else { continue }
      if let c = ext.staticComputed[name] { return try runGetter(c, receiver: nil, staticType: ext, node: node) }
      if let m = ext.staticMethods[name] { return .function(FunctionValue(.declared(m, receiver: nil, staticType: ext, scope: globals))) }
      if let stored = ext.staticProperties[name], let expr = stored.defaultValue {
        return deref(try evaluate(expr, in: Scope(parent: globals, staticType: ext), hint: stored.type))
      }
    }
    return nil
  }
}
