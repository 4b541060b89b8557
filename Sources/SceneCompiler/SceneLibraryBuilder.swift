import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Compiles a pre-passed scene into a shared library with swiftc, cached by what decides its bytes.
///
/// The library is built without linking the SwiftUI module: its references bind at `dlopen` to the
/// host executable's one copy (the host is linked with `--export-dynamic`), so the scene's views are
/// the host's types. The cache key covers the generated source, `swiftc -version`, the modules and
/// the host build, and the flags. Each compile works in a folder of its own and renames the finished
/// library into the cache, so concurrent renders of one scene neither disturb each other's swiftc nor
/// load half a file.
public struct SceneLibraryBuilder {
  public var swiftc: String
  /// The folder holding `SwiftUI.swiftmodule` (and the modules it imports).
  public var modulesDirectory: String
  /// `$XDG_CACHE_HOME/animrender` or `~/.cache/animrender`.
  public var cacheDirectory: String
  /// Seconds swiftc may run before its process group is killed.
  public var timeLimit: Double = 120
  /// Libraries kept in the cache; the least recently used beyond this are deleted after a compile
  /// (every save under `--watch` or `preview` adds one).
  public var cacheLimit = 300
  /// Progress lines (`--verbose`).
  public var log: (String) -> Void = { _ in }

  public static let flags = ["-emit-library", "-parse-as-library", "-swift-version", "5", "-g", "-Onone",
                             "-diagnostic-style", "llvm"]

  public init(swiftc: String, modulesDirectory: String, cacheDirectory: String) {
    self.swiftc = swiftc
    self.modulesDirectory = modulesDirectory
    self.cacheDirectory = cacheDirectory
  }

  /// The builder for this executable: `ANIMRENDER_SWIFTUI_MODULES` or `<executable's folder>/Modules`,
  /// `ANIMRENDER_SWIFTC` or swiftc from PATH or beside the Swift runtime.
  public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SceneLibraryBuilder {
    let exe = hostExecutable
    let modules = environment["ANIMRENDER_SWIFTUI_MODULES"]
      ?? URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("Modules").path
    guard FileManager.default.fileExists(atPath: modules + "/SwiftUI.swiftmodule") else { throw SceneCompileError.noModules(modules) }
    guard let swiftc = environment["ANIMRENDER_SWIFTC"] ?? findSwiftc(path: environment["PATH"] ?? "") else { throw SceneCompileError.noCompiler }
    let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.cache")
    return SceneLibraryBuilder(swiftc: swiftc, modulesDirectory: modules, cacheDirectory: base + "/animrender")
  }

  /// A compiled scene library.
  public struct Library: Equatable {
    public let path: String
    /// True when it came from the cache (swiftc did not run).
    public let cached: Bool
  }

  /// The library for `generated` (the pre-pass's output), compiled unless the cache has it.
  public func build(generated: String) throws -> Library { try build(generated: [generated]) }

  /// Compiles ``AssetPlaceholders`` may add: swiftc reports one error per result-builder closure, so a
  /// body with several missing generated names takes a compile for each (each round must find a new
  /// name, so this only bounds the time).
  public var placeholderRounds = 64

