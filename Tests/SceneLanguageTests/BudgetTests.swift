import Graphics
import Testing
@testable import SceneLanguage

@Suite struct BudgetTests {
  @Test func infiniteLoopStopsAtTheStepBudget() {
    #expect(loadErrors("var i = 0\nwhile true { i += 1 }", budget: Budget(steps: 20_000)) == [
      "test.swift-dsl:2:19: error: evaluation budget exceeded (more than 20000 steps)",
    ])
    #expect(loadErrors("for _ in 0..<1_000_000 { }", budget: Budget(steps: 5_000)) == [
      "test.swift-dsl:1:1: error: evaluation budget exceeded (more than 5000 steps)",
    ])
  }

  @Test func deepRecursionStopsAtTheDepthBudget() {
    let source = "func f(_ n: Int) -> Int { n + f(n + 1) }\nlet r = f(0)"
    #expect(loadErrors(source, budget: Budget(callDepth: 100)) == [
      "test.swift-dsl:1:31: error: evaluation budget exceeded (call depth over 100; infinite recursion?)",
    ])
    // Mutual recursion through closures is counted too.
    let closures = "var g: (Int) -> Int = { $0 }\ng = { g($0 + 1) }\nlet r = g(0)"
    #expect(loadErrors(closures, budget: Budget(callDepth: 50)).first?.hasSuffix("error: evaluation budget exceeded (call depth over 50; infinite recursion?)") == true)
  }

  @Test func theDefaultDepthBudgetFitsTheInterpreterStack() throws {
    // Measures the native stack used per scene-level call and checks the default depth budget, with a
    // 4x margin, fits the large-stack thread: recursion hits the budget, never the real stack end.
    var registry = HostRegistry.standard
    registry.addFunction("stackProbe", HostFunction([], returns: .int) { _ in
      var local = 0
      return .int(withUnsafePointer(to: &local) { Int(bitPattern: $0) })
    })
    let source = """
      func dive(_ n: Int) -> Int { n == 0 ? stackProbe() : dive(n - 1) }
      let top = stackProbe()
      let bottom = dive(200)
      """
    let program = try SceneProgram(source: source, registry: registry)
    let top = try program.evaluate("top").asInt ?? 0
    let bottom = try program.evaluate("bottom").asInt ?? 0
    let perLevel = (top - bottom) / 200
    #expect(perLevel > 0)
    #expect(perLevel * Budget.standard.callDepth * 4 < LargeStack.stackSize)
    #expect(perLevel < LargeStack.bytesPerCallLevel)  // the inline limit's estimate is conservative
    // And the budget really is reached first.
    #expect(loadErrors("func f(_ n: Int) -> Int { f(n + 1) }\nlet r = f(0)").first?.contains("call depth over \(Budget.standard.callDepth)") == true)
  }

  @Test func stackLeftIsKnownOnTheCallingThread() throws {
    let left = try #require(LargeStack.remaining())
    #expect(left > 16 << 10 && left < 1 << 30)
  }

  @Test func recursionInsideARuntimeCallbackEndsInADiagnostic() throws {
    let source = """
      func down(_ n: Int) -> Int { down(n + 1) }
      struct V: View {
        @State private var n = 0
        var body: some View { Text("\\(n)").onTapGesture { n = down(0) } }
      }
      Scene(taps: [0.5]) { V() }
      """
    let program = try SceneProgram(swiftUISource: source, fileName: "deep.swift-dsl")
    let runtime = try program.makeRuntime(measurer: FixedTextMeasurer())
    do {
      _ = try runtime.inspect(at: 1)
      try program.checkErrors()
      Issue.record("the recursion must be stopped")
    } catch let error as SceneError {
      #expect(error.headers.first?.hasPrefix("deep.swift-dsl:1:30: error: evaluation budget exceeded (call depth over") == true)
    }
  }

  @Test func hugeCollectionsAndStrings() {
    let budget = Budget(collectionSize: 10_000, stringLength: 10_000)
    #expect(loadErrors("let a = Array(repeating: 0, count: 2_000_000)", budget: budget) == [
      "test.swift-dsl:1:9: error: evaluation budget exceeded (collection of 2000000 elements, limit 10000)",
    ])
    #expect(loadErrors("let a = (0..<100_000_000).map { $0 }", budget: budget) == [
      "test.swift-dsl:1:9: error: evaluation budget exceeded (collection of 100000000 elements, limit 10000)",
    ])
    #expect(loadErrors("var a = [1]\nfor _ in 0..<20 { a = a + a }", budget: budget) == [
      "test.swift-dsl:2:23: error: evaluation budget exceeded (collection of 16384 elements, limit 10000)",
    ])
    #expect(loadErrors("var s = \"ab\"\nfor _ in 0..<20 { s += s }", budget: budget) == [
      "test.swift-dsl:2:19: error: evaluation budget exceeded (string of 16384 bytes, limit 10000)",
    ])
    #expect(loadErrors("var a: [Int] = []\nfor i in 0..<20_000 { a.append(i) }", budget: budget).first?.contains("collection of 10001 elements") == true)
  }

  @Test func everyEntryGetsAFreshStepBudget() throws {
    let source = """
      func work() -> Int { var t = 0; for i in 0..<100 { t += i }; return t }
      """
    let program = try SceneProgram(source: source, budget: Budget(steps: 2_000))
    for _ in 0..<5 { #expect(try program.evaluate("work()").asInt == 4950) }
  }
}
