import Testing
@testable import SceneLanguage

@Suite struct BasicsTests {
  @Test func arithmeticFollowsSwiftLiteralRules() throws {
    #expect(try evaluate("1 + 2 * 3").asInt == 7)
    #expect(try evaluate("7 / 2").asInt == 3)
    #expect(try evaluate("7 % 3").asInt == 1)
    // An integer literal next to a Double is a Double.
    let mixed = try evaluate("x / 2", in: "let x = 5.0")
    guard case .double(let d) = mixed else { Issue.record("expected Double, got \(mixed)"); return }
    #expect(d == 2.5)
    #expect(try evaluate("5 / phase", in: "let phase = 20.0").asDouble == 0.25)
    let typed = try evaluate("y", in: "let y: Double = 1 / 2")
    #expect(typed.asDouble == 0.5)
    #expect(try evaluate("-x", in: "let x = 3").asInt == -3)
    #expect(try evaluate("true && !false || false").asBool == true)
    #expect(try evaluate("3 < 4 ? 1.5 : 1").asDouble == 1.5)
    if case .double = try evaluate("false ? 1.5 : 1") {} else { Issue.record("ternary branches unify to Double") }
  }

  @Test func stringsAndInterpolation() throws {
    #expect(try evaluate(#""\(Int(phase))""#, in: "let phase = 30.0").asString == "30")
    #expect(try evaluate(#""a" + "b""#).asString == "ab")
    #expect(try evaluate(#""x = \(x), \(x * 2.5)""#, in: "let x = 2.0").asString == "x = 2.0, 5.0")
    let moons = try evaluate(#""🌕🌖🌗🌘🌑🌒🌓🌔".map { String($0) }"#)
    #expect(moons.strings == ["🌕", "🌖", "🌗", "🌘", "🌑", "🌒", "🌓", "🌔"])
    #expect(try evaluate(#"String(3) + String(describing: 2.5)"#).asString == "32.5")
    #expect(try evaluate(#"Double("2.5")"#).asDouble == 2.5)
    #expect(try evaluate(#"Int(2.9)"#).asInt == 2)
    #expect(try evaluate(#""line\n\u{1F600}".count"#).asInt == 6)
  }

  @Test func arraysAndRanges() throws {
    let source = #"let moonPhases = "🌕🌖🌗🌘🌑🌒🌓🌔".map { String($0) }"#
    #expect(try evaluate(#"moonPhases.firstIndex(of: "🌗")!"#, in: source).asInt == 2)
    #expect(try evaluate(#"moonPhases.firstIndex(of: "🌗")! % 2 == 0 ? 1.0 : 0.99"#, in: source).asDouble == 1.0)
    #expect(try evaluate(#"moonPhases.firstIndex(of: "x")"#, in: source).isUnresolved)
    #expect(try evaluate("[10, 20, 30].map { $0 * 2 }").asArray?.compactMap(\.asInt) == [20, 40, 60])
    #expect(try evaluate("(0..<4).map { $0 * $0 }").asArray?.compactMap(\.asInt) == [0, 1, 4, 9])
    #expect(try evaluate("[1, 2, 3].count").asInt == 3)
    #expect(try evaluate("[1, 2, 3][1]").asInt == 2)
    #expect(try evaluate("[1.5, 2][1]").asDouble == 2.0)
    #expect(try evaluate("[3, 1, 2].filter { $0 > 1 }.reduce(0, +)").asInt == 5)
    #expect(try evaluate("[3, 1, 2].filter { $0 > 1 }.reduce(0) { $0 + $1 }").asInt == 5)
    let enumerated = try evaluate("x", in: """
      var x = 0
      for (i, v) in [5, 6, 7].enumerated() { x += i * v }
      """)
    #expect(enumerated.asInt == 6 + 14)
  }

  @Test func closuresCaptureVariables() throws {
    let source = """
      func makeCounter() -> () -> Int {
        var count = 0
        return { count += 1; return count }
      }
      let counter = makeCounter()
      let a = counter()
      let b = counter()
      let add = { (x: Int, y: Int) -> Int in x + y }
      func apply(_ f: (Int) -> Int, to v: Int) -> Int { f(v) }
      """
    #expect(try evaluate("b", in: source).asInt == 2)
    #expect(try evaluate("add(2, 3)", in: source).asInt == 5)
    #expect(try evaluate("apply({ $0 * 10 }, to: 4)", in: source).asInt == 40)
    #expect(try evaluate("[1, 2].map { x in apply({ $0 + x }, to: 10) }", in: source).asArray?.compactMap(\.asInt) == [11, 12])
  }

  @Test func controlFlow() throws {
    let source = """
      func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
      func classify(_ n: Int) -> String {
        if n < 0 { return "negative" } else if n == 0 { return "zero" }
        switch n {
        case 1, 2, 3: return "small"
        case 4..<10: return "medium"
        default: return "large"
        }
      }
      var total = 0
      for i in 1...10 where i % 2 == 0 { total += i }
      var w = 0
      while w < 5 { w += 1; if w == 3 { break } }
      func firstEven(_ xs: [Int]) -> Int? {
        for x in xs { guard x % 2 == 0 else { continue }; return x }
        return nil
      }
      """
    #expect(try evaluate("fib(15)", in: source).asInt == 610)
    #expect(try evaluate(#"[classify(-1), classify(0), classify(2), classify(7), classify(99)]"#, in: source).strings == ["negative", "zero", "small", "medium", "large"])
    #expect(try evaluate("total", in: source).asInt == 30)
    #expect(try evaluate("w", in: source).asInt == 3)
    #expect(try evaluate("firstEven([1, 3, 4, 6])", in: source).asInt == 4)
    #expect(try evaluate("firstEven([1]) ?? -1", in: source).asInt == -1)
    let maybe = try evaluate("y", in: """
      let value: Int? = 4
      var y = 0
      if let v = value, v > 2 { y = v * 2 }
      """)
    #expect(maybe.asInt == 8)
  }
}

@Suite struct DictionaryTests {
  @Test func literalsSubscriptsAndIteration() throws {
    let source = """
      var scores: [String: Double] = ["a": 1, "b": 2]
      scores["c"] = 3
      scores["a"] = nil
      scores["b"]! += 0.5
      var total = 0.0
      for (_, v) in scores { total += v }
      let keys = scores.keys
      let empty: [String: Int] = [:]
      """
    #expect(try evaluate("scores.count", in: source).asInt == 2)
    #expect(try evaluate("scores[\"b\"]", in: source).asDouble == 2.5)
    #expect(try evaluate("scores[\"a\"]", in: source).isNull)
    #expect(try evaluate("total", in: source).asDouble == 5.5)
    #expect(try evaluate("keys", in: source).strings == ["b", "c"])
    #expect(try evaluate("empty.isEmpty", in: source).asBool == true)
    #expect(try evaluate("scores", in: source).description == #"["b": 2.5, "c": 3.0]"#)
    #expect(loadErrors(#"let d = ["x": 1, "x": 2]"#) == [#"test.swift-dsl:1:18: error: dictionary literal has duplicate key 'x'"#])
  }
}

@Suite struct InoutTests {
  @Test func inoutParametersWriteBack() throws {
    let source = """
      func bump(_ x: inout Int, by step: Int = 1) { x += step }
      struct Box { var items: [Int] = [] }
      func push(_ box: inout Box, _ v: Int) { box.items.append(v) }
      var n = 1
      bump(&n)
      bump(&n, by: 10)
      var b = Box()
      push(&b, 7)
      push(&b, 8)
      """
    #expect(try evaluate("n", in: source).asInt == 12)
    #expect(try evaluate("b.items", in: source).asArray?.compactMap(\.asInt) == [7, 8])
    #expect(loadErrors("func bump(_ x: inout Int) { x += 1 }\nvar n = 1\nbump(n)").first?.contains("requires explicit '&'") == true)
  }
}
