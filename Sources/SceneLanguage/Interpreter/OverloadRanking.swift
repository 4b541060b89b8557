/// Ranks overloads whose labels fit a call by how well the evaluated arguments fit their parameter
/// types: an exact type scores 2, a conversion the language allows (an Int literal to Double, an
/// implicit member, an untyped parameter) 1, and anything else rules the overload out. Swift's own
/// ranking is richer ("Overload resolution" in the Swift compiler's TypeChecker.md); this is the part
/// scenes need to tell `f(_: Int)` from `f(_: String)`.
enum OverloadRanking {
  static func score(_ args: [CallArgument], matched: [[Int]], signature: Signature, types: [String: TypeDefinition]) -> Int? {
    var total = 0
    for (p, indices) in matched.enumerated() {
      for index in indices {
        guard case .value(let value) = args[index].source else { continue }
        guard let s = fit(value, signature.parameters[p].type, types) else { return nil }
        total += s
      }
    }
    return total
  }

  static func fit(_ value: Value, _ type: SceneType, _ types: [String: TypeDefinition]) -> Int? {
    if case .binding(let cell) = value, !Interpreter.wantsBinding(type) { return fit(cell.value, type, types) }
    if case .implicitMember = value { return 1 }
    switch (type, value) {
    case (.any, _), (.void, _): return 1
    case (.function, .function): return 2
    case (.function, _): return nil
    case (.optional, .null): return 2
    case (.optional(let wrapped), .some(let inner)): return fit(inner, wrapped, types)
    case (.optional(let wrapped), _): return fit(value, wrapped, types).map { max($0 - 1, 0) }
    case (.int, .int), (.double, .double), (.bool, .bool), (.string, .string), (.range, .range): return 2
    case (.double, .int): return 1
    case (.array, .array), (.dictionary, .dictionary), (.tuple, .tuple): return 2
    case (.array, .range): return 1
    case (.named(let name), .instance(let i)): return i.definition.name == name ? 2 : types[name] != nil ? nil : 1
    case (.named(let name), .enumCase(let e)): return e.definition.name == name ? 2 : types[name] != nil ? nil : 1
    case (.named(let name), .host(let h)): return h.typeName == name ? 2 : 1
    case (.named(let name), _): return types[name] != nil ? nil : 1
    default: return nil
    }
  }
}
