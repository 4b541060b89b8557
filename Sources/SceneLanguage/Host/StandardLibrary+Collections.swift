import SwiftSyntax
import Foundation

/// `Set`, more of `Array` and `Dictionary`, and `zip`. A `Set` is an array of distinct elements kept in
/// insertion order (Swift leaves a set's order unspecified; a fixed order keeps renders reproducible).
extension HostRegistry {
  mutating func registerCollectionExtras() {
    func items(_ v: Value?) -> [Value] { v?.asArray ?? [] }
    func entries(_ v: Value?) -> [DictionaryEntry] { if case .dictionary(let e)? = v { e } else { [] } }
    func contains(_ list: [Value], _ x: Value) -> Bool { list.contains { $0.isEqual(to: x) == true } }
    func call(_ c: HostCall, _ i: Int, _ args: [Value], bool: Bool = false) throws -> Value {
      try c.context.call(c[i] ?? .void, args, expecting: bool ? .bool : nil)
    }
    func pair(_ e: DictionaryEntry) -> Value { .tuple([e.key, e.value], labels: ["key", "value"]) }

    modify("Set") { t in
      t.addInit(HostFunction([], returns: .array(.any)) { _ in .array([]) })
      t.addInit(HostFunction([HostParameter(nil)], returns: .array(.any)) { c in .array(Self.distinct(items(c[0]))) })
    }
    modify("Array") { t in
      // Set algebra on arrays of distinct elements.
      t.addMethod("insert", HostFunction(mutating: [HostParameter(nil)], returns: .any) { receiver, c in
        var list = items(receiver)
        let x = c[0] ?? .null
        let inserted = !contains(list, x)
        if inserted { list.append(x) }
        receiver = .array(list)
        return .tuple([.bool(inserted), x], labels: ["inserted", "memberAfterInsert"])
      })
      t.addMethod("remove", HostFunction(mutating: [HostParameter(nil)], returns: .any) { receiver, c in
        var list = items(receiver)
        guard let i = list.firstIndex(where: { $0.isEqual(to: c[0] ?? .null) == true }) else { return .null }
        let removed = list.remove(at: i)
        receiver = .array(list)
        return .some(removed)
      })
      t.addMethod("formUnion", HostFunction(mutating: [HostParameter(nil)]) { receiver, c in
        receiver = .array(Self.distinct(items(receiver) + items(c[0])))
        return .void
      })
      t.addMethod("union", HostFunction([HostParameter(nil)], returns: .array(.any)) { c in .array(Self.distinct(items(c.receiver) + items(c[0]))) })
      t.addMethod("intersection", HostFunction([HostParameter(nil)], returns: .array(.any)) { c in
        .array(items(c.receiver).filter { contains(items(c[0]), $0) })
      })
      t.addMethod("subtracting", HostFunction([HostParameter(nil)], returns: .array(.any)) { c in
        .array(items(c.receiver).filter { !contains(items(c[0]), $0) })
      })
      t.addMethod("symmetricDifference", HostFunction([HostParameter(nil)], returns: .array(.any)) { c in
        let a = items(c.receiver), b = items(c[0])
        return .array(a.filter { !contains(b, $0) } + b.filter { !contains(a, $0) })
      })
      t.addMethod("isSubset", HostFunction([HostParameter("of")], returns: .bool) { c in .bool(items(c.receiver).allSatisfy { contains(items(c[0]), $0) }) })
      t.addMethod("isSuperset", HostFunction([HostParameter("of")], returns: .bool) { c in .bool(items(c[0]).allSatisfy { contains(items(c.receiver), $0) }) })
      t.addMethod("isDisjoint", HostFunction([HostParameter("with")], returns: .bool) { c in .bool(!items(c.receiver).contains { contains(items(c[0]), $0) }) })
      // Slices.
      t.addMethod("prefix", HostFunction([HostParameter(nil, .int)], returns: .array(.any)) { c in .array(Array(items(c.receiver).prefix(max(0, c[0]?.asInt ?? 0)))) })
      t.addMethod("suffix", HostFunction([HostParameter(nil, .int)], returns: .array(.any)) { c in .array(Array(items(c.receiver).suffix(max(0, c[0]?.asInt ?? 0)))) })
      t.addMethod("dropFirst", HostFunction([HostParameter(nil, .int, default: true)], returns: .array(.any)) { c in
        .array(Array(items(c.receiver).dropFirst(max(0, c[0]?.asInt ?? 1))))
      })
      t.addMethod("dropLast", HostFunction([HostParameter(nil, .int, default: true)], returns: .array(.any)) { c in
        .array(Array(items(c.receiver).dropLast(max(0, c[0]?.asInt ?? 1))))
      })
      t.addMethod("min", HostFunction([HostParameter("by", .function)]) { c in
        try items(c.receiver).min { try call(c, 0, [$0, $1], bool: true).asBool == true }.map(Value.some) ?? .null
      })
      t.addMethod("max", HostFunction([HostParameter("by", .function)]) { c in
        try items(c.receiver).max { try call(c, 0, [$0, $1], bool: true).asBool == true }.map(Value.some) ?? .null
      })
      t.addMethod("last", HostFunction([HostParameter("where", .function)]) { c in
        try items(c.receiver).last { try call(c, 0, [$0], bool: true).asBool == true }.map(Value.some) ?? .null
      })
    }
    modify("Dictionary") { t in
      t.addInit(HostFunction([], returns: .dictionary(.any, .any)) { _ in .dictionary([]) })
      t.addInit(HostFunction([HostParameter("uniqueKeysWithValues")], returns: .dictionary(.any, .any)) { c in
        var out: [DictionaryEntry] = []
        for item in items(c[0]) {
          guard case .tuple(let parts, _) = item, parts.count == 2 else { throw HostError("Dictionary(uniqueKeysWithValues:) takes (key, value) pairs") }
          guard Value.index(of: parts[0], in: out) == nil else { throw HostError("Dictionary(uniqueKeysWithValues:): duplicate key \(parts[0].debugText)") }
          out.append(DictionaryEntry(key: parts[0], value: parts[1]))
        }
        return .dictionary(out)
      })
      t.addInit(HostFunction([HostParameter("grouping"), HostParameter("by", .function)], returns: .dictionary(.any, .any)) { c in
        var out: [DictionaryEntry] = []
        for item in items(c[0]) {
          let key = try call(c, 1, [item])
          if let i = Value.index(of: key, in: out) { out[i].value = .array(items(out[i].value) + [item]) } else { out.append(DictionaryEntry(key: key, value: .array([item]))) }
        }
        return .dictionary(out)
      })
      t.addMethod("mapValues", HostFunction([HostParameter(nil, .function)], returns: .dictionary(.any, .any)) { c in
        .dictionary(try entries(c.receiver).map { DictionaryEntry(key: $0.key, value: try call(c, 0, [$0.value])) })
      })
      t.addMethod("compactMapValues", HostFunction([HostParameter(nil, .function)], returns: .dictionary(.any, .any)) { c in
        .dictionary(try entries(c.receiver).compactMap { e in
          try call(c, 0, [e.value]).optionalPayload.map { DictionaryEntry(key: e.key, value: $0) }
        })
      })
      t.addMethod("filter", HostFunction([HostParameter(nil, .function)], returns: .dictionary(.any, .any)) { c in
        .dictionary(try entries(c.receiver).filter { try call(c, 0, [pair($0)], bool: true).asBool == true })
      })
      t.addMethod("forEach", HostFunction([HostParameter(nil, .function)], returns: .void) { c in
        for e in entries(c.receiver) { _ = try call(c, 0, [pair(e)]) }
        return .void
      })
      t.addMethod("contains", HostFunction([HostParameter("where", .function)], returns: .bool) { c in
        .bool(try entries(c.receiver).contains { try call(c, 0, [pair($0)], bool: true).asBool == true })
      })
      t.addMethod("reduce", HostFunction([HostParameter(nil), HostParameter(nil, .function)]) { c in
        try entries(c.receiver).reduce(c[0] ?? .void) { try call(c, 1, [$0, pair($1)]) }
      })
      t.addMethod("min", HostFunction([HostParameter("by", .function)]) { c in
        try entries(c.receiver).map(pair).min { try call(c, 0, [$0, $1], bool: true).asBool == true }.map(Value.some) ?? .null
      })
      t.addMethod("max", HostFunction([HostParameter("by", .function)]) { c in
        try entries(c.receiver).map(pair).max { try call(c, 0, [$0, $1], bool: true).asBool == true }.map(Value.some) ?? .null
      })
      t.addMethod("updateValue", HostFunction(mutating: [HostParameter(nil), HostParameter("forKey")], returns: .any) { receiver, c in
        var e = entries(receiver)
        let key = c[1] ?? .null, value = c[0] ?? .null
        var old: Value = .null
        if let i = Value.index(of: key, in: e) { old = .some(e[i].value); e[i].value = value } else { e.append(DictionaryEntry(key: key, value: value)) }
        receiver = .dictionary(e)
        return old
      })
    }
    addFunction("zip", HostFunction([HostParameter(nil), HostParameter(nil)], returns: .array(.any)) { c in
      .array(zip(items(c[0]), items(c[1])).map { .tuple([$0, $1], labels: [nil, nil]) })
    })
  }

  /// The distinct elements of `list`, first occurrences in order.
  static func distinct(_ list: [Value]) -> [Value] {
    var out: [Value] = []
    for x in list where !out.contains(where: { $0.isEqual(to: x) == true }) { out.append(x) }
    return out
  }
}

extension Interpreter {
  /// `dict[key, default: value]`: the stored value, or the default when the key is absent.
  func lowerDefaultSubscript(_ e: SubscriptCallExprSyntax) -> LoweredExpression? {
    let args = Array(e.arguments)
    guard args.count == 2, args[0].label == nil, args[1].label?.text == "default" else { return nil }
    let container = lowered(e.calledExpression), key = lowered(args[0].expression), fallback = lowered(args[1].expression)
    return node(ExprSyntax(e)) { [unowned self] scope, hint in
      guard case .dictionary(let entries) = deref(try container(scope, nil)) else {
        throw EvalError(e, "subscript(_:default:) needs a dictionary")
      }
      let k = deref(try key(scope, nil))
      if let i = Value.index(of: k, in: entries) { return entries[i].value }
      return deref(try fallback(scope, hint ?? entries.first?.value.sceneType))
    }
  }
}
