import Foundation

/// `String`, `Substring` and `Character` API beyond the basics. Scenes model a `Character` and a
/// `Substring` as a `String` (one character, or the slice's text) and a `String.Index` as the character
/// offset from `startIndex`, so `s[s.index(s.startIndex, offsetBy: 2)]` and `s[a..<b]` read as in Swift.
extension HostRegistry {
  mutating func registerStringExtras() {
    func text(_ c: HostCall) -> String { c.receiver?.asString ?? "" }
    func int(_ c: HostCall, _ i: Int, default d: Int) -> Int { c[i]?.asInt ?? d }
    func strings(_ parts: some Sequence<Substring>) -> Value { .array(parts.map { .string(String($0)) }) }
    func character(_ v: Value) -> Character? { v.asString.flatMap { $0.count == 1 ? $0.first : nil } }

    modify("String") { t in
      // `String(chars)`, `String(s.reversed())`: characters joined; anything else described.
      t.initializers.insert(HostFunction([HostParameter(nil)], returns: .string) { c in
        if case .array(let items)? = c[0], items.allSatisfy({ $0.asString != nil }) { return .string(items.compactMap(\.asString).joined()) }
        return .string(c[0]?.description ?? "")
      }, at: 0)
      t.addInit(HostFunction([HostParameter("repeating", .string), HostParameter("count", .int)], returns: .string) { c in
        let n = max(0, c[1]?.asInt ?? 0)
        guard n * (c[0]?.asString?.utf8.count ?? 0) <= c.context.budget.stringLength else {
          throw HostError("evaluation budget exceeded (string longer than \(c.context.budget.stringLength) bytes)")
        }
        return .string(String(repeating: c[0]?.asString ?? "", count: n))
      })
      t.addProperty("startIndex", HostProperty(type: .int) { _ in .int(0) })
      t.addProperty("endIndex", HostProperty(type: .int) { v in .int(v.asString?.count ?? 0) })
      t.addProperty("capitalized", HostProperty(type: .string) { v in .string(v.asString?.capitalized ?? "") })
      t.addProperty("isNumber", HostProperty(type: .bool) { v in .bool(character(v)?.isNumber ?? false) })
      t.addProperty("isLetter", HostProperty(type: .bool) { v in .bool(character(v)?.isLetter ?? false) })
      t.addProperty("isUppercase", HostProperty(type: .bool) { v in .bool(character(v)?.isUppercase ?? false) })
      t.addProperty("isLowercase", HostProperty(type: .bool) { v in .bool(character(v)?.isLowercase ?? false) })
      t.addProperty("isWhitespace", HostProperty(type: .bool) { v in .bool(character(v)?.isWhitespace ?? false) })
      t.addProperty("isPunctuation", HostProperty(type: .bool) { v in .bool(character(v)?.isPunctuation ?? false) })
      t.addProperty("isLetterOrNumber", HostProperty(type: .bool) { v in .bool(character(v).map { $0.isLetter || $0.isNumber } ?? false) })
      t.addProperty("wholeNumberValue", HostProperty(type: .optional(.int)) { v in character(v)?.wholeNumberValue.map { .some(.int($0)) } ?? .null })
      t.addMethod("prefix", HostFunction([HostParameter(nil, .int)], returns: .string) { c in .string(String(text(c).prefix(max(0, int(c, 0, default: 0))))) })
      t.addMethod("suffix", HostFunction([HostParameter(nil, .int)], returns: .string) { c in .string(String(text(c).suffix(max(0, int(c, 0, default: 0))))) })
      t.addMethod("dropFirst", HostFunction([HostParameter(nil, .int, default: true)], returns: .string) { c in
        .string(String(text(c).dropFirst(max(0, int(c, 0, default: 1)))))
      })
      t.addMethod("dropLast", HostFunction([HostParameter(nil, .int, default: true)], returns: .string) { c in
        .string(String(text(c).dropLast(max(0, int(c, 0, default: 1)))))
      })
      t.addMethod("split", HostFunction([HostParameter("separator", .string)], returns: .array(.string)) { c in
        guard let separator = c[0].flatMap(character) else { throw HostError("split(separator:) takes a Character") }
        return strings(text(c).split(separator: separator))
      })
      t.addMethod("components", HostFunction([HostParameter("separatedBy", .string)], returns: .array(.string)) { c in
        .array(text(c).components(separatedBy: c[0]?.asString ?? "").map(Value.string))
      })
      t.addMethod("replacingOccurrences", HostFunction([HostParameter("of", .string), HostParameter("with", .string)], returns: .string) { c in
        .string(text(c).replacingOccurrences(of: c[0]?.asString ?? "", with: c[1]?.asString ?? ""))
      })
      t.addMethod("index", HostFunction([HostParameter(nil, .int), HostParameter("offsetBy", .int)], returns: .int) { c in
        let i = int(c, 0, default: 0) + int(c, 1, default: 0)
        guard (0...text(c).count).contains(i) else { throw HostError("String index \(i) is out of bounds (count \(text(c).count))") }
        return .int(i)
      })
      t.addMethod("index", HostFunction([HostParameter("after", .int)], returns: .int) { c in .int(int(c, 0, default: 0) + 1) })
      t.addMethod("index", HostFunction([HostParameter("before", .int)], returns: .int) { c in .int(int(c, 0, default: 0) - 1) })
      t.addMethod("distance", HostFunction([HostParameter("from", .int), HostParameter("to", .int)], returns: .int) { c in
        .int(int(c, 1, default: 0) - int(c, 0, default: 0))
      })
      t.addMethod("firstIndex", HostFunction([HostParameter("of", .string)], returns: .optional(.int)) { c in
        let s = text(c)
        guard let ch = c[0].flatMap(character), let i = s.firstIndex(of: ch) else { return .null }
        return .some(.int(s.distance(from: s.startIndex, to: i)))
      })
      t.addMethod("lastIndex", HostFunction([HostParameter("of", .string)], returns: .optional(.int)) { c in
        let s = text(c)
        guard let ch = c[0].flatMap(character), let i = s.lastIndex(of: ch) else { return .null }
        return .some(.int(s.distance(from: s.startIndex, to: i)))
      })
      t.addMethod("reversed", HostFunction([], returns: .array(.string)) { c in .array(text(c).reversed().map { .string(String($0)) }) })
      t.addMethod("filter", HostFunction([HostParameter(nil, .function)], returns: .string) { c in
        .string(String(try text(c).filter { try c.context.call(c[0] ?? .void, [.string(String($0))], expecting: .bool).asBool == true }))
      })
      t.addMethod("contains", HostFunction([HostParameter("where", .function)], returns: .bool) { c in
        .bool(try text(c).contains { try c.context.call(c[0] ?? .void, [.string(String($0))], expecting: .bool).asBool == true })
      })
      t.addMethod("allSatisfy", HostFunction([HostParameter(nil, .function)], returns: .bool) { c in
        .bool(try text(c).allSatisfy { try c.context.call(c[0] ?? .void, [.string(String($0))], expecting: .bool).asBool == true })
      })
      t.addMethod("enumerated", HostFunction([], returns: .array(.any)) { c in
        .array(text(c).enumerated().map { .tuple([.int($0.offset), .string(String($0.element))], labels: ["offset", "element"]) })
      })
      t.addMethod("trimmingCharacters", HostFunction([HostParameter("in")], returns: .string) { c in
        .string(text(c).trimmingCharacters(in: .whitespacesAndNewlines))
      })
    }
    modify("Character") { t in
      t.addInit(HostFunction([HostParameter(nil, .string)], returns: .string) { c in
        guard let s = c[0]?.asString, s.count == 1 else { throw HostError("Character(_:) takes a string of exactly one character") }
        return .string(s)
      })
    }
    // `.whitespaces` for `trimmingCharacters(in:)`: whitespace and newlines are what scenes trim.
    statics("CharacterSet", [("whitespaces", 0), ("whitespacesAndNewlines", 1), ("newlines", 2)])
  }
}

extension Interpreter {
  /// `string[index]` (a Character) and `string[a..<b]` (a Substring), with indices as character offsets.
  func stringSubscript(_ s: String, _ index: Value) throws -> Value? {
    switch index {
    case .int(let i):
      guard i >= 0, i < s.count else { throw HostError("String index \(i) is out of bounds (count \(s.count))") }
      return .string(String(s[s.index(s.startIndex, offsetBy: i)]))
    case .range(let r):
      guard r.lowerBound >= 0, r.upperBound <= s.count else { throw HostError("String range \(r) is out of bounds (count \(s.count))") }
      let start = s.index(s.startIndex, offsetBy: r.lowerBound)
      return .string(String(s[start..<s.index(start, offsetBy: r.count)]))
    default:
      return nil
    }
  }
}
