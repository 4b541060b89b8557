import Testing
@testable import SceneLanguage

/// The forms the lowering pass handles beside the common ones (`Interpreter+LoweredForms.swift`,
/// `+LoweredLocals`, `+LoweredConditions`): each checked for its value, and run twice where the second
/// run goes through the cached closures.
@Suite struct LoweringTests {
  @Test func computedCalleesAndDiscards() throws {
    let source = """
      func twice(_ x: Int) -> Int { x * 2 }
      let handlers = [twice, { $0 + 100 }]
      var count = 0
      func bump() -> Int { count += 1; return count }
      func run() -> Int {
        _ = bump()
        _ = bump()
        return count
      }
      """
    #expect(try evaluate("(twice)(21)", in: source).asInt == 42)
    #expect(try evaluate("handlers[1](5)", in: source).asInt == 105)
    #expect(try evaluate("{ (a: Int) in a * a }(7)", in: source).asInt == 49)
    // `_ = …` runs its right side: two bumps from 0.
    #expect(try evaluate("run()", in: source).asInt == 2)
  }

  @Test func dictionaryLiteralsAndSubscriptAssignment() throws {
    let source = """
      func table() -> [String: Double] {
        var d: [String: Double] = ["a": 1, "b": 2]
        d["c"] = 3
        d["a"] = nil
        return d
      }
      """
    // `d["c"] = 3` stores a Double (the declared value type), `d["a"] = nil` removes "a".
    let table = try evaluate("table()", in: source)
    guard case .dictionary(let entries) = table else {
      Issue.record("expected a dictionary, got \(table)")
      return
    }
    #expect(entries.map { $0.key.asString ?? "" } == ["b", "c"])
    #expect(entries.map { $0.value.asDouble ?? -1 } == [2, 3])
    #expect(try evaluate(#"table()["c"]! + 0.5"#, in: source).asDouble == 3.5)
    #expect(loadErrors(#"let d = ["x": 1, "x": 2]"#) == [
      "test.swift-dsl:1:18: error: dictionary literal has duplicate key 'x'",
    ])
  }

  @Test func repeatDoLabelsAndLocalFunctions() throws {
    let source = """
      func collatzSteps(_ start: Int) -> Int {
        var n = start
        var steps = 0
        repeat {
          n = n % 2 == 0 ? n / 2 : 3 * n + 1
          steps += 1
        } while n != 1
        return steps
      }
      func scoped() -> Int {
        var total = 0
        do {
          let inner = 5
          total += inner
        }
        func add(_ x: Int) { total += x }
        add(10)
        return total
      }
      func firstPair() -> Int {
        var found = 0
        outer: for i in 1...5 {
          for j in 1...5 where i * j == 12 {
            found = i * 10 + j
            break outer
          }
        }
        return found
      }
      """
    // 6 → 3 → 10 → 5 → 16 → 8 → 4 → 2 → 1: eight steps.
    #expect(try evaluate("collatzSteps(6)", in: source).asInt == 8)
    #expect(try evaluate("collatzSteps(6) + collatzSteps(1)", in: source).asInt == 8 + 3)  // 1 → 4 → 2 → 1
    #expect(try evaluate("scoped()", in: source).asInt == 15)
    // The first i in 1…5 with a j in 1…5 and i × j = 12 is 3 (j = 4).
    #expect(try evaluate("firstPair()", in: source).asInt == 34)
  }

  @Test func patternsInDeclarationsAndConditions() throws {
    let source = """
      enum Shape { case circle(Double), square(Double) }
      func area(_ s: Shape) -> Double {
        if case .circle(let r) = s { return 3 * r * r }
        if case let .square(side) = s { return side * side }
        return 0
      }
      func sum() -> Int {
        let (a, b) = (3, 4), c = 5
        var (x, _) = (a * b, 0)
        x += c
        return x
      }
      func unwrap(_ value: Int?) -> Int {
        if let value { return value * 2 }
        return -1
      }
      """
    #expect(try evaluate("area(.circle(2))", in: source).asDouble == 12)
    #expect(try evaluate("area(.square(3))", in: source).asDouble == 9)
    #expect(try evaluate("sum()", in: source).asInt == 17)  // 3 × 4 + 5
    #expect(try evaluate("unwrap(21)", in: source).asInt == 42)
    #expect(try evaluate("unwrap(nil)", in: source).asInt == -1)
  }

  @Test func statementIfAndSwitchAsValuesAndBranchBodies() throws {
    let source = """
      var log: [String] = []
      func note(_ flag: Bool) { if flag { log.append("yes") } }
      func label(_ n: Int) -> String {
        let text = switch n {
        case 0: "zero"
        default:
          n < 0 ? "negative" : "positive"
        }
        return text
      }
      func run() -> [String] {
        note(true)
        note(false)
        note(true)
        return log
      }
      """
    #expect(try evaluate("run()", in: source).strings == ["yes", "yes"])
    #expect(try evaluate("label(0)", in: source).asString == "zero")
    #expect(try evaluate("label(-3)", in: source).asString == "negative")
    #expect(try evaluate("label(8)", in: source).asString == "positive")
  }

  @Test func alwaysErroneousFormsReportWhereTheyAre() throws {
    #expect(loadErrors("let x = 1.0\nlet y = x + <#value#>").count == 1)
    #expect(loadErrors("let big = 99999999999999999999") == [
      "test.swift-dsl:1:11: error: integer literal '99999999999999999999' overflows when stored into 'Int'",
    ])
    // In a Double context the literal is a Double.
    #expect(try evaluate("big", in: "let big: Double = 99999999999999999999").asDouble == 1e20)
  }
}