  /// The library for several generated files (a folder's), compiled together in one swiftc run.
  ///
  /// A compile that fails only for generated asset names no catalog has is compiled again with them
  /// declared as placeholders (``AssetPlaceholders``), as often as that finds new names. The names
  /// found are kept beside the cache under the first source's key, so the next render of the same
  /// source goes straight to the library that compiled (whose own key covers the placeholders).
  public func build(generated files: [String]) throws -> Library {
    let firstKey = try cacheKey(generated: files.joined(separator: "\u{0}"))
    let known = "\(cacheDirectory)/placeholders-\(firstKey).txt"
    var placeholders = (try? String(contentsOfFile: known, encoding: .utf8)).flatMap(AssetPlaceholders.init(serialized:)) ?? AssetPlaceholders()
    if !placeholders.names.isEmpty {
      log("generated asset names without a catalog, from \(known)")
      utimes(known, nil)  // recently used, for eviction
    }
    var round = 0
    while true {
      do {
        let library = try compile(placeholders.names.isEmpty ? files : files + [placeholders.source])
        if !placeholders.names.isEmpty && !FileManager.default.fileExists(atPath: known) {
          try? Data(placeholders.serialized.utf8).write(to: URL(fileURLWithPath: known), options: .atomic)
        }
        return library
      } catch SceneCompileError.diagnostics(let text) {
        round += 1
        guard let names = AssetPlaceholders.parse(text), placeholders.add(names) else { throw SceneCompileError.diagnostics(text) }
        guard round <= placeholderRounds else {
          throw SceneCompileError.diagnostics(text + "\nnote: stopped after \(placeholderRounds) compiles declaring generated asset names without a catalog; add the asset catalog")
        }
        log("declaring \(names.count) generated asset name(s) without a catalog as placeholders: \(names.map(\.symbol).joined(separator: ", "))")
      }
    }
  }

  /// The library for exactly these files, from the cache or compiled.
  func compile(_ files: [String]) throws -> Library {
    let key = try cacheKey(generated: files.joined(separator: "\u{0}"))
    let library = "\(cacheDirectory)/scene-\(key).so"
    if FileManager.default.fileExists(atPath: library) {
      log("compiled scene from the cache: \(library)")
      utimes(library, nil)  // marks it recently used for eviction
      return Library(path: library, cached: true)
    }
    try FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
    removeAbandonedBuilds()
    // Sources and the library are written in a folder of this build's own: swiftc fails when an input
    // changes during its run, which happens when two renders of one scene compile at once and share a
    // path. Only the finished library is shared, by an atomic rename.
    let work = "\(cacheDirectory)/build-\(key.prefix(16))-\(getpid())-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: work) }
    // One file per input: `private` declarations stay private to their file, as in an Xcode target.
    var sources: [String] = []
    for (i, text) in files.enumerated() {
      let source = files.count == 1 ? "\(work)/scene.swift" : "\(work)/scene-\(i).swift"
      try Data(text.utf8).write(to: URL(fileURLWithPath: source))
      sources.append(source)
    }
    let temporary = "\(work)/scene.so"
    let arguments = Self.flags + [
      "-module-name", "AnimScene_\(key.prefix(16))", "-I", modulesDirectory,
      "-module-cache-path", "\(cacheDirectory)/module-cache",
    ] + sources + ["-o", temporary]
    log("running swiftc: \(swiftc) \(arguments.joined(separator: " "))")
    let start = Date()
    let result = try ChildProcess.run(swiftc, arguments, timeLimit: timeLimit)
    guard let status = result.status else { throw SceneCompileError.timedOut(seconds: timeLimit) }
    guard status == 0 else { throw SceneCompileError.diagnostics(Self.userDiagnostics(result.output)) }
    guard rename(temporary, library) == 0 else { throw SceneCompileError.cannotRun(library, String(cString: strerror(errno))) }
    // The generated source stays beside its library (removed with it by eviction), to read what was
    // compiled and for the benchmark's type-check row; a folder's several files are not kept.
    if sources.count == 1 { _ = rename(sources[0], "\(cacheDirectory)/scene-\(key).swift") }
    log(String(format: "compiled the scene in %.2f s: %@", Date().timeIntervalSince(start), library))
    evictLeastRecentlyUsed()
    return Library(path: library, cached: false)
  }

  /// Kills the compilers this process runs now (see `ChildProcess.stopAll()`).
  public static func stopRunningCompilers() { ChildProcess.stopAll() }

