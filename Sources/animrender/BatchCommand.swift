import ArgumentParser
import Foundation
import SceneCompiler
import SceneRendering

/// `animrender batch scenes/ --out demos/`: renders many scenes, in parallel, skipping unchanged ones.
struct BatchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "batch",
    abstract: "Render every scene of folders or files into an output folder.",
    discussion: """
      Each scene renders with its own Scene(…) settings to OUT/<scene>.<format> for every --format. Scenes \
      run as separate animrender processes, --jobs at a time, and a failing scene does not stop the others. \
      A content hash of the scene text, the settings and the tool version is kept in OUT/.animrender-batch.json; \
      re-running skips outputs whose hash did not change and whose file still exists, unless --force. \
      Exit codes: 0 all rendered or skipped, 1 some scene failed, 2 usage error.
      """)

  @Argument(help: "Scene files or folders of .swift-dsl scenes.")
  var inputs: [String]

  @Option(name: [.short, .long], help: "Output folder (created if missing).")
  var out: String

  @Option(help: "Comma-separated output formats: mp4, gif, webm, mov, png.")
  var format: String = "mp4"

  @Option(help: ArgumentHelp("Quality preset.", discussion: QualityPreset.helpText))
  var quality: String = QualityPreset.default.name

  @Option(help: "Scenes rendered at once (default: the number of cores).")
  var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  @Flag(help: "Render even when nothing changed.")
  var force = false

  @Option(help: "Render only share K of N (1-based) of the scenes, balanced by frames × pixels, or 'auto' (as render --shard).")
  var shard: String?

  @Flag(name: [.short, .long], help: "Print only the summary table.")
  var quiet = false

  @OptionGroup var frontEnd: FrontEndOptions

  static let extensions = ["mp4", "gif", "webm", "mov", "png"]

  var formats: [String] { format.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() } }

  func validate() throws {
    if jobs < 1 { throw ValidationError("--jobs takes at least 1") }
    for f in formats where !Self.extensions.contains(f) {
      throw ValidationError("unknown --format '\(f)' (expected \(Self.extensions.joined(separator: ", ")))")
    }
    if formats.isEmpty { throw ValidationError("--format needs at least one format") }
    if let shard, shard != "auto" { _ = try ShardOptions.usage { try ShardSelection(parsing: shard) } }
    _ = try { () throws -> QualityPreset in
      do { return try QualityPreset.named(quality) } catch { throw ValidationError("\(error)") }
    }()
  }

  struct Job {
    var scene: String
    var output: String
    var hash: String
    var status = "pending"
    var frames = 0
    var bytes = 0
    var seconds = 0.0
    var message = ""
  }

  func run() throws {
    var scenes = try findScenes()
    if let (selection, source) = try ShardOptions(shard: shard).selection(environment: ProcessInfo.processInfo.environment) {
      let all = scenes.count
      scenes = BatchShare.scenes(scenes, for: selection)
      if !quiet { FileHandle.standardError.write(Data("batch shard \(selection) (\(source)): \(scenes.count) of \(all) scenes\n".utf8)) }
    }
    let fm = FileManager.default
    do { try fm.createDirectory(atPath: out, withIntermediateDirectories: true) } catch {
      throw CLIFailure(message: "error: cannot create output folder '\(out)'")
    }
    let manifest = BatchManifest(folder: out)
    let recorded = manifest.read()

    var jobs: [Job] = []
    for scene in scenes {
      let text = fm.contents(atPath: scene) ?? Data()
      let stem = URL(fileURLWithPath: scene).deletingPathExtension().lastPathComponent
      for ext in formats {
        let output = (out as NSString).appendingPathComponent("\(stem).\(ext)")
        let hash = ContentHash.hex(text, "format=\(ext) quality=\(quality) version=\(Animrender.version)" + frontEndKey)
        var job = Job(scene: scene, output: output, hash: hash)
        if !force, recorded[BatchManifest.key(output)] == hash, fm.fileExists(atPath: output) {
          job.status = "skipped"
          job.bytes = RenderRunner.size(of: output)
        }
        jobs.append(job)
      }
    }

    try compileScenes(&jobs)
    let stop = BatchStop()
    let results = runInParallel(jobs, stop: stop)
    stop.end()
    var renderedHashes: [String: String] = [:]
    for job in results where job.status == "rendered" { renderedHashes[job.output] = job.hash }
    var manifestError: String?
    do {
      try manifest.update(rendered: renderedHashes, failed: results.filter { $0.status == "failed" }.map(\.output))
    } catch {
      manifestError = "error: cannot update \(manifest.url.path): \(error)"
    }

    printTable(results)
    let failed = results.filter { $0.status == "failed" }.count
    let rendered = results.filter { $0.status == "rendered" }.count
    let skipped = results.filter { $0.status == "skipped" }.count
    let cancelled = results.filter { $0.status == "cancelled" }.count
    var summary = "batch: \(rendered) rendered, \(skipped) unchanged, \(failed) failed"
    if let sig = stop.received {
      summary += ", \(cancelled) cancelled"
      print(summary)
      throw CLIFailure(message: "error: batch stopped by \(SignalTrap.name(of: sig))", status: 128 + sig)
    }
    print(summary)
    // The outputs are fine, but the next batch would render them again.
    if let manifestError { throw CLIFailure(message: manifestError) }
    if failed > 0 { throw CLIFailure(message: "error: \(failed) of \(results.count) renders failed") }
  }

  /// Scene files in argument order; folders contribute their .swift-dsl files, sorted.
  func findScenes() throws -> [String] {
    var result: [String] = []
    let fm = FileManager.default
    for input in inputs {
      var isDir: ObjCBool = false
      guard fm.fileExists(atPath: input, isDirectory: &isDir) else { throw CLIFailure(message: "error: no scene or folder at '\(input)'") }
      if isDir.boolValue {
        let names = ((try? fm.contentsOfDirectory(atPath: input)) ?? []).filter { $0.hasSuffix(".swift-dsl") }.sorted()
        result += names.map { (input as NSString).appendingPathComponent($0) }
      } else {
        result.append(input)
      }
    }
    guard !result.isEmpty else { throw CLIFailure(message: "error: no .swift-dsl scenes in \(inputs.joined(separator: ", "))") }
    return result
  }

  /// Each scene renders in a child process: both cores work, and one scene's crash cannot take the batch down.
  /// A signal stops the batch: no new render starts, the running ones get the same signal (each
  /// removes its temporaries and exits), and the summary lists what finished.
  func runInParallel(_ input: [Job], stop: BatchStop) -> [Job] {
    let box = JobBox(input)
    let group = DispatchGroup()
    let workers = max(1, min(jobs, input.count))
    // This very binary: /proc/self/exe on Linux, the bundle's executable elsewhere.
    let binary = FileManager.default.fileExists(atPath: "/proc/self/exe")
      ? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      : Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    for _ in 0..<workers {
      group.enter()
      let arguments = ["--quality", quality, "--quiet", "--report", "json"] + childFrontEndArguments
      Thread.detachNewThread { [quiet] in
        while !stop.isStopping, let (index, job) = box.next() {
          let start = Date()
          var done = job
          let result = Self.renderChild(binary: binary, arguments: ["render", job.scene, "--out", job.output] + arguments, stop: stop)
          done.seconds = Date().timeIntervalSince(start)
          if stop.received != nil, result.status != 0 {
            done.status = "cancelled"
          } else if result.status == 0, let data = result.stdout.split(separator: "\n").last.map({ Data($0.utf8) }),
            let report = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            done.status = "rendered"
            done.frames = report["frames"] as? Int ?? 0
            done.bytes = report["bytes"] as? Int ?? 0
          } else {
            done.status = "failed"
            done.message = Self.errorLine(result.stderr) ?? "exit \(result.status)"
          }
          if !quiet {
            let line = done.status == "failed" ? "failed \(job.output): \(done.message)"
              : done.status == "cancelled" ? "cancelled \(job.output)" : String(format: "wrote %@ (%.1f s)", job.output, done.seconds)
            FileHandle.standardError.write(Data((line + "\n").utf8))
          }
          box.finish(index, done)
        }
        group.leave()
      }
    }
    group.wait()
    return box.jobs.map { job in
      var job = job
      if job.status == "pending" { job.status = "cancelled" }  // never started: the batch was stopped
      return job
    }
  }

  /// Every scene still to render is compiled here first, `--jobs` at a time and once each: the render
  /// children then load it from the cache and never compile one scene side by side. A scene that does
  /// not compile fails its rows without starting a child.
  func compileScenes(_ jobs: inout [Job]) throws {
    var builder: SceneLibraryBuilder
    do { builder = try SceneLibraryBuilder.standard() } catch { throw CLIFailure(error) }
    if frontEnd.verbose { builder.log = { FileHandle.standardError.write(Data("animrender: \($0)\n".utf8)) } }
    var seen = Set<String>()
    let scenes = jobs.filter { $0.status == "pending" && seen.insert($0.scene).inserted }.map(\.scene)
    let box = CompileBox(builder: builder, scenes: scenes, view: frontEnd.view)
    let threads = (0..<max(1, min(self.jobs, scenes.count))).map { _ in Thread { box.work() } }
    threads.forEach { $0.start() }
    box.waitUntilDone()
    for (i, job) in jobs.enumerated() where job.status == "pending" {
      guard let message = box.failures[job.scene] else { continue }
      jobs[i].status = "failed"
      jobs[i].message = Self.errorLine(message) ?? message
      if !quiet { FileHandle.standardError.write(Data("failed \(job.output): \(jobs[i].message)\n".utf8)) }
    }
  }

  /// What each render child gets: the scene is compiled (or found in the cache) and run in a worker
  /// by its child, so a compile error or a trap fails that entry alone.
  var childFrontEndArguments: [String] {
    ["--scene-timeout", String(frontEnd.sceneTimeout)] + (frontEnd.view.map { ["--view", $0] } ?? [])
  }

  /// Part of every record's hash. Records of the removed interpreter (written without it) render
  /// again; records of compiled renders keep matching (the same text as when there were two front ends).
  let frontEndKey = " front-end=compiled"

  /// The line of a child's standard error that says what failed: the first error (a compiler's
  /// diagnostics may start with warnings, and carry source excerpts after the error line).
  static func errorLine(_ stderr: String) -> String? {
    let lines = stderr.split(separator: "\n").map(String.init)
    return lines.first { $0.contains("error:") } ?? lines.first
  }

  static func renderChild(binary: URL, arguments: [String], stop: BatchStop) -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    do { try stop.launch(process) } catch { return (127, "", "cannot start \(binary.path): \(error)") }
    defer { stop.exited(process) }
    // Drain stderr on another thread so neither pipe can fill up and stall the child.
    let errData = LockedData()
    let reader = Thread { errData.set(err.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let e = errData.waitForValue()
    return (process.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
  }

  func printTable(_ jobs: [Job]) {
    let width = max(5, jobs.map { ($0.output as NSString).lastPathComponent.count }.max() ?? 5)
    func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
    func right(_ s: String, _ n: Int) -> String { s.count >= n ? s : String(repeating: " ", count: n - s.count) + s }
    print(pad("output", width) + "  status    frames      size    time")
    for j in jobs {
      let name = (j.output as NSString).lastPathComponent
      let time = j.status == "skipped" || (j.status == "cancelled" && j.seconds == 0) ? "-" : String(format: "%.1fs", j.seconds)
      let frames = j.status == "rendered" ? String(j.frames) : "-"
      let size = j.status == "failed" ? "-" : RenderRunner.humanBytes(j.bytes)
      var line = pad(name, width) + "  " + pad(j.status, 8) + right(frames, 8) + right(size, 10) + right(time, 8)
      if !j.message.isEmpty { line += "  " + j.message }
      print(line)
    }
  }
}

/// Hands out jobs to worker threads and collects their results.
private final class JobBox: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var jobs: [BatchCommand.Job]
  private var cursor = 0
  init(_ jobs: [BatchCommand.Job]) { self.jobs = jobs }

  func next() -> (Int, BatchCommand.Job)? {
    lock.withLock {
      while cursor < jobs.count {
        defer { cursor += 1 }
        if jobs[cursor].status == "pending" { return (cursor, jobs[cursor]) }
      }
      return nil
    }
  }

  func finish(_ index: Int, _ job: BatchCommand.Job) { lock.withLock { jobs[index] = job } }
}

