import Testing
@testable import SceneCompiler

/// `@Entry` expanded by the pre-pass (`EntryMacroExpansion`), and the literal SF Symbol names' table
/// (`SymbolNameFinder`).
@Suite struct EntryMacroExpansionTests {
  static let scene = """
    extension EnvironmentValues {
        @Entry var accent: Color = .purple
        @Entry var badge = Color.red
        @Entry var note: String?
        @Entry var padding: Double = [1.0,
                                      2.0].reduce(0, +)
    }
    struct Root: View {
      var body: some View { Label("Hi", systemImage: "star.fill") }
    }
    Scene(width: 300, height: 200) { Root().overlay { Image(systemName: "not.a.symbol") } }
    """

  @Test func entriesBecomePropertiesOverKeysAndKeepEveryLine() throws {
    let out = try ScenePrepass(source: Self.scene, fileName: "s.swift-dsl").output
    let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex(of: "#sourceLocation(file: \"s.swift-dsl\", line: 1)"))
    // Four spaces of indentation, then `@Entry` blanked and its space.
    let pad = String(repeating: " ", count: 11)
    let accessors = { (key: String) in " { get { self[\(key).self] } set { self[\(key).self] = newValue } }" }
    // The initial value (from its `=`) gives way to the accessors; the space before `=` stays.
    #expect(lines[start + 2] == pad + "var accent: Color " + accessors("__Key_accent"))
    #expect(lines[start + 3] == pad + "var badge: __Key_badge.Value " + accessors("__Key_badge"))
    #expect(lines[start + 4] == pad + "var note: String?" + accessors("__Key_note"))
    #expect(lines[start + 5] == pad + "var padding: Double " + accessors("__Key_padding"))
    // The two-line initial value leaves its line break, so `}` and the view stay on lines 7 and 8.
    #expect(lines[start + 6] == "")
    #expect(lines[start + 7] == "}")
    #expect(lines[start + 8] == "struct Root: View {")
    #expect(out.contains("extension EnvironmentValues { struct __Key_accent: EnvironmentKey { static var defaultValue: Color { .purple } } }\n"))
    #expect(out.contains("extension EnvironmentValues { struct __Key_badge: EnvironmentKey { static let defaultValue = Color.red } }\n"))
    #expect(out.contains("extension EnvironmentValues { struct __Key_note: EnvironmentKey { static var defaultValue: String? { nil } } }\n"))
    #expect(out.contains("static var defaultValue: Double { [1.0,\n                                  2.0].reduce(0, +) }"))
  }

  @Test func entryOutsideEnvironmentValuesIsLeftForTheCompiler() throws {
    let source = "struct Settings {\n  @Entry var accent: Color = .purple\n}\n" + "Scene(width: 10, height: 10) { Text(\"a\") }\n"
    let out = try ScenePrepass(source: source, fileName: "s.swift-dsl").output
    #expect(out.contains("  @Entry var accent: Color = .purple\n"))
    #expect(!out.contains("__Key_"))
  }

  @Test func literalSymbolNamesAreTabledWithTheirPlaces() throws {
    let out = try ScenePrepass(source: Self.scene, fileName: "s.swift-dsl").output
    #expect(out.contains("@_cdecl(\"animrender_symbol_places_v1\")"))
    #expect(out.contains("let table: StaticString = \"star.fill\\ts.swift-dsl:9:25\\nnot.a.symbol\\ts.swift-dsl:11:51\\n\""))
  }
}
