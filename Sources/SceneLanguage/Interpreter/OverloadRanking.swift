import SwiftSyntax

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

extension Interpreter {
  /// Picks the declared overload whose labels fit, and evaluates its arguments.
  func select(_ defs: [FunctionDefinition], _ args: [CallArgument], in scope: Scope, callee: String, node: some SyntaxProtocol) throws -> (FunctionDefinition, [Value?]) {
    let (def, values, _) = try selectMatching(defs, args, in: scope, callee: callee, node: node)
    return (def, values)
  }

  /// Picks the overload by labels and arity; when several fit, by the argument values' types (each
  /// argument evaluated once, then fitted to the chosen parameters), as Swift ranks overloads.
  func selectMatching(_ defs: [FunctionDefinition], _ args: [CallArgument], in scope: Scope, callee: String, node: some SyntaxProtocol) throws -> (FunctionDefinition, [Value?], [[Int]]) {
    let fitting = defs.compactMap { def -> (FunctionDefinition, Signature, [[Int]])? in
      let sig = signature(of: def)
      return match(args, to: sig).map { (def, sig, $0) }
    }
    if fitting.count == 1, let (def, sig, matched) = fitting.first {
      return (def, try evaluateArguments(args, matched: matched, signature: sig, in: scope, declared: true), matched)
    }
    if fitting.count > 1 {
      var evaluated = args
      for index in evaluated.indices {
        guard case .expr(let e) = evaluated[index].source else { continue }
        currentPosition = evaluated[index].position
        evaluated[index].source = .value(try evaluate(e, in: scope, hint: nil))
      }
      var best: (score: Int, def: FunctionDefinition, sig: Signature, matched: [[Int]])?
      for (def, sig, matched) in fitting {
        guard let score = OverloadRanking.score(evaluated, matched: matched, signature: sig, types: types) else { continue }
        if score > (best?.score ?? -1) { best = (score, def, sig, matched) }
      }
      if let best {
        return (best.def, try evaluateArguments(evaluated, matched: best.matched, signature: best.sig, in: scope, declared: true), best.matched)
      }
    }
    throw EvalError(node, mismatchMessage(args, candidates: defs.map(signature(of:)), callee: callee))
  }
}
