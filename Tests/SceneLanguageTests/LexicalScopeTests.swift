import Testing
@testable import SceneLanguage

/// Names resolve at load with Swift's lexical scoping: a name is only found where its declaration is
/// visible, so mistakes in code that has not run yet (an uncalled function) are still reported.
@Suite struct LexicalScopeTests {
  @Test func localUsedBeforeItsDeclarationIsNotInScope() {
    let source = """
      func f() -> Int {
        let a = b + 1
        let b = 2
        return a
      }
      """
    #expect(loadErrors(source) == ["test.swift-dsl:2:11: error: cannot find 'b' in scope"])
  }

  @Test func localOfAnotherFunctionIsNotInScope() {
    let source = """
      func f() -> Int {
        let hidden = 1
        return hidden
      }
      func g() -> Int { hidden + 1 }
      """
    #expect(loadErrors(source) == ["test.swift-dsl:5:19: error: cannot find 'hidden' in scope"])
  }

  @Test func bindingsEndWithTheirBlock() {
    // Each use is outside the scope of its binding: the `else` of `if let`, the `else` of `guard let`,
    // after a `for` loop, outside a closure, in another `case`.
    let source = """
      func f(o: Int?, xs: [Int], e: Int) -> Int {
        if let inner = o { _ = inner } else { _ = inner }
        guard let kept = o else { return kept }
        for item in xs { _ = item }
        let g = { (param: Int) in param }
        switch e {
        case let bound: _ = bound
        }
        return kept + item + param + bound + g(1)
      }
      """
    #expect(loadErrors(source) == [
      "test.swift-dsl:2:45: error: cannot find 'inner' in scope",
      "test.swift-dsl:3:36: error: cannot find 'kept' in scope; did you mean 'Set'?",  // the host type `Set`, 2 edits away
      "test.swift-dsl:9:17: error: cannot find 'item' in scope",
      "test.swift-dsl:9:24: error: cannot find 'param' in scope",
      "test.swift-dsl:9:32: error: cannot find 'bound' in scope; did you mean 'round'?",
    ])
  }

  @Test func suggestionsComeFromTheVisibleNames() {
    let source = """
      func f() -> Int {
        let counter = 1
        return counter
      }
      func g(total: Int) -> Int { countr + totl }
      """
    // `counter` is not visible in `g`, so the closest visible name (the standard `round`) is offered.
    #expect(loadErrors(source) == [
      "test.swift-dsl:5:29: error: cannot find 'countr' in scope; did you mean 'round'?",
      "test.swift-dsl:5:38: error: cannot find 'totl' in scope; did you mean 'total'?",
    ])
  }

  @Test func validScopesResolveAndRun() throws {
    // 10 + (1 + 2 + 3) + 7 + 4 * 2 + 5 + fact(4) = 10 + 6 + 7 + 8 + 5 + 24 = 60.
    let source = """
      let base = 10
      func scoped(o: Int?, xs: [Int], pair: (Int, Int)) -> Int {
        var total = base
        for x in xs where x > 0 { total += x }
        guard let seven = o else { return -1 }
        total += seven
        if let four = o.map({ $0 - 3 }) { total += four * 2 } else { total -= 100 }
        switch pair {
        case (let a, let b) where a < b: total += b
        default: total -= 100
        }
        func fact(_ n: Int) -> Int { n <= 1 ? 1 : n * fact(n - 1) }
        let total2 = { (total: Int) in total + fact(4) }(total)
        return total2
      }
      """
    #expect(try evaluate("scoped(o: 7, xs: [1, 2, 3], pair: (1, 5))", in: source).asInt == 60)
  }

  @Test func aLocalShadowsAFunctionForTheCallCheck() throws {
    // The local closure `f`, not the file's `f(a:)`, is called: no label mistake to report.
    let source = """
      func f(a: Int) -> Int { a }
      func g() -> Int {
        let f = { (x: Int) in x * 2 }
        return f(3)
      }
      """
    #expect(loadErrors(source) == [])
    #expect(try evaluate("g()", in: source).asInt == 6)
  }
}

