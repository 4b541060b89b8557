import Testing
@testable import SceneLanguage

/// Host functions whose Swift result is optional return real optionals (`Value.some`).
@Suite struct HostOptionalTests {
  @Test func optionalResultsAreOptionals() throws {
    // Swift interpolates an optional as `Optional(1)`.
    #expect(try evaluate(#""\([1, 2].first)""#).asString == "Optional(1)")
    #expect(try evaluate(#""\(empty.last)""#, in: "let empty: [Int] = []").asString == "nil")
    // An element that is itself nil is still an element: `first` is `.some(nil)`, not "no element".
    let source = """
      let xs: [Int?] = [nil, 2]
      func describe() -> String {
        if let f = xs.first { return f == nil ? "nil element" : "value" }
        return "empty"
      }
      """
    #expect(try evaluate("describe()", in: source).asString == "nil element")
    #expect(try evaluate("[3, 1, 2].max()! + 1").asInt == 4)
    #expect(try evaluate("[3, 1, 2].min() ?? 0").asInt == 1)
    #expect(try evaluate(#"Int("12") ?? 0"#).asInt == 12)
    #expect(try evaluate(#"Int("x") ?? 0"#).asInt == 0)
    #expect(try evaluate(#"["1", "x", "3"].compactMap { Int($0) }"#).asArray?.compactMap(\.asInt) == [1, 3])
    #expect(try evaluate(#"["1", "x", "3"].compactMap { Int($0) }.reduce(0, +)"#).asInt == 4)
    #expect(try evaluate("[5, 6, 7].firstIndex(of: 6)! * 10").asInt == 10)
  }
}
