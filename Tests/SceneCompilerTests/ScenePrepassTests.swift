import Testing
@testable import SceneCompiler

@Suite struct ScenePrepassTests {
  static let scene = """
    struct Root: View {
      var body: some View { Text("Hi") }
    }

    Scene(taps: [0.5], height: 200,
          width: 300) {
      Root()
    }
    """

  @Test func argumentsAreReorderedIntoSceneOrder() throws {
    let p = try ScenePrepass(source: Self.scene, fileName: "s.swift-dsl")
    #expect(p.writtenLabels == ["width", "height", "taps"])
    #expect(p.output.contains("return _SceneBox.retained(_scene(width: __width, height: __height, taps: __taps, content: __content)._locating(["))
    #expect(p.output.contains("let __width: Double = {\n#sourceLocation(file: \"s.swift-dsl\", line: 6)\n             300\n#sourceLocation()\n}()\n"))
    #expect(p.output.contains("let __taps: [SwiftUI._SceneEvent] = {\n#sourceLocation(file: \"s.swift-dsl\", line: 5)\n            [0.5]\n"))
    // The host names the place of a setting it refuses (an unknown device, a malformed date).
    #expect(p.output.contains("._locating([\"width\": \"s.swift-dsl:6:14\", \"height\": \"s.swift-dsl:5:28\", \"taps\": \"s.swift-dsl:5:13\"])"))
  }

  @Test func eachArgumentAndTheContentKeepTheirLines() throws {
    let out = try ScenePrepass(source: Self.scene, fileName: "s.swift-dsl").output.split(separator: "\n", omittingEmptySubsequences: false)
    func line(after text: String) -> Substring? {
      guard let i = out.firstIndex(where: { $0.contains(text) }), i > 0 else { return nil }
      return out[i - 1]
    }
    // Each value also keeps its column: the line directive sits in a closure body, the value padded to its column.
    func next(_ text: String) -> Substring? {
      out.firstIndex(where: { $0.contains(text) }).flatMap { $0 + 1 < out.count ? out[$0 + 1] : nil }
    }
    #expect(next("let __width") == "#sourceLocation(file: \"s.swift-dsl\", line: 6)")
    #expect(next("let __height") == "#sourceLocation(file: \"s.swift-dsl\", line: 5)")
    #expect(line(after: "func __content()") == "#sourceLocation(file: \"s.swift-dsl\", line: 6)")
    // The user's text starts at line 1 and keeps every line; the Scene statement is blanked in place.
    let start = try #require(out.firstIndex(of: "#sourceLocation(file: \"s.swift-dsl\", line: 1)"))
    #expect(out[start + 1] == "struct Root: View {")
    #expect(out[start + 5].allSatisfy { $0 == " " })
    #expect(out[start + 7].trimmingCharacters(in: .whitespaces).isEmpty)
  }

  @Test func importsAreAddedOnlyWhenMissing() throws {
    let bare = try ScenePrepass(source: Self.scene, fileName: "s.swift-dsl").output
    #expect(bare.contains("\nimport SwiftUI\n"))
    #expect(bare.contains("@_spi(AnimRender) import SwiftUI\n"))
    let imported = try ScenePrepass(source: "import SwiftUI\n" + Self.scene, fileName: "s.swift-dsl").output
    #expect(!imported.contains("\nimport SwiftUI\n#sourceLocation"))
    #expect(imported.split(separator: "\n").filter { $0 == "import SwiftUI" }.count == 1)
  }