  /// Deletes the build folders of processes that ended without deleting them (killed while compiling):
  /// a folder is named `build-KEY-PID-TAG`.
  func removeAbandonedBuilds() {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory)) ?? [] where name.hasPrefix("build-") {
      let parts = name.split(separator: "-")
      guard parts.count == 4, let pid = pid_t(parts[2]), pid != getpid() else { continue }
      // kill(pid, 0) fails with ESRCH only when no such process exists (EPERM: it exists, not ours).
      if kill(pid, 0) != 0 && errno == ESRCH { try? FileManager.default.removeItem(atPath: "\(cacheDirectory)/\(name)") }
    }
  }

  /// Deletes the oldest libraries (by modification time, refreshed on each cache hit) beyond
  /// `cacheLimit`, with the sources older versions kept beside them. A process that has one loaded
  /// keeps its mapping.
  func evictLeastRecentlyUsed() {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory) else { return }
    let libraries = names.filter { $0.hasPrefix("scene-") && $0.hasSuffix(".so") }
    let placeholderLists = names.filter { $0.hasPrefix("placeholders-") }
    guard libraries.count > cacheLimit || placeholderLists.count > cacheLimit else { return }
    func modified(_ name: String) -> Int {
      var info = stat()
      return stat("\(cacheDirectory)/\(name)", &info) == 0 ? info.st_mtim.tv_sec : 0
    }
    let oldest = libraries.map { ($0, modified($0)) }.sorted { $0.1 < $1.1 }.prefix(max(0, libraries.count - cacheLimit))
    for (name, _) in oldest {
      unlink("\(cacheDirectory)/\(name)")
      unlink("\(cacheDirectory)/\(name.dropLast(3)).swift")
    }
    // The placeholder lists (a few lines each) go by the same rule, by when they were written.
    for (name, _) in placeholderLists.map({ ($0, modified($0)) }).sorted(by: { $0.1 < $1.1 }).prefix(max(0, placeholderLists.count - cacheLimit)) {
      unlink("\(cacheDirectory)/\(name)")
    }
    log("removed \(oldest.count) least recently used scene libraries from the cache")
  }

  /// swiftc's output as the user should see it: its diagnostics, without the driver's
  /// "emit-module command failed" / "compile command failed" lines about its own jobs.
  static func userDiagnostics(_ output: String) -> String {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !($0.hasPrefix("error: ") && $0.contains(" command failed")) && !$0.hasPrefix("<unknown>:0: error: fatal error encountered") }
    let text = lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty ? "error: swiftc failed without a message" : text
  }

  /// Hash of the generated source, the compiler, the module and host build, and the flags.
  func cacheKey(generated: String) throws -> String {
    let version = try Self.compilerVersion(swiftc, cacheDirectory: cacheDirectory)
    var parts = [generated, version, Self.flags.joined(separator: " "), modulesDirectory]
    parts.append(Self.identity(of: modulesDirectory + "/SwiftUI.swiftmodule"))
    parts.append(Self.identity(of: Self.hostExecutable))
    return Self.hash(parts)
  }

  /// `swiftc -version`, asked once per process and remembered in `cacheDirectory` (when given) under
  /// the identity of the driver and the frontend beside it: running it costs about 0.1 s, which every
  /// render from the cache used to pay. A reinstalled toolchain changes the identity, so it is asked again.
  static func compilerVersion(_ swiftc: String, cacheDirectory: String? = nil) throws -> String {
    versionLock.lock(); defer { versionLock.unlock() }
    if let known = versions[swiftc] { return known }
    let file = cacheDirectory.map { compilerVersionFile(swiftc, in: $0) }
    if let file, let saved = try? String(contentsOfFile: file, encoding: .utf8), !saved.isEmpty {
      versions[swiftc] = saved
      return saved
    }
    let result = try ChildProcess.run(swiftc, ["-version"], timeLimit: 30)
    versions[swiftc] = result.output
    if let file, let data = result.output.data(using: .utf8) {
      // Written whole under a temporary name, so a concurrent reader never sees half of it.
      let temporary = "\(file).\(getpid()).tmp"
      if FileManager.default.createFile(atPath: temporary, contents: data), rename(temporary, file) != 0 { unlink(temporary) }
    }
    return result.output
  }
  /// Where `compilerVersion` remembers the answer of the driver `swiftc` (a symlink is followed) and
  /// the `swift-frontend` beside it, as they are now.
  static func compilerVersionFile(_ swiftc: String, in cacheDirectory: String) -> String {
    let driver = (swiftc as NSString).resolvingSymlinksInPath
    let frontend = ((driver as NSString).deletingLastPathComponent as NSString).appendingPathComponent("swift-frontend")
    return "\(cacheDirectory)/compiler-\(hash([identity(of: driver), identity(of: frontend)])).txt"
  }
  nonisolated(unsafe) private static var versions: [String: String] = [:]
  private static let versionLock = NSLock()

  /// Size and modification time: changes whenever the file is rebuilt.
  static func identity(of path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else { return "missing \(path)" }
    return "\(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
  }

  /// Two FNV-1a 64-bit hashes with different seeds: 128 bits, a cache key, not a security hash.
  static func hash(_ parts: [String]) -> String {
    var a: UInt64 = 0xcbf2_9ce4_8422_2325, b: UInt64 = 0x8422_2325_cbf2_9ce4
    for part in parts {
      for byte in part.utf8 + [0] {
        a = (a ^ UInt64(byte)) &* 0x100_0000_01b3
        b = (b ^ UInt64(byte ^ 0x5a)) &* 0x100_0000_01b3
      }
    }
    func hex(_ v: UInt64) -> String { let s = String(v, radix: 16); return String(repeating: "0", count: 16 - s.count) + s }
    return hex(a) + hex(b)
  }

  /// The running executable (`/proc/self/exe`).
  public static var hostExecutable: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
  }

  /// `swiftc` on PATH, else beside the Swift runtime this process loaded (`<toolchain>/usr/lib/swift/linux/libswiftCore.so`).
  static func findSwiftc(path: String) -> String? {
    for dir in path.split(separator: ":") where access("\(dir)/swiftc", X_OK) == 0 { return "\(dir)/swiftc" }
    // The runtime's path from this process's memory map (dladdr needs _GNU_SOURCE, which Glibc's module lacks).
    guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
          let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
          let slash = line.firstIndex(of: "/") else { return nil }
    let candidate = URL(fileURLWithPath: String(line[slash...])).deletingLastPathComponent()
      .appendingPathComponent("../../../bin/swiftc").standardized.path
    return access(candidate, X_OK) == 0 ? candidate : nil
  }
}

