import Testing
@testable import SceneLanguage

/// Errors from lowered targets and patterns keep Swift's wording and point at the offending syntax.
@Suite struct LoweredDiagnosticsTests {
  @Test func targetAndPatternErrorsPointAtTheirSyntax() throws {
    // `p.x` of a `let` struct: the write goes through `p`, a constant (line 4, column 3).
    #expect(loadErrors("struct P { var x = 0 }\nfunc f() {\n  let p = P()\n  p.x = 1\n}\nlet r: Void = f()") == [
      "test.swift-dsl:4:3: error: cannot assign to value: 'p' is a 'let' constant",
    ])
    // A get-only computed property (column of `y` in `q.y`).
    #expect(loadErrors("struct Q { var y: Int { 1 } }\nfunc g() {\n  var q = Q()\n  q.y = 2\n}\nlet r: Void = g()") == [
      "test.swift-dsl:4:5: error: cannot assign to property: 'y' is a get-only property",
    ])
    // An unknown case in a pattern is reported at its name.
    #expect(loadErrors("enum E { case alpha, beta }\nfunc h(_ e: E) -> Int {\n  switch e {\n  case .alpah: 1\n  default: 0\n  }\n}\nlet r = h(.beta)") == [
      "test.swift-dsl:4:9: error: type 'E' has no member 'alpah'; did you mean 'alpha'?",
    ])
    // Writing through `x!` when `x` is nil.
    #expect(loadErrors("func k() {\n  var a: [Int]? = nil\n  a![0] = 1\n}\nlet r: Void = k()") == [
      "test.swift-dsl:3:3: error: unexpectedly found nil while unwrapping an Optional value",
    ])
  }
}
