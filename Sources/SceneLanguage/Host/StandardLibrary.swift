import AnimationEngine
import Foundation

extension HostRegistry {
  /// The Swift standard library subset scenes use, plus the engine's `Angle`.
  public static var standard: HostRegistry {
    var r = HostRegistry()
    r.registerNumbers()
    r.registerStrings()
    r.registerCollections()
    r.registerFreeFunctions()
    r.registerAngle()
    r.registerStringExtras()
    r.registerCollectionExtras()
    return r
  }

  private mutating func registerNumbers() {
    var double = HostType("Double")
    double.addInit(HostFunction([HostParameter(nil)], returns: .double) { call in
      switch call[0] {
      case .int(let i)?: return .double(Double(i))
      case .double(let d)?: return .double(d)
      case .string(let s)?: return Double(s).map { .some(.double($0)) } ?? .null  // failable: `Double?`
      case let other: throw HostError("cannot convert value of type '\(other?.sceneType ?? .void)' to 'Double'")
      }
    })
    double.addStatic("pi") { _ in .double(Double.pi) }
    double.addStatic("infinity") { _ in .double(Double.infinity) }
    double.addStatic("zero") { _ in .double(0) }
    double.addMethod("rounded", HostFunction([], returns: .double) { c in .double((c.receiver?.asDouble ?? 0).rounded()) })
    double.addMethod("rounded", HostFunction([HostParameter(nil, .named("FloatingPointRoundingRule"))], returns: .double) { c in
      guard let rule = try c.host(0, "FloatingPointRoundingRule", as: FloatingPointRoundingRule.self) else {
        throw HostError("rounded(_:) takes a FloatingPointRoundingRule such as .up")
      }
      return .double((c.receiver?.asDouble ?? 0).rounded(rule))
    })
    double.addMethod("squareRoot", HostFunction([], returns: .double) { c in .double((c.receiver?.asDouble ?? 0).squareRoot()) })
    double.addMethod("truncatingRemainder", HostFunction([HostParameter("dividingBy", .double)], returns: .double) { c in
      .double((c.receiver?.asDouble ?? 0).truncatingRemainder(dividingBy: try c.double(0)))
    })
    double.addProperty("magnitude", HostProperty(type: .double) { v in .double(abs(v.asDouble ?? 0)) })
    double.addProperty("description", HostProperty(type: .string) { v in .string(v.description) })
    register(double)
    var rounding = HostType("FloatingPointRoundingRule")
    for (name, rule) in [("up", FloatingPointRoundingRule.up), ("down", .down), ("towardZero", .towardZero), ("awayFromZero", .awayFromZero),
                         ("toNearestOrEven", .toNearestOrEven), ("toNearestOrAwayFromZero", .toNearestOrAwayFromZero)] {
      rounding.addStatic(name) { _ in .host(HostValue(typeName: "FloatingPointRoundingRule", payload: rule)) }
    }
    register(rounding)

    var int = HostType("Int")
    int.addInit(HostFunction([HostParameter(nil)], returns: .int) { call in
      switch call[0] {
      case .int(let i)?: return .int(i)
      case .double(let d)?:
        guard d.isFinite, d > -9.2e18, d < 9.2e18 else { throw HostError("Double value cannot be converted to Int because it is outside the representable range") }
        return .int(Int(d))
      case .string(let s)?: return Int(s).map { .some(.int($0)) } ?? .null  // failable: `Int?`
      case let other: throw HostError("cannot convert value of type '\(other?.sceneType ?? .void)' to 'Int'")
      }
    })
    int.addStatic("max") { _ in .int(Int.max) }
    int.addStatic("min") { _ in .int(Int.min) }
    int.addStatic("zero") { _ in .int(0) }
    int.addProperty("magnitude", HostProperty(type: .int) { v in .int(abs(v.asInt ?? 0)) })
    int.addProperty("description", HostProperty(type: .string) { v in .string(v.description) })
    int.addMethod("isMultiple", HostFunction([HostParameter("of", .int)], returns: .bool) { c in
      guard let n = c[0]?.asInt, n != 0 else { return .bool(false) }
      return .bool((c.receiver?.asInt ?? 0) % n == 0)
    })
    register(int)

    var bool = HostType("Bool")
    bool.addInit(HostFunction([HostParameter(nil, .bool)], returns: .bool) { c in c[0] ?? .bool(false) })
    bool.addMethod("toggle", HostFunction(mutating: []) { receiver, _ in
      guard case .bool(let b) = receiver else { throw HostError("toggle() requires a Bool") }
      receiver = .bool(!b)
      return .void
    })
    register(bool)
  }

