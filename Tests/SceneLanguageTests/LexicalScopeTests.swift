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
      "test.swift-dsl:3:36: error: cannot find 'kept' in scope",
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
