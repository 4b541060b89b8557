import Foundation
import Testing
@testable import SceneCompiler

/// The linear pre-scan that refuses text no render could use, at its place, before swiftc sees it.
@Suite struct SourceBudgetTests {
  static func chain(_ n: Int) -> String { "let v = Text(\"x\")" + String(repeating: ".padding(0)", count: n) + "\n" }
  static func nested(_ n: Int) -> String { "let v = " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n) + "\n" }

  @Test func bracketsNestedPastTheParsersLimitAreOneLocatedError() throws {
    try SourceBudget.check(Self.nested(SourceBudget.maxNesting), fileName: "s.swift")
    do {
      try SourceBudget.check("\n" + Self.nested(SourceBudget.maxNesting + 1), fileName: "s.swift")
      Issue.record("257 nested parentheses must be refused")
    } catch {
      // Line 2: `let v = ` is 8 characters, then 256 parentheses: the 257th is at column 8 + 257.
      #expect(error.line == 2 && error.column == 8 + SourceBudget.maxNesting + 1, "\(error)")
      #expect(error.description.hasPrefix("s.swift:2:\(8 + SourceBudget.maxNesting + 1): error: brackets nested more than 256 deep"))
    }
  }

  @Test func aChainPastTheLimitIsOneLocatedError() throws {
    try SourceBudget.check(Self.chain(SourceBudget.maxChain), fileName: "s.swift")
    do {
      try SourceBudget.check(Self.chain(SourceBudget.maxChain + 1), fileName: "s.swift")
      Issue.record("1,001 chained calls must be refused")
    } catch {
      // `let v = Text("x")` is 17 characters; each `.padding(0)` 11: the 1,001st dot is at 18 + 1000 × 11.
      #expect(error.line == 1 && error.column == 18 + SourceBudget.maxChain * 11, "\(error)")
      #expect(error.message.hasPrefix("more than 1000 chained member accesses and calls in one expression"))
    }
  }

  /// Chains continued on following lines count; a new statement, an argument list or a comma starts
  /// afresh; comments and strings are not code.
  @Test func whatCountsAsOneChain() throws {
    let continued = "let v = Text(\"x\")\n" + String(repeating: "  .padding(0)\n", count: SourceBudget.maxChain + 1)
    #expect(throws: ScenePrepassError.self) { try SourceBudget.check(continued, fileName: "s.swift") }
    let statements = String(repeating: "a.b()\n", count: 5_000)
    try SourceBudget.check(statements, fileName: "s.swift")
    let arguments = "f(" + String(repeating: "a.b, ", count: 5_000) + "c)\n"
    try SourceBudget.check(arguments, fileName: "s.swift")
    let text = "// " + String(repeating: "(", count: 1_000) + "\n/* " + String(repeating: "{", count: 1_000) + " */\n"
      + "let s = \"" + String(repeating: "[", count: 1_000) + "\"\nlet t = \"\"\"\n" + String(repeating: ").x", count: 2_000) + "\n\"\"\"\n"
    try SourceBudget.check(text, fileName: "s.swift")
  }
}