  /// `import Combine`, `import UIKit` and `import Foundation` are blanked in place (the module
  /// carries what views use of the first two and re-exports Foundation with its locale fixed); other
  /// imports stay, and no line moves.
  @Test func combineUIKitAndFoundationImportsAreDropped() throws {
    let source = "import Combine\nimport UIKit\nimport Foundation\nimport Observation\n" + Self.scene
    let out = try ScenePrepass(source: source, fileName: "s.swift-dsl").output
    #expect(!out.contains("import Combine") && !out.contains("import UIKit") && !out.contains("import Foundation"))
    let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex(of: "#sourceLocation(file: \"s.swift-dsl\", line: 1)"))
    #expect(lines[start + 1 ... start + 3].allSatisfy { $0.allSatisfy { $0 == " " } })
    #expect(lines[start + 4] == "import Observation")
  }

  /// `Timer.scheduledTimer` is pointed at the scene clock's timer, in place (same columns); other
  /// uses of `Timer` stay Foundation's.
  @Test func scheduledTimersUseTheSceneClock() throws {
    let source = "final class M { var t: Timer?\n  func go() { t = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } } }\n" + Self.scene
    let out = try ScenePrepass(source: source, fileName: "s.swift-dsl").output
    #expect(out.contains("  func go() { t = _STmr.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } } }\n"))
    #expect(out.contains("final class M { var t: Timer?\n"))
  }

  @Test func unknownLabelIsLocatedAndNamesTheValidOnes() {
    let source = "struct A: View { var body: some View { Text(\"a\") } }\nScene(width: 100,\n      frames: 3) { A() }\n"
    #expect {
      try ScenePrepass(source: source, fileName: "s.swift-dsl")
    } throws: { error in
      guard let e = error as? ScenePrepassError else { return false }
      return e.line == 3 && e.column == 7 && e.description.hasPrefix("s.swift-dsl:3:7: error: unknown Scene argument 'frames'")
        && e.message.contains("width, height, scale, fps, duration")
    }
  }

  @Test func missingOrSecondSceneIsAnError() {
    #expect(throws: ScenePrepassError.self) { try ScenePrepass(source: "let x = 1\n", fileName: "s.swift-dsl") }
    #expect {
      try ScenePrepass(source: "Scene { A() }\nScene { B() }\n", fileName: "s.swift-dsl")
    } throws: { ($0 as? ScenePrepassError)?.line == 2 }
  }

  @Test func mainAttributeIsBlankedInPlace() throws {
    let out = try ScenePrepass(source: "@main struct App {}\nScene { A() }\n", fileName: "s.swift-dsl").output
    #expect(out.contains("\n      struct App {}\n"))
  }

  @Test func previewsBecomeEntriesNamedAsTheInterpreterNamesThem() throws {
    let source = "Scene { A() }\n#Preview { A() }\n#Preview(\"Dark\") {\n  A()\n}\n#Preview { B() }\n"
    let p = try ScenePrepass(source: source, fileName: "s.swift-dsl")
    #expect(p.previewNames == ["Preview", "Dark", "Preview 2"])
    #expect(p.output.contains("@_cdecl(\"\(ScenePrepass.previewSymbol("Dark"))\")"))
    #expect(p.output.contains("#sourceLocation(file: \"s.swift-dsl\", line: 3)\n@ViewBuilder @MainActor func __content() -> some View {\n  A()\n}"))
    #expect(!p.output.contains("#Preview"))
  }


  @Test func scriptedEventsAreRewrittenToTheModulesFunctions() throws {
    let p = try ScenePrepass(source: "Scene(taps: [0.5, Tap(at: 1, on: \"Like\"), Type(\"hi\", into: \"Name\", at: 2)]) { A() }\n", fileName: "s.swift-dsl")
    // Each event carries the line and column of its name, as written (the renaming moves the text after it).
    #expect(p.output.contains("\n            [0.5, SwiftUI._SceneEvent.Tap(at: 1, on: \"Like\", line: 1, column: 19), SwiftUI._SceneEvent.TypeText(\"hi\", into: \"Name\", at: 2, line: 1, column: 43)]\n"))
  }

  @Test func topLevelCodeRunsInTheEntryAtItsLine() throws {
    let out = try ScenePrepass(source: "let n = 2\nprint(n)\nScene { A() }\n", fileName: "s.swift-dsl").output
    #expect(out.contains("#sourceLocation(file: \"s.swift-dsl\", line: 1)\nlet n = 2\n        \n"))
    let entry = try #require(out.range(of: "func __animrender_settings()"))
    #expect(out[entry.upperBound...].contains("#sourceLocation(file: \"s.swift-dsl\", line: 2)\nprint(n)\n"))
  }
}
