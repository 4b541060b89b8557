import Foundation
import Testing

/// `scripts/check-layering.sh` on this package (must pass) and on copies broken on purpose (must fail,
/// naming the file and the import or dependency).
@Suite struct LayeringScriptTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func check(_ root: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [Self.packageRoot.appendingPathComponent("scripts/check-layering.sh").path, root.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// A copy of Package.swift and every target's Swift sources (no goldens), to break on purpose.
  func copyOfPackage() throws -> URL {
    let fm = FileManager.default
    let copy = fm.temporaryDirectory.appendingPathComponent("layering-\(UUID().uuidString)")
    try fm.createDirectory(at: copy, withIntermediateDirectories: true)
    try fm.copyItem(at: Self.packageRoot.appendingPathComponent("Package.swift"), to: copy.appendingPathComponent("Package.swift"))
    for folder in ["Sources", "Tests"] {
      let base = Self.packageRoot.appendingPathComponent(folder)
      for case let path as String in fm.enumerator(atPath: base.path)! where path.hasSuffix(".swift") {
        let target = copy.appendingPathComponent(folder).appendingPathComponent(path)
        try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try fm.copyItem(at: base.appendingPathComponent(path), to: target)
      }
    }
    return copy
  }

  /// Puts `line` at the top of a Swift file of the copy.
  func prepend(_ line: String, to path: String, in root: URL) throws {
    let url = root.appendingPathComponent(path)
    let text = try String(contentsOf: url, encoding: .utf8)
    try Data((line + "\n" + text).utf8).write(to: url)
  }

  @Test func thisPackageKeepsItsLayers() throws {
    let result = try check(Self.packageRoot)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("layering: ok"))
  }

  @Test func theRuntimeImportingTheLanguageFails() throws {
    let root = try copyOfPackage()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try check(root).status == 0)
    try prepend("import SceneRendering", to: "Sources/ViewRuntime/Runtime/SceneRuntime.swift", in: root)
    let result = try check(root)
    #expect(result.status == 1)
    #expect(result.output.contains("Sources/ViewRuntime/Runtime/SceneRuntime.swift:1: ViewRuntime imports SceneRendering, which its layer must not"), "\(result.output)")
  }

  @Test func cOutsideTheCEdgesFails() throws {
    let root = try copyOfPackage()
    defer { try? FileManager.default.removeItem(at: root) }
    try prepend("@preconcurrency import CFFmpeg", to: "Sources/RenderPipeline/RenderPipeline.swift", in: root)
    try prepend("import Glibc", to: "Sources/Graphics/Path.swift", in: root)
    try prepend("import SwiftSyntax", to: "Sources/SceneRendering/Scene/SceneFile.swift", in: root)
    let result = try check(root)
    #expect(result.status == 1)
    #expect(result.output.contains("Sources/RenderPipeline/RenderPipeline.swift:1: RenderPipeline imports CFFmpeg"), "\(result.output)")
    #expect(result.output.contains("Sources/Graphics/Path.swift:1: Graphics imports Glibc"), "\(result.output)")
    #expect(result.output.contains("Sources/SceneRendering/Scene/SceneFile.swift:1: SceneRendering imports SwiftSyntax"), "\(result.output)")
    #expect(result.output.contains("3 problem(s)"), "\(result.output)")
  }

  @Test func importsInsideStringLiteralsAreNotImports() throws {
    let root = try copyOfPackage()
    defer { try? FileManager.default.removeItem(at: root) }
    try prepend("let scene = \"\"\"\nimport SwiftUI\n\"\"\"", to: "Sources/Graphics/Path.swift", in: root)
    #expect(try check(root).status == 0)
  }

  @Test func packageSwiftMustAgreeWithTheTable() throws {
    let root = try copyOfPackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let manifest = root.appendingPathComponent("Package.swift")
    var text = try String(contentsOf: manifest, encoding: .utf8)
    // A dependency the layer must not have, and an import relying on a transitive one.
    text = text.replacingOccurrences(of: #".target(name: "RenderPipeline", dependencies: ["Graphics"])"#,
                                     with: #".target(name: "RenderPipeline", dependencies: ["Graphics", "MediaIO"])"#)
    text = text.replacingOccurrences(of: #".testTarget(name: "MediaIOTests", dependencies: ["MediaIO", "Graphics"])"#,
                                     with: #".testTarget(name: "MediaIOTests", dependencies: ["MediaIO"])"#)
    try Data(text.utf8).write(to: manifest)
    let result = try check(root)
    #expect(result.status == 1)
    #expect(result.output.contains("Package.swift: RenderPipeline depends on MediaIO, which its layer must not"), "\(result.output)")
    #expect(result.output.contains("MediaIOTests imports Graphics without declaring it in Package.swift"), "\(result.output)")
  }

  @Test func aTargetMissingFromTheTableFails() throws {
    let root = try copyOfPackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let extra = root.appendingPathComponent("Sources/Shortcut/Shortcut.swift")
    try FileManager.default.createDirectory(at: extra.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("import SceneRendering\n".utf8).write(to: extra)
    let result = try check(root)
    #expect(result.status == 1)
    #expect(result.output.contains("Sources/Shortcut/: target Shortcut is not in the layer table"), "\(result.output)")
  }
}
