import Dispatch
import Foundation
import Testing
@testable import SceneCompiler

@Suite struct SceneLibraryBuilderTests {
  @Test func hashIsStableAndSeparatesParts() {
    #expect(SceneLibraryBuilder.hash(["ab", "c"]) == SceneLibraryBuilder.hash(["ab", "c"]))
    #expect(SceneLibraryBuilder.hash(["ab", "c"]) != SceneLibraryBuilder.hash(["a", "bc"]))
    #expect(SceneLibraryBuilder.hash(["x"]).count == 32)
  }

  @Test func driverNoiseIsDroppedFromDiagnostics() {
    let text = "error: emit-module command failed with exit code 1 (use -v to see invocation)\ns.swift-dsl:3:5: error: cannot find 'x' in scope\nerror: compile command failed due to signal\n"
    #expect(SceneLibraryBuilder.userDiagnostics(text) == "s.swift-dsl:3:5: error: cannot find 'x' in scope")
  }

  /// `swiftc -version` is remembered in the cache under the identity of the driver and its frontend:
  /// a later process reads it instead of running the compiler; a rebuilt frontend asks again.
  @Test func compilerVersionIsRememberedPerToolchain() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("builder-version-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir + "/bin", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let driver = dir + "/bin/swift-driver", frontend = dir + "/bin/swift-frontend"
    try "#!/bin/sh\necho 'Swift version 9.9 (fake)'\n".write(toFile: driver, atomically: true, encoding: .utf8)
    chmod(driver, 0o755)
    try "frontend 1".write(toFile: frontend, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: dir + "/bin/swiftc", withDestinationPath: "swift-driver")

    let asked = try SceneLibraryBuilder.compilerVersion(dir + "/bin/swiftc", cacheDirectory: dir)
    #expect(asked == "Swift version 9.9 (fake)\n")
    let file = SceneLibraryBuilder.compilerVersionFile(dir + "/bin/swiftc", in: dir)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == asked)
    // Another name for the same driver (this process has not asked it) is answered from the file,
    // not by running it: the driver now fails.
    try "#!/bin/sh\nexit 3\n".write(toFile: driver, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: driver)
    try FileManager.default.createSymbolicLink(atPath: dir + "/swiftc-link", withDestinationPath: dir + "/bin/swift-driver")
    let rewritten = SceneLibraryBuilder.compilerVersionFile(dir + "/swiftc-link", in: dir)
    #expect(rewritten != file)  // the driver's size and time changed: a new identity
    try "Swift version 9.9 (remembered)\n".write(toFile: rewritten, atomically: true, encoding: .utf8)
    #expect(try SceneLibraryBuilder.compilerVersion(dir + "/swiftc-link", cacheDirectory: dir) == "Swift version 9.9 (remembered)\n")
    // A different frontend beside the same driver is a different toolchain.
    try "frontend 2, rebuilt".write(toFile: frontend, atomically: true, encoding: .utf8)
    #expect(SceneLibraryBuilder.compilerVersionFile(dir + "/swiftc-link", in: dir) != rewritten)
  }

  @Test func evictionKeepsTheMostRecentlyUsedLibraries() throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("builder-evict-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: cache) }
    var builder = SceneLibraryBuilder(swiftc: "/bin/false", modulesDirectory: cache, cacheDirectory: cache)
    builder.cacheLimit = 2
    // Four libraries used 400, 300, 200 and 100 s ago; "b" also has an old-style source beside it.
    let now = Date()
    for (i, name) in ["scene-a.so", "scene-b.so", "scene-b.swift", "scene-c.so", "scene-d.so", "module-cache"].enumerated() {
      let path = "\(cache)/\(name)"
      FileManager.default.createFile(atPath: path, contents: Data([1]))
      let age = name == "module-cache" ? 1000 : [400, 300, 300, 200, 100][i]
      try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-Double(age))], ofItemAtPath: path)
    }
    builder.evictLeastRecentlyUsed()
    let left = try FileManager.default.contentsOfDirectory(atPath: cache).sorted()
    #expect(left == ["module-cache", "scene-c.so", "scene-d.so"])
  }

  /// The lists of placeholder names kept beside the libraries follow the same limit, oldest first.
  @Test func evictionAlsoBoundsThePlaceholderLists() throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("builder-evict-lists-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: cache) }
    var builder = SceneLibraryBuilder(swiftc: "/bin/false", modulesDirectory: cache, cacheDirectory: cache)
    builder.cacheLimit = 1
    let now = Date()
    for (name, age) in [("placeholders-a.txt", 300.0), ("placeholders-b.txt", 100.0), ("scene-x.so", 200.0)] {
      FileManager.default.createFile(atPath: "\(cache)/\(name)", contents: Data([1]))
      try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-age)], ofItemAtPath: "\(cache)/\(name)")
    }
    builder.evictLeastRecentlyUsed()
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache).sorted() == ["placeholders-b.txt", "scene-x.so"])
  }

  /// Two renders of one scene compiling at once (parallel tests, two terminals) both get the library:
  /// neither sees its input rewritten during its swiftc run, and no work folder is left behind.
  @Test func concurrentCompilesOfOneSourceBothSucceed() throws {
    guard let swiftc = SceneLibraryBuilder.findSwiftc(path: ProcessInfo.processInfo.environment["PATH"] ?? "") else {
      Issue.record("no swiftc on PATH"); return
    }
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("builder-race-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: cache) }
    // The builder holds a non-Sendable log closure; each thread only reads it.
    nonisolated(unsafe) let builder = SceneLibraryBuilder(swiftc: swiftc, modulesDirectory: cache, cacheDirectory: cache)
    let source = "public func answer() -> Int { (1...6).reduce(0, +) * 2 }\n"
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 3) { _ in results.append(Result { try builder.build(generated: source) }) }
    let libraries = try results.all.map { try $0.get() }
    #expect(libraries.count == 3)
    #expect(Set(libraries.map(\.path)).count == 1)
    #expect(FileManager.default.fileExists(atPath: libraries[0].path))
    let left = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasPrefix("build-") }
    #expect(left.isEmpty, "work folders left: \(left)")
  }
}

private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [Result<SceneLibraryBuilder.Library, Error>] = []
  func append(_ r: Result<SceneLibraryBuilder.Library, Error>) { lock.lock(); items.append(r); lock.unlock() }
  var all: [Result<SceneLibraryBuilder.Library, Error>] { lock.lock(); defer { lock.unlock() }; return items }
}
