import Foundation
import Testing
@testable import SceneCompiler

/// `#if` evaluated as an iOS build, `PreviewProvider` structs, several files and `--view`.
@Suite struct ScenePrepassFolderTests {
  /// The generated lines of the user's text (after its `#sourceLocation(file:…, line: 1)`).
  static func userLines(_ out: String, file: String = "s.swift") throws -> [Substring] {
    let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex(of: "#sourceLocation(file: \"\(file)\", line: 1)"))
    return Array(lines[(start + 1)...])
  }

  @Test func ifConfigKeepsTheIOSBranchInPlace() throws {
    let source = """
      #if os(iOS)
      let a = 1
      #elseif os(Linux)
      let a = 2
      #else
      let a = 3
      #endif
      Scene { Text("\\(a)") }
      """
    let p = try ScenePrepass(source: source, fileName: "s.swift")
    let lines = try Self.userLines(p.output)
    // Directives and the inactive clauses are blanked; the active line stays at line 2, column 1.
    #expect(lines[0].allSatisfy { $0 == " " } && lines[2].allSatisfy { $0 == " " } && lines[3].allSatisfy { $0 == " " })
    #expect(lines[6].allSatisfy { $0 == " " })
    #expect(!p.output.contains("#if") && !p.output.contains("#endif") && !p.output.contains("let a = 2") && !p.output.contains("let a = 3"))
    #expect(lines[1] == "let a = 1")
  }

  @Test func conditionsAreThoseOfAnIOSDeviceDebugBuild() throws {
    func kept(_ condition: String) throws -> Bool {
      let out = try ScenePrepass(source: "#if \(condition)\nstruct Kept {}\n#endif\nScene { Text(\"x\") }\n", fileName: "s.swift").output
      return out.contains("struct Kept {}")
    }
    #expect(try kept("os(iOS)") && !kept("os(macOS)") && !kept("os(Linux)"))
    #expect(try kept("canImport(UIKit)") && kept("canImport(SwiftUI)") && kept("canImport(Combine)") && kept("canImport(Foundation)") && kept("canImport(Observation)"))
    #expect(try !kept("canImport(AppKit)") && !kept("canImport(Glibc)"))
    #expect(try kept("arch(arm64)") && !kept("arch(x86_64)"))
    #expect(try !kept("targetEnvironment(simulator)") && !kept("targetEnvironment(macCatalyst)"))
    #expect(try kept("DEBUG") && !kept("RELEASE") && kept("!RELEASE && DEBUG"))
    #expect(try kept("swift(>=5.9)") && !kept("swift(>=6.0)"))
    #expect(try kept("compiler(>=5.9)") && !kept("compiler(>=99)"))
  }

  @Test func compilerVersionComesFromSwiftcVersionText() throws {
    let text = "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu\n"
    let config = IOSBuildConfiguration(compilerVersion: try #require(IOSBuildConfiguration.compilerVersion(fromVersionText: text)))
    let out = try ScenePrepass(source: "#if compiler(>=6.3.1)\nstruct New {}\n#endif\n#if compiler(>=6.4)\nstruct Newer {}\n#endif\nScene { Text(\"x\") }\n",
                               fileName: "s.swift", configuration: config).output
    #expect(out.contains("struct New {}") && !out.contains("struct Newer {}"))
  }

  /// A `#Preview` inside `#if DEBUG` is found (the file is parsed again after `#if`), and a postfix
  /// `#if` on a modifier chain keeps the active modifier at its column.
  @Test func previewsInsideIfConfigAndPostfixIfConfig() throws {
    let source = "struct A: View {\n  var body: some View {\n    Text(\"a\")\n    #if os(iOS)\n      .padding()\n    #endif\n  }\n}\n#if DEBUG\n#Preview(\"A\") { A() }\n#endif\n"
    let p = try ScenePrepass(source: source, fileName: "s.swift")
    #expect(p.previewNames == ["A"])
    let lines = try Self.userLines(p.output)
    #expect(lines[4] == "      .padding()")
    #expect(lines[3].allSatisfy { $0 == " " } && lines[5].allSatisfy { $0 == " " })
  }

  @Test func previewProviderBecomesAnEntryOfItsFirstView() throws {
    let source = """
      struct Card: View { var title: String; var body: some View { Text(title) } }
      struct Card_Previews: PreviewProvider {
        static let sample = "Hi"
        static var previews: some View {
          Group {
            Card(title: sample)
            Card(title: "Dark").preferredColorScheme(.dark)
          }
        }
      }
      """
    let p = try ScenePrepass(source: source, fileName: "s.swift")
    #expect(p.previewNames == ["Card_Previews"])
    #expect(p.output.contains("extension Card_Previews {\n  @ViewBuilder @MainActor static var __animrender_firstPreview: some View {\n#sourceLocation(file: \"s.swift\", line: 6)\nCard(title: sample)\n"))
    #expect(!p.output.contains("Card(title: \"Dark\").preferredColorScheme(.dark)\n#sourceLocation()"))
    #expect(p.output.contains("@_cdecl(\"\(ScenePrepass.previewSymbol("Card_Previews"))\")"))
    // No Scene(…): the scene is the first preview on the default canvas.
    #expect(p.output.contains("_scene(width: 393.0, height: 852.0)"))
    #expect(p.output.contains("public func __animrender_scene_v1() -> UnsafeMutableRawPointer {\n  __animrender_preview_0_0()\n}"))
  }

  @Test func severalFilesEachKeepTheirOwnPathAndTheEntryGoesWithTheScene() throws {
    let files = [("struct Model { var n = 1 }\n", "app/Model.swift"),
                 ("struct Root: View { var body: some View { Text(\"\\(Model().n)\") } }\n#Preview(\"Root\") { Root() }\n", "app/Views/Root.swift")]
    let p = try ScenePrepass(files: files, input: "app", view: "Root")
    #expect(p.outputs.count == 2)
    #expect(p.outputs[0].contains("#sourceLocation(file: \"app/Model.swift\", line: 1)\nstruct Model"))
    #expect(p.outputs[1].contains("#sourceLocation(file: \"app/Views/Root.swift\", line: 1)\nstruct Root"))
    #expect(p.outputs[0].contains("#sourceLocation(file: \"app/Views/Root.swift\", line: 1)\n       Root()\n#sourceLocation()"))
    #expect(p.outputs[0].contains("_replacingRoot(__view)"))
    #expect(p.outputs.filter { $0.contains("@_cdecl(\"\(ScenePrepass.entrySymbol)\")") }.count == 1)
    #expect(p.previewNames == ["Root"])
  }

  @Test func folderErrorsNameTheProblem() {
    let files = [("struct A {}\n", "f/A.swift"), ("struct B {}\n", "f/B.swift")]
    #expect { try ScenePrepass(files: files, input: "f") } throws: {
      ($0 as? ScenePrepassError)?.message.contains("no Scene(…), #Preview or PreviewProvider in f") == true
    }
    #expect { try ScenePrepass(files: files, input: "f", view: "C") } throws: {
      ($0 as? ScenePrepassError)?.message == "--view C: no type named 'C' declared at the top level of f"
    }
    #expect { try ScenePrepass(files: [("Scene { A() }\n", "f/A.swift"), ("\n\nScene { B() }\n", "f/B.swift")], input: "f") } throws: {
      guard let e = $0 as? ScenePrepassError else { return false }
      return e.file == "f/B.swift" && e.line == 3 && e.column == 1
    }
    #expect { try ScenePrepass(files: [("struct A {}\nprint(1)\n", "f/A.swift"), ("#Preview { A() }\n", "f/B.swift")], input: "f") } throws: {
      guard let e = $0 as? ScenePrepassError else { return false }
      return e.file == "f/A.swift" && e.line == 2
    }
  }

  @Test func folderSourcesSkipCatalogsAndFindTheCatalogSymbols() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("prepass-\(getpid())-\(UInt64.random(in: 0...UInt64.max))").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    for dir in ["Views", "Assets.xcassets/BrandStart.colorset", "Assets.xcassets/AccentColor.colorset", "Assets.xcassets/bell-badge.imageset",
                "Assets.xcassets/Icons/star.imageset", ".hidden"] {
      try FileManager.default.createDirectory(atPath: root + "/" + dir, withIntermediateDirectories: true)
    }
    try Data("{\"properties\":{\"provides-namespace\":true}}".utf8).write(to: URL(fileURLWithPath: root + "/Assets.xcassets/Icons/Contents.json"))
    for file in ["Views/B.swift", "A.swift-dsl", "notes.txt", ".hidden/C.swift"] { try Data("struct X {}\n".utf8).write(to: URL(fileURLWithPath: root + "/" + file)) }
    let sources = try SceneSources(path: root)
    #expect(sources.isFolder && sources.files == [root + "/A.swift-dsl", root + "/Views/B.swift"])
    #expect(sources.catalog == root + "/Assets.xcassets")
    let symbols = try sources.assetSymbols()
    #expect(symbols.contains("extension ColorResource { static let brandStart = ColorResource(name: \"BrandStart\") }"))
    #expect(symbols.contains("static let accentColor = ColorResource(name: \"AccentColor\")") && symbols.contains("static let accent = ColorResource(name: \"AccentColor\")"))
    #expect(symbols.contains("extension ImageResource { static let bellBadge = ImageResource(name: \"bell-badge\") }"))
    #expect(!symbols.contains("star"))
  }
}

extension ScenePrepassFolderTests {
  /// A `@main` App goes whole (lines kept); another `@main` type keeps its declaration.
  @Test func mainAppTypeIsBlankedWhole() throws {
    let source = "@main\nstruct Shop: App {\n  var body: some Scene { WindowGroup { A() } }\n}\n#Preview { A() }\n"
    let out = try ScenePrepass(source: source, fileName: "s.swift").output
    let lines = try Self.userLines(out)
    #expect(lines[0...3].allSatisfy { $0.allSatisfy { $0 == " " } })
    #expect(!out.contains("WindowGroup"))
  }
}