  private mutating func registerStrings() {
    var string = HostType("String")
    string.addInit(HostFunction([HostParameter(nil)], returns: .string) { c in .string(c[0]?.description ?? "") })
    string.addInit(HostFunction([HostParameter("describing")], returns: .string) { c in .string(c[0]?.description ?? "") })
    string.addProperty("count", HostProperty(type: .int) { v in .int(v.asString?.count ?? 0) })
    // Characters are one-character Strings in scenes (as `String.map` gives them).
    string.addProperty("first", HostProperty(type: .optional(.string)) { v in v.asString?.first.map { .some(.string(String($0))) } ?? .null })
    string.addProperty("last", HostProperty(type: .optional(.string)) { v in v.asString?.last.map { .some(.string(String($0))) } ?? .null })
    string.addProperty("isEmpty", HostProperty(type: .bool) { v in .bool(v.asString?.isEmpty ?? true) })
    string.addMethod("uppercased", HostFunction([], returns: .string) { c in .string(c.receiver?.asString?.uppercased() ?? "") })
    string.addMethod("lowercased", HostFunction([], returns: .string) { c in .string(c.receiver?.asString?.lowercased() ?? "") })
    string.addMethod("hasPrefix", HostFunction([HostParameter(nil, .string)], returns: .bool) { c in
      .bool(c.receiver?.asString?.hasPrefix(c[0]?.asString ?? "") ?? false)
    })
    string.addMethod("hasSuffix", HostFunction([HostParameter(nil, .string)], returns: .bool) { c in
      .bool(c.receiver?.asString?.hasSuffix(c[0]?.asString ?? "") ?? false)
    })
    string.addMethod("contains", HostFunction([HostParameter(nil, .string)], returns: .bool) { c in
      .bool(c.receiver?.asString?.contains(c[0]?.asString ?? "") ?? false)
    })
    // A String is a collection of Characters; Characters are modelled as one-character Strings.
    string.addMethod("map", HostFunction([HostParameter(nil, .function)], returns: .array(.any)) { c in
      let characters = (c.receiver?.asString ?? "").map { Value.string(String($0)) }
      return .array(try characters.map { try c.context.call(c[0] ?? .void, [$0]) })
    })
    register(string)
  }

