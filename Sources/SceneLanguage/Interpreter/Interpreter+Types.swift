import SwiftSyntax

/// Lexical type lookup: a type nested in `Badge` lives at `Badge.Values`; inside `Badge` (and inside the
/// types nested in it) the simple name `Values` means `Badge.Values`, as Swift's qualified lookup does
/// (The Swift Programming Language, "Nested Types").
extension Interpreter {
  /// The type named `name` as seen from inside `context` (nil: the top level). Dotted names resolve their
  /// first component lexically, then walk nested types.
  func lookupType(_ name: String, from context: TypeDefinition?) -> TypeDefinition? {
    if let dot = name.firstIndex(of: ".") {
      guard let head = lookupType(String(name[..<dot]), from: context) else { return nil }
      return types[head.name + name[dot...]]
    }
    var current = context
    while let c = current {
      if let found = types[c.name + "." + name] { return found }
      if c.simpleName == name, types[c.name] === c { return c }  // not a host type's extension
      current = c.parent
    }
    return types[name]
  }

  /// The declaring type the code of `scope` is written in.
  func typeContext(of scope: Scope) -> TypeDefinition? {
    var current: Scope? = scope
    while let s = current {
      if let t = s.typeContext { return t }
      if let t = s.staticType { return t }
      if let v = s.selfVariable { return definition(of: v.value) }
      current = s.parent
    }
    return nil
  }

  /// `type` with every written type name replaced by the qualified name of the type it denotes from
  /// `context` (names of host types and unknown names stay as written).
  func resolved(_ type: SceneType, in context: TypeDefinition?) -> SceneType {
    switch type {
    case .named(let n):
      if n.contains("<") { return type }
      return lookupType(n, from: context).map { .named($0.name) } ?? type
    case .array(let e): return .array(resolved(e, in: context))
    case .optional(let w): return .optional(resolved(w, in: context))
    case .dictionary(let k, let v): return .dictionary(resolved(k, in: context), resolved(v, in: context))
    case .tuple(let elements, let labels): return .tuple(elements.map { resolved($0, in: context) }, labels: labels)
    default: return type
    }
  }

  /// A type written in code evaluated in `scope` (annotations, `as`, closure parameters).
  func sceneType(_ syntax: TypeSyntax, in scope: Scope) -> SceneType {
    let written = SceneType(syntax: syntax)
    guard !types.isEmpty else { return written }
    return resolved(written, in: typeContext(of: scope))
  }

  /// The declared type of a variable reference (the only expressions whose static type the evaluator
  /// knows without evaluating); nil otherwise. Used to keep optional levels apart (`Int??` from `Int?`).
  func staticType(of expr: ExprSyntax, in scope: Scope) -> SceneType? {
    guard let ref = expr.as(DeclReferenceExprSyntax.self) else { return nil }
    return declaredType(of: ref.baseName.text, in: scope)
  }

  /// The declared type of the variable or implicit-`self` stored property `name` names from `scope`.
  func declaredType(of name: String, in scope: Scope) -> SceneType? {
    var current: Scope? = scope
    while let s = current {
      if let v = s.variables[name] { return v.type }
      if let selfVariable = s.selfVariable, let d = definition(of: selfVariable.value) {
        if let p = d.storedProperty(name) { return p.type }
        if d.computedProperties[name] != nil { return d.computedProperties[name]?.type }
      }
      current = s.parent
    }
    return nil
  }
}