private final class LockedData: @unchecked Sendable {
  private let condition = NSCondition()
  private var value: Data?
  func set(_ data: Data) { condition.lock(); value = data; condition.broadcast(); condition.unlock() }
  func waitForValue() -> Data {
    condition.lock(); defer { condition.unlock() }
    while value == nil { condition.wait() }
    return value!
  }
}

/// Scenes compiled by several threads, each taking the next; the failures' messages by scene.
private final class CompileBox: @unchecked Sendable {
  private let builder: SceneLibraryBuilder
  private let scenes: [String]
  private let view: String?
  private let condition = NSCondition()
  private var cursor = 0, running = 0
  private(set) var failures: [String: String] = [:]

  init(builder: SceneLibraryBuilder, scenes: [String], view: String?) { self.builder = builder; self.scenes = scenes; self.view = view }

  func work() {
    condition.lock(); running += 1; condition.unlock()
    while true {
      condition.lock()
      guard cursor < scenes.count else { running -= 1; condition.broadcast(); condition.unlock(); return }
      let scene = scenes[cursor]
      cursor += 1
      condition.unlock()
      do { _ = try builder.build(scenePath: scene, view: view) } catch {
        condition.lock(); failures[scene] = CLIFailure(error).message; condition.unlock()
      }
    }
  }

  func waitUntilDone() {
    condition.lock(); defer { condition.unlock() }
    while cursor < scenes.count || running > 0 { condition.wait() }
  }
}