  private mutating func registerCollections() {
    var array = HostType("Array")
    /// The receiver's elements; a range is materialised only within the collection budget.
    func items(_ c: HostCall) throws -> [Value] {
      if case .range(let r)? = c.receiver, r.count > c.context.budget.collectionSize {
        throw HostError("evaluation budget exceeded (collection of \(r.count) elements, limit \(c.context.budget.collectionSize))")
      }
      return c.receiver?.asArray ?? []
    }
    func closure(_ c: HostCall, _ i: Int = 0) -> Value { c[i] ?? .void }
    array.addProperty("count", HostProperty(type: .int) { v in .int(v.asArray?.count ?? 0) })
    array.addProperty("isEmpty", HostProperty(type: .bool) { v in .bool(v.asArray?.isEmpty ?? true) })
    // `first`, `last`, `first(where:)`, `min()`, `max()` are optionals: `.some` keeps an element that is
    // itself nil apart from "no element", and prints as `Optional(…)`, as in Swift.
    array.addProperty("first", HostProperty { v in v.asArray?.first.map(Value.some) ?? .null })
    array.addProperty("last", HostProperty { v in v.asArray?.last.map(Value.some) ?? .null })
    array.addProperty("indices", HostProperty(type: .range) { v in .range(0..<(v.asArray?.count ?? 0)) })
    array.addMethod("map", HostFunction([HostParameter(nil, .function)], returns: .array(.any)) { c in
      .array(try items(c).map { try c.context.call(closure(c), [$0]) })
    })
    array.addMethod("compactMap", HostFunction([HostParameter(nil, .function)], returns: .array(.any)) { c in
      .array(try items(c).compactMap { item -> Value? in
        switch try c.context.call(closure(c), [item]) {
        case .null: nil
        case .some(let wrapped): wrapped
        case let value: value
        }
      })
    })
    array.addMethod("filter", HostFunction([HostParameter(nil, .function)], returns: .array(.any)) { c in
      .array(try items(c).filter { try c.context.call(closure(c), [$0], expecting: .bool).asBool == true })
    })
    array.addMethod("forEach", HostFunction([HostParameter(nil, .function)], returns: .void) { c in
      for item in try items(c) { _ = try c.context.call(closure(c), [item]) }
      return .void
    })
    array.addMethod("reduce", HostFunction([HostParameter(nil), HostParameter(nil, .function)]) { c in
      var accumulator = c[0] ?? .void
      // `[1.5, 2].reduce(0, +)`: an integer literal start takes the elements' Double type, as in Swift.
      if case .int(let i) = accumulator, case .double? = try items(c).first { accumulator = .double(Double(i)) }
      for item in try items(c) { accumulator = try c.context.call(closure(c, 1), [accumulator, item]) }
      return accumulator
    })
    array.addMethod("contains", HostFunction([HostParameter(nil)], returns: .bool) { c in
      let target = c[0] ?? .null
      return .bool(try items(c).contains { $0.isEqual(to: target) == true })
    })
    array.addMethod("contains", HostFunction([HostParameter("where", .function)], returns: .bool) { c in
      .bool(try items(c).contains { try c.context.call(closure(c), [$0]).asBool == true })
    })
    array.addMethod("firstIndex", HostFunction([HostParameter("of")], returns: .optional(.int)) { c in
      let target = try c.receiver?.asArray?.first.map { try c.context.resolve(c[0] ?? .null, as: $0.sceneType) } ?? (c[0] ?? .null)
      return try items(c).firstIndex { $0.isEqual(to: target) == true }.map { .some(.int($0)) } ?? .null
    })
    array.addMethod("firstIndex", HostFunction([HostParameter("where", .function)], returns: .optional(.int)) { c in
      try items(c).firstIndex { try c.context.call(closure(c), [$0]).asBool == true }.map { .some(.int($0)) } ?? .null
    })
    array.addMethod("first", HostFunction([HostParameter("where", .function)]) { c in
      try items(c).first { try c.context.call(closure(c), [$0]).asBool == true }.map(Value.some) ?? .null
    })
    array.addMethod("enumerated", HostFunction([], returns: .array(.any)) { c in
      .array(try items(c).enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
    })
    array.addMethod("reversed", HostFunction([], returns: .array(.any)) { c in .array(try items(c).reversed()) })
    array.addMethod("sorted", HostFunction([]) { c in
      let values = try items(c)
      if let ints = values.map(\.asInt) as? [Int] { return .array(ints.sorted().map(Value.int)) }
      if let doubles = values.map(\.asDouble) as? [Double] { return .array(doubles.sorted().map(Value.double)) }
      if let strings = values.map(\.asString) as? [String] { return .array(strings.sorted().map(Value.string)) }
      throw HostError("sorted() needs numbers or strings")
    })
    array.addMethod("sorted", HostFunction([HostParameter("by", .function)]) { c in
      .array(try SceneSort.sorted(try items(c)) { a, b in try c.context.call(closure(c), [a, b], expecting: .bool).asBool == true })
    })
    array.addMethod("allSatisfy", HostFunction([HostParameter(nil, .function)], returns: .bool) { c in
      .bool(try items(c).allSatisfy { try c.context.call(closure(c), [$0], expecting: .bool).asBool == true })
    })
    array.addMethod("min", HostFunction([]) { c in
      let values = try items(c).compactMap(\.asDouble)
      guard let m = values.min() else { return .null }
      return .some(try items(c).allSatisfy { $0.asInt != nil } ? .int(Int(m)) : .double(m))
    })
    array.addMethod("max", HostFunction([]) { c in
      let values = try items(c).compactMap(\.asDouble)
      guard let m = values.max() else { return .null }
      return .some(try items(c).allSatisfy { $0.asInt != nil } ? .int(Int(m)) : .double(m))
    })
    array.addMethod("joined", HostFunction([HostParameter("separator", .string, default: true)], returns: .string) { c in
      .string(try items(c).map(\.description).joined(separator: c[0]?.asString ?? ""))
    })
    array.addMethod("append", HostFunction(mutating: [HostParameter(nil)]) { receiver, c in
      guard case .array(var a) = receiver else { throw HostError("append requires an array") }
      receiver = .void
      a.append(c[0] ?? .null)
      receiver = .array(a)
      return .void
    })
    array.addMethod("append", HostFunction(mutating: [HostParameter("contentsOf")]) { receiver, c in
      guard case .array(var a) = receiver else { throw HostError("append requires an array") }
      a.append(contentsOf: c[0]?.asArray ?? [])
      receiver = .array(a)
      return .void
    })
    array.addMethod("removeAll", HostFunction(mutating: []) { receiver, _ in
      receiver = .array([])
      return .void
    })
    array.addMethod("removeLast", HostFunction(mutating: []) { receiver, _ in
      guard case .array(var a) = receiver, !a.isEmpty else { throw HostError("can't remove last element from an empty collection") }
      let last = a.removeLast()
      receiver = .array(a)
      return last
    })
    array.addMethod("remove", HostFunction(mutating: [HostParameter("at", .int)]) { receiver, c in
      guard case .array(var a) = receiver, let i = c[0]?.asInt, a.indices.contains(i) else { throw HostError("index out of range") }
      let removed = a.remove(at: i)
      receiver = .array(a)
      return removed
    })
    array.addMethod("insert", HostFunction(mutating: [HostParameter(nil), HostParameter("at", .int)]) { receiver, c in
      guard case .array(var a) = receiver, let i = c[1]?.asInt, i >= 0, i <= a.count else { throw HostError("index out of range") }
      a.insert(c[0] ?? .null, at: i)
      receiver = .array(a)
      return .void
    })
    array.addInit(HostFunction([HostParameter(nil)], returns: .array(.any)) { c in
      switch c[0] {
      case .string(let s)?: return .array(s.map { .string(String($0)) })
      case let v?: return .array(v.asArray ?? [])
      case nil: return .array([])
      }
    })
    array.addInit(HostFunction([HostParameter("repeating"), HostParameter("count", .int)], returns: .array(.any)) { c in
      let n = c[1]?.asInt ?? 0
      guard n >= 0 else { throw HostError("can't construct Array with count < 0") }
      guard n <= c.context.budget.collectionSize else {
        throw HostError("evaluation budget exceeded (collection of \(n) elements, limit \(c.context.budget.collectionSize))")
      }
      return .array(Array(repeating: c[0] ?? .null, count: n))
    })
    register(array)

    // Ranges share the collection API through their array form.
    var range = HostType("Range")
    for (name, overloads) in array.methods where !overloads.contains(where: { $0.mutates }) { range.methods[name] = overloads }
    for (name, property) in array.properties { range.properties[name] = property }
    range.addProperty("lowerBound", HostProperty(type: .int) { v in if case .range(let r) = v { .int(r.lowerBound) } else { .null } })
    range.addProperty("upperBound", HostProperty(type: .int) { v in if case .range(let r) = v { .int(r.upperBound) } else { .null } })
    range.addProperty("count", HostProperty(type: .int) { v in if case .range(let r) = v { .int(r.count) } else { .null } })
    range.addMethod("contains", HostFunction([HostParameter(nil, .int)], returns: .bool) { c in
      if case .range(let r)? = c.receiver, let i = c[0]?.asInt { return .bool(r.contains(i)) }
      return .bool(false)
    })
    register(range)

    var dictionary = HostType("Dictionary")
    func entries(_ v: Value?) -> [DictionaryEntry] { if case .dictionary(let e)? = v { e } else { [] } }
    dictionary.addProperty("count", HostProperty(type: .int) { v in .int(entries(v).count) })
    dictionary.addProperty("isEmpty", HostProperty(type: .bool) { v in .bool(entries(v).isEmpty) })
    dictionary.addProperty("keys", HostProperty(type: .array(.any)) { v in .array(entries(v).map(\.key)) })
    dictionary.addProperty("values", HostProperty(type: .array(.any)) { v in .array(entries(v).map(\.value)) })
    dictionary.addMethod("removeValue", HostFunction(mutating: [HostParameter("forKey")], returns: .any) { receiver, c in
      var e = entries(receiver)
      guard let i = Value.index(of: c[0] ?? .null, in: e) else { return .null }
      let removed = e.remove(at: i).value
      receiver = .dictionary(e)
      return removed
    })
    dictionary.addMethod("map", HostFunction([HostParameter(nil, .function)], returns: .array(.any)) { c in
      .array(try entries(c.receiver).map { try c.context.call(c[0] ?? .void, [.tuple([$0.key, $0.value], labels: ["key", "value"])]) })
    })
    dictionary.addMethod("sorted", HostFunction([HostParameter("by", .function)]) { c in
      let pairs = entries(c.receiver).map { Value.tuple([$0.key, $0.value], labels: ["key", "value"]) }
      return .array(try SceneSort.sorted(pairs) { a, b in try c.context.call(c[0] ?? .void, [a, b], expecting: .bool).asBool == true })
    })
    register(dictionary)
  }

  private mutating func registerFreeFunctions() {
    func numeric(_ name: String, _ op: @escaping (Double, Double) -> Double, _ intOp: @escaping (Int, Int) -> Int) {
      addFunction(name, HostFunction([HostParameter(nil), HostParameter(nil), HostParameter(nil, variadic: true)]) { c in
        let values = [c[0], c[1]].compactMap { $0 } + (c[2]?.asArray ?? [])
        if let ints = values.map(\.asInt) as? [Int], let first = ints.first { return .int(ints.dropFirst().reduce(first, intOp)) }
        guard let doubles = values.map(\.asDouble) as? [Double], let first = doubles.first else {
          throw HostError("\(name) needs numbers")
        }
        return .double(doubles.dropFirst().reduce(first, op))
      })
    }
    numeric("min", { Swift.min($0, $1) }, { Swift.min($0, $1) })
    numeric("max", { Swift.max($0, $1) }, { Swift.max($0, $1) })
    addFunction("abs", HostFunction([HostParameter(nil)]) { c in
      switch c[0] {
      case .int(let i)?:
        guard i != Int.min else { throw HostError("arithmetic overflow in abs") }
        return .int(Swift.abs(i))
      case .double(let d)?: return .double(Swift.abs(d))
      default: throw HostError("abs needs a number")
      }
    })
    for (name, f) in [("sin", sin), ("cos", cos), ("tan", tan), ("sqrt", sqrt), ("exp", exp), ("log", log), ("floor", floor), ("ceil", ceil), ("round", Foundation.round)] as [(String, (Double) -> Double)] {
      addFunction(name, HostFunction([HostParameter(nil, .double)], returns: .double) { c in .double(f(try c.double(0))) })
    }
    addFunction("atan2", HostFunction([HostParameter(nil, .double), HostParameter(nil, .double)], returns: .double) { c in
      .double(atan2(try c.double(0), try c.double(1)))
    })
    addFunction("pow", HostFunction([HostParameter(nil, .double), HostParameter(nil, .double)], returns: .double) { c in
      .double(pow(try c.double(0), try c.double(1)))
    })
    addFunction("print", HostFunction([
      HostParameter(nil, variadic: true), HostParameter("separator", .string, default: true), HostParameter("terminator", .string, default: true),
    ], returns: .void) { c in
      let items = c[0]?.asArray ?? []
      var line = items.map(\.description).joined(separator: c[1]?.asString ?? " ")
      let terminator = c[2]?.asString ?? "\n"
      if terminator != "\n" { line += terminator }
      c.context.print(line)
      return .void
    })
    addFunction("stride", HostFunction([HostParameter("from"), HostParameter("to"), HostParameter("by")], returns: .array(.any)) { c in
      try Self.stride(c, inclusive: false)
    })
    addFunction("stride", HostFunction([HostParameter("from"), HostParameter("through"), HostParameter("by")], returns: .array(.any)) { c in
      try Self.stride(c, inclusive: true)
    })
  }

  private static func stride(_ c: HostCall, inclusive: Bool) throws -> Value {
    if let from = c[0]?.asInt, let to = c[1]?.asInt, let by = c[2]?.asInt {
      guard by != 0 else { throw HostError("stride step must not be zero") }
      let values = inclusive ? Array(Swift.stride(from: from, through: to, by: by)) : Array(Swift.stride(from: from, to: to, by: by))
      guard values.count <= 1_000_000 else { throw HostError("evaluation budget exceeded (stride of \(values.count) elements)") }
      return .array(values.map(Value.int))
    }
    let from = try c.double(0), to = try c.double(1), by = try c.double(2)
    guard by != 0, ((to - from) / by) < 1_000_000 else { throw HostError("stride step must not be zero and produce at most 1000000 elements") }
    let values = inclusive ? Array(Swift.stride(from: from, through: to, by: by)) : Array(Swift.stride(from: from, to: to, by: by))
    return .array(values.map(Value.double))
  }

  private mutating func registerAngle() {
    func angle(_ a: Angle) -> Value { .host(HostValue(typeName: "Angle", payload: a)) }
    var t = HostType("Angle", conformances: ["Animatable"])
    t.addInit(HostFunction([], returns: .named("Angle")) { _ in angle(Angle()) })
    t.addInit(HostFunction([HostParameter("degrees", .double)], returns: .named("Angle")) { c in angle(Angle(degrees: try c.double(0))) })
    t.addInit(HostFunction([HostParameter("radians", .double)], returns: .named("Angle")) { c in angle(Angle(radians: try c.double(0))) })
    t.addStatic("zero") { _ in angle(.zero) }
    t.addStaticMethod("degrees", HostFunction([HostParameter(nil, .double)], returns: .named("Angle")) { c in angle(.degrees(try c.double(0))) })
    t.addStaticMethod("radians", HostFunction([HostParameter(nil, .double)], returns: .named("Angle")) { c in angle(.radians(try c.double(0))) })
    t.addProperty("degrees", HostProperty(type: .double, get: { v in .double(v.host(Angle.self)?.degrees ?? 0) }, set: { v, n in
      guard var a = v.host(Angle.self), let d = n.asDouble else { throw HostError("degrees must be a number") }
      a.degrees = d
      v = angle(a)
    }))
    t.addProperty("radians", HostProperty(type: .double, get: { v in .double(v.host(Angle.self)?.radians ?? 0) }, set: { v, n in
      guard var a = v.host(Angle.self), let r = n.asDouble else { throw HostError("radians must be a number") }
      a.radians = r
      v = angle(a)
    }))
    register(t)
    negate["Angle"] = { v in angle(-(v.host(Angle.self) ?? .zero)) }
    addOperator("+") { l, r in
      guard let a = l.host(Angle.self), let b = r.host(Angle.self) else { return nil }
      return angle(a + b)
    }
    addOperator("-") { l, r in
      guard let a = l.host(Angle.self), let b = r.host(Angle.self) else { return nil }
      return angle(a - b)
    }
    addOperator("*") { l, r in
      if let a = l.host(Angle.self), let k = r.asDouble { return angle(a * k) }
      if let k = l.asDouble, let a = r.host(Angle.self) { return angle(a * k) }
      return nil
    }
    addOperator("/") { l, r in
      guard let a = l.host(Angle.self), let k = r.asDouble else { return nil }
      return angle(a / k)
    }
    for op in ["<", ">", "<=", ">="] {
      addOperator(op) { l, r in
        guard let a = l.host(Angle.self), let b = r.host(Angle.self) else { return nil }
        switch op {
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        default: return .bool(a >= b)
        }
      }
    }
  }
}

/// A stable merge sort whose comparator may throw (a scene closure can fail or run out of budget).
enum SceneSort {
  static func sorted(_ values: [Value], by areInIncreasingOrder: (Value, Value) throws -> Bool) throws -> [Value] {
    guard values.count > 1 else { return values }
    let middle = values.count / 2
    let left = try sorted(Array(values[..<middle]), by: areInIncreasingOrder)
    let right = try sorted(Array(values[middle...]), by: areInIncreasingOrder)
    var merged: [Value] = []
    merged.reserveCapacity(values.count)
    var i = 0, j = 0
    while i < left.count, j < right.count {
      // Take from the right only when it is strictly smaller: equal elements keep their order.
      if try areInIncreasingOrder(right[j], left[i]) {
        merged.append(right[j]); j += 1
      } else {
        merged.append(left[i]); i += 1
      }
    }
    merged.append(contentsOf: left[i...])
    merged.append(contentsOf: right[j...])
    return merged
  }
}
