import Testing
@testable import SceneLanguage

@Suite struct DiagnosticsTests {
  @Test func severalErrorsAreReportedAtOnce() {
    let source = """
      struct Card: View {
        var title: String
        var body: some View { Text(titel) }
      }
      struct Empty: View {
        var x = 1
      }
      let c = Card(titl: "x")
      let y = undefinedThing + 1
      """
    #expect(loadErrors(source, registry: StubSurface.registry) == [
      "test.swift-dsl:3:30: error: cannot find 'titel' in scope; did you mean 'title'?",
      "test.swift-dsl:5:8: error: type 'Empty' does not conform to protocol 'View' (missing 'var body: some View')",
      "test.swift-dsl:8:9: error: incorrect argument label in call to initializer of 'Card' (have 'titl:', expected 'title:')",
      "test.swift-dsl:9:9: error: cannot find 'undefinedThing' in scope",
    ])
  }

  @Test func descriptionHasCaretUnderTheSource() {
    do {
      _ = try SceneProgram(source: "let a = 1\nlet b = a + missing\n", fileName: "scene.swift-dsl")
      Issue.record("must fail")
    } catch {
      #expect(error.description == """
        scene.swift-dsl:2:13: error: cannot find 'missing' in scope
        2 | let b = a + missing
          |             `- error: cannot find 'missing' in scope
        """)
    }
  }

  @Test func aLongLineIsCutAroundTheError() {
    // 200 terms on one line, then the unknown name at byte 1 + 9 + 200 × 4 = 810 (column 810).
    let line = "let a = " + String(repeating: "1 + ", count: 200) + "missing"
    do {
      _ = try SceneProgram(source: line + "\n", fileName: "scene.swift-dsl")
      Issue.record("must fail")
    } catch {
      #expect(error.description == """
        scene.swift-dsl:1:809: error: cannot find 'missing' in scope
        1 | 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + missing
          |                                         `- error: cannot find 'missing' in scope
        """)
    }
  }

  @Test func parseErrorsComeFromSwiftParserDiagnostics() {
    let errors = loadErrors("let x = (1 + \nstruct {")
    #expect(errors.count >= 2)
    #expect(errors.first == "test.swift-dsl:1:14: error: expected expression after operator")
  }

  @Test func typeAndCallMistakes() {
    #expect(loadErrors("let x = 1 + 2.5 * Int(3)") == [
      "test.swift-dsl:1:13: error: binary operator '*' cannot be applied to operands of type 'Double' and 'Int'",
    ])
    #expect(loadErrors("func f(a: Int) -> Int { a }\nlet r = f(b: 1)") == [
      "test.swift-dsl:2:9: error: incorrect argument label in call to 'f' (have 'b:', expected 'a:')",
    ])
    #expect(loadErrors("func f(a: Int) -> Int { a }\nlet r = f(a: 1, c: 2)") == [
      "test.swift-dsl:2:9: error: extra argument 'c' in call to 'f'",
    ])
    #expect(loadErrors("struct P { var x: Double; var y: Double }\nlet p = P(x: 1)") == [
      "test.swift-dsl:2:9: error: missing argument for parameter 'y' in call to initializer of 'P'",
    ])
    #expect(loadErrors("let v: Int = \"s\"") == ["test.swift-dsl:1:14: error: cannot convert value of type 'String' to expected type 'Int'"])
    #expect(loadErrors("let v = 1\nv = 2") == ["test.swift-dsl:2:1: error: cannot assign to value: 'v' is a 'let' constant"])
    #expect(loadErrors("let a = [1, 2]\nlet b = a[5]") == ["test.swift-dsl:2:9: error: index out of range (index 5, count 2)"])
    #expect(loadErrors("let a = 1 / 0") == ["test.swift-dsl:1:9: error: division by zero"])
    #expect(loadErrors("enum E { case a, b }\nlet e = E.c") == ["test.swift-dsl:2:11: error: type 'E' has no member 'c'"])
    #expect(loadErrors("enum E { case alpha }\nlet e = E.alhpa") == ["test.swift-dsl:2:11: error: type 'E' has no member 'alhpa'; did you mean 'alpha'?"])
    #expect(loadErrors("actor C {}") == ["test.swift-dsl:1:1: error: actors are not supported in scenes; use a struct"])
    #expect(loadErrors("class C {}").isEmpty)  // classes are supported (ObjectsClassTests)
    #expect(loadErrors("let x: Int? = nil\nlet y = x!") == ["test.swift-dsl:2:9: error: unexpectedly found nil while unwrapping an Optional value"])
  }

  @Test func unknownNamesWithTheSwiftUISurfaceBound() {
    // With a complete registry, a misspelt view is caught by the check pass.
    let errors = loadErrors("struct V: View { var body: some View { Txt(\"a\") } }", registry: StubSurface.registry)
    #expect(errors == ["test.swift-dsl:1:40: error: cannot find 'Txt' in scope; did you mean 'Text'?"])
    let modifier = loadErrors("struct V: View { var body: some View { Text(\"a\").fontt(.largTitle) } }", registry: StubSurface.registry)
    #expect(modifier == [
      "test.swift-dsl:1:50: error: value has no member 'fontt'; did you mean 'font'?",
      "test.swift-dsl:1:57: error: no known type has a member named 'largTitle'; did you mean '.largeTitle'?",
    ])
    // Evaluation names the type when the check pass cannot (the standard registry is not complete).
    var registry = StubSurface.registry
    registry.isComplete = false
    let runtime = loadErrors("struct V: View { var body: some View { Text(\"a\").fontt(.largeTitle) } }\nlet v = V().body", registry: registry)
    #expect(runtime == ["test.swift-dsl:1:50: error: value of type 'Text' has no member 'fontt'; did you mean 'font'?"])
  }

  @Test func literalArgumentsOfTheWrongTypeAreReportedTogether() {
    let source = """
      struct Card { var title: String; var scale: Double }
      func f(_ n: Int) -> Int { n }
      let a = Card(title: 5, scale: "big")
      let b = f(2.5)
      """
    #expect(loadErrors(source) == [
      "test.swift-dsl:3:21: error: cannot convert value of type 'Int' to expected argument type 'String'",
      "test.swift-dsl:3:31: error: cannot convert value of type 'String' to expected argument type 'Double'",
      "test.swift-dsl:4:11: error: cannot convert value of type 'Double' to expected argument type 'Int'",
    ])
  }

  @Test func unknownSymbolsPointAtTheImageWhenStrict() throws {
    let assets = SceneAssetOptions(strict: true, load: { _ in throw HostError("no catalog here") })
    let program = try SceneProgram(swiftUISource: "struct V: View { var body: some View { Image(systemName: \"heart.fil\") } }",
                                   fileName: "s.swift-dsl", assets: assets)
    do {
      _ = try program.makeRootView()
      Issue.record("must fail")
    } catch {
      #expect(error.headers.first?.hasPrefix("s.swift-dsl:1:40: error: unknown symbol 'heart.fil'; did you mean 'heart.fill'?") == true)
    }
  }

  @Test func unknownSceneArgument() {
    #expect(loadErrors("Scene(widht: 10) { }") == ["test.swift-dsl:1:7: error: unknown Scene argument 'widht'; did you mean 'width'?"])
    #expect(loadErrors("Scene(fps: -1) { }") == ["test.swift-dsl:1:12: error: Scene 'fps' must be a positive number"])
  }

  @Test func pastedAppCodeIsAccepted() throws {
    let program = try SceneProgram(source: """
      import SwiftUI

      @main
      struct MyApp: App {
        var body: some Scene { WindowGroup { ContentView() } }
      }

      struct ContentView: View {
        var body: some View { Text("hi") }
      }

      #Preview {
        ContentView()
      }
      """, registry: StubSurface.registry)
    #expect(try program.makeRoot().sceneType == .named("ContentView"))
  }
}