extension LexicalScopeTests {
  @Test func membersObserversPatternsAndLocalFunctionsResolve() throws {
    // isEven(4) → true: 1; Step.two.doubled → 4; box.value = 5 sets log to 5 + 1 = 6;
    // `if case` 3; `while let` sums 3 + 2 + 1 = 6; `for` over the first two 1 + 2 = 3. 1 + 4 + 6 + 3 + 6 + 3 = 23.
    let source = """
      enum Step: Int {
        case one = 1, two = 2
        var doubled: Int { rawValue * 2 }
        func described() -> Int { switch self { case .one: doubled; case .two: doubled } }
      }
      struct Box {
        var log = 0
        var value: Int {
          get { log }
          set { log = newValue + 1 }
        }
      }
      extension Box {
        func logged() -> Int { log }
      }
      func run() -> Int {
        func isEven(_ n: Int) -> Bool { n == 0 ? true : isOdd(n - 1) }
        func isOdd(_ n: Int) -> Bool { n == 0 ? false : isEven(n - 1) }
        var box = Box()
        box.value = 5
        var total = (isEven(4) ? 1 : 0) + Step.two.described() + box.logged()
        let o: Int? = 3
        if case .some(let three) = o { total += three }
        func positive(_ k: Int) -> Int? {
          if k > 0 { return k }
          return nil
        }
        var k = 3
        while let n = positive(k) {
          total += n
          k -= 1
        }
        for (i, x) in [1, 2, 5].enumerated() where i < 2 { total += x }
        return total
      }
      """
    #expect(loadErrors(source) == [])
    #expect(try evaluate("run()", in: source).asInt == 23)
  }
}

extension LexicalScopeTests {
  @Test func onlyNamesNoValueHidesAreResolvedAtLoad() throws {
    // `min` (a member), `max` (a local), `abs` (a file-scope value) and the method `clamp` hide the host
    // functions of those names; only `round(2.5)` and `Box` name a host function and a type directly.
    let source = """
      let abs = 4
      struct Box {
        var min = 7
        func clamp(_ a: Int, _ b: Int) -> Int { 99 }
        func f() -> Int { min + clamp(1, 2) }
      }
      func g() -> Int {
        let max = 3
        return max + abs
      }
      func h() -> Double { round(2.5) }
      func make() -> Box { Box() }
      """
    let program = try SceneProgram(source: source, fileName: "test.swift-dsl")
    // 7 + 99 = 106; 3 + 4 = 7; round(2.5) = 3 (schoolbook rounding, as Foundation's `round`).
    #expect(try program.evaluate("make().f()").asInt == 106)
    #expect(try program.evaluate("g()").asInt == 7)
    #expect(try program.evaluate("h()").asDouble == 3)
    let resolved = program.interpreter.resolvedNames.values.map { value -> String in
      switch value {
      case .type(let t): "type \(t.name)"
      case .function: "function"
      default: "\(value)"
      }
    }
    #expect(resolved.sorted() == ["function", "type Box"].sorted(), "\(resolved)")
    #expect(program.interpreter.globalReferences.count == 1)  // `abs` in `g`
  }

  @Test func fileScopeNamesReadTheirCurrentValue() throws {
    // `bump` and `counter` are read from the file scope directly; a write through one is seen by the other.
    let source = """
      var counter = 0
      func bump() { counter += 1 }
      func read() -> Int {
        bump()
        bump()
        return counter * 10
      }
      """
    let program = try SceneProgram(source: source, fileName: "test.swift-dsl")
    #expect(program.interpreter.globalReferences.count == 4)  // `counter` twice, `bump` at its two calls
    #expect(try program.evaluate("read()").asInt == 20)
    #expect(try program.evaluate("read()").asInt == 40)
  }
}

extension LexicalScopeTests {
  @Test func selfMembersResolveAgainstTheirOwnType() {
    // `brimRadius` is a member of `Hat`, not of `Tall`: known somewhere is not enough for `self.brimRadius`.
    let source = """
      struct Hat { var brimRadius = 1.0 }
      struct Tall {
        var height = 2.0
        func area() -> Double { self.height * self.brimRadius }
        static func make() -> Tall { Tall() }
      }
      """
    #expect(loadErrors(source, registry: .swiftUI) == ["test.swift-dsl:4:46: error: value of type 'Tall' has no member 'brimRadius'"])
  }
}