extension SceneLibraryBuilder {
  /// Reads, pre-passes and compiles the scene at `path`: one file, or a folder of Swift files
  /// (see ``SceneSources``); diagnostics name the files as found from `path`.
  /// - Parameter view: `--view TypeName`, the root view instead of the scene's.
  /// - Parameter catalog: `--assets`, the asset catalog whose symbols are generated instead of the scene's.
  public func build(scenePath path: String, view: String? = nil, catalog: String? = nil) throws -> Library {
    try build(prepass: prepass(scenePath: path, view: view, catalog: catalog))
  }

  /// The pre-pass of the scene at `path` (its previews, by file), before compiling it.
  public func prepass(scenePath path: String, view: String? = nil, catalog: String? = nil) throws -> ScenePrepass {
    let sources = try SceneSources(path: path, catalog: catalog)
    var configuration = IOSBuildConfiguration()
    if let version = IOSBuildConfiguration.compilerVersion(fromVersionText: try Self.compilerVersion(swiftc, cacheDirectory: cacheDirectory)) {
      configuration.compilerVersion = version
    }
    let prepass = try ScenePrepass(files: try sources.read(), input: path, view: view, configuration: configuration,
                                   extraSource: try sources.assetSymbols())
    return prepass
  }

  /// Compiles a pre-passed scene (cached by its generated source).
  public func build(prepass: ScenePrepass) throws -> Library { try build(generated: prepass.outputs) }
}
