import Foundation
import Testing

/// SIGINT, SIGTERM and SIGHUP sent to the built binary mid-render: it stops, leaves no temporary
/// and no output, and exits 128 + the signal's number. (How fast is measured in the README, not here.)
@Suite(.serialized) struct SignalTests {
  /// A 1080p clip far longer than any test waits for.
  static func scene(seconds: Int, width: Int = 1920, height: Int = 1080) -> String {
    """
    struct Slide: View {
        @State private var moved = false
        var body: some View {
            ZStack {
                Circle().fill(.orange).frame(width: 600, height: 600).offset(x: moved ? 500 : -500)
                Text("Hello").font(.largeTitle).offset(y: moved ? 300 : -300)
            }
            .onAppear { withAnimation(.linear(duration: \(seconds))) { moved = true } }
        }
    }
    Scene(width: \(width), height: \(height), fps: 30, duration: \(seconds), background: .white) { Slide() }
    """
  }

  /// The binary started in `dir`, its stderr going to `dir/../stderr-<uuid>`.
  final class Running {
    let process = Process()
    let stderr: URL
    init(_ arguments: [String], in dir: URL) throws {
      stderr = dir.deletingLastPathComponent().appendingPathComponent("stderr-\(UUID().uuidString)")
      FileManager.default.createFile(atPath: stderr.path, contents: nil)
      process.executableURL = CommandLineTool.binary
      process.arguments = arguments
      process.environment = CommandLineTool.environment
      process.currentDirectoryURL = dir
      process.standardOutput = FileHandle.nullDevice
      process.standardError = try FileHandle(forWritingTo: stderr)
      try process.run()
    }
    func send(_ sig: Int32) { kill(process.processIdentifier, sig) }
    /// Waits up to `timeout` seconds for the process to end; its status, or nil if it still runs (then killed).
    func waitForExit(timeout: Double) -> Int32? {
      guard ProcessEnd.wait(for: process, timeout: timeout) else {
        ProcessEnd.killTree(process)
        return nil
      }
      return process.terminationStatus
    }
    var errorText: String { (try? String(contentsOf: stderr, encoding: .utf8)) ?? "" }
  }

  static func names(_ dir: URL) -> Set<String> { Set((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []) }
  static func hasTemporary(_ dir: URL) -> Bool {
    names(dir).contains { $0.hasPrefix(".") && ($0.hasSuffix(".partial") || $0.hasSuffix(".spool")) }
  }

  static func workspace(_ scene: String) throws -> (root: URL, dir: URL) {
    let root = try CommandLineTool.temporaryDirectory()
    let dir = root.appendingPathComponent("work")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try Data(scene.utf8).write(to: dir.appendingPathComponent("s.swift-dsl"))
    return (root, dir)
  }

  @Test(arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
  func aSignalMidRenderStopsAndCleansUp(sig: Int32, status: Int32) throws {
    let (root, dir) = try Self.workspace(Self.scene(seconds: 60))
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Running(["s.swift-dsl", "--out", "clip.mp4"], in: dir)
    #expect(CommandLineTool.wait(timeout: 60) { Self.hasTemporary(dir) }, "the render started writing")
    Thread.sleep(forTimeInterval: 0.5)  // some frames in
    run.send(sig)
    #expect(run.waitForExit(timeout: 20) == status, "\(run.errorText)")
    #expect(Self.names(dir) == ["s.swift-dsl"], "no output and no temporary")
    #expect(run.errorText.contains("error: stopped by"), "\(run.errorText)")
  }

  /// The render worker holds nothing the command inherited besides its standard streams. Foundation's
  /// `Process` learns that a program it started ended when the socket it gave it closes, so a worker
  /// holding that socket would make the caller wait for the worker as well.
  @Test func theWorkerHoldsNothingTheCommandInherited() throws {
    let (root, dir) = try Self.workspace(Self.scene(seconds: 60))
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Running(["s.swift-dsl", "--out", "clip.mp4"], in: dir)
    defer { ProcessEnd.killTree(run.process) }
    #expect(CommandLineTool.wait(timeout: 60) { Self.hasTemporary(dir) }, "the render started writing")
    let supervisor = run.process.processIdentifier
    let inherited = ProcessEnd.sockets(of: supervisor)
    #expect(!inherited.isEmpty, "the command holds the socket Foundation gave it")
    let workers = ProcessEnd.descendants(of: supervisor)
    #expect(workers.count == 1, "one worker: \(workers)")
    for worker in workers {
      #expect(ProcessEnd.sockets(of: worker).isDisjoint(with: inherited), "worker \(worker) holds \(inherited)")
    }
  }

  /// SIGKILL to the command, which can then neither forward a signal nor clean up: the caller sees it
  /// end at once, and its worker stops by itself, leaving no output and no temporary.
  @Test func aKilledCommandsWorkerStopsAndCleansUp() throws {
    let (root, dir) = try Self.workspace(Self.scene(seconds: 60))
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Running(["s.swift-dsl", "--out", "clip.mp4"], in: dir)
    defer { ProcessEnd.killTree(run.process) }
    #expect(CommandLineTool.wait(timeout: 60) { Self.hasTemporary(dir) }, "the render started writing")
    let workers = ProcessEnd.descendants(of: run.process.processIdentifier)
    #expect(!workers.isEmpty)
    run.send(SIGKILL)
    #expect(ProcessEnd.wait(for: run.process, timeout: 5), "seen ended within 5 s")
    #expect(CommandLineTool.wait(timeout: 15) { !workers.contains(where: ProcessEnd.alive) }, "the worker stopped")
    #expect(CommandLineTool.wait(timeout: 5) { Self.names(dir) == ["s.swift-dsl"] }, "left: \(Self.names(dir))")
    for pid in workers where ProcessEnd.alive(pid) { kill(pid, SIGKILL) }
  }

  /// The GIF's second pass (palette mapping and encoding in `finish()`) cannot stop between frames:
  /// the signal still ends the process, with the same clean-up.
  @Test func ctrlCDuringTheGIFSecondPass() throws {
    let (root, dir) = try Self.workspace(Self.scene(seconds: 6))
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Running(["s.swift-dsl", "--out", "clip.gif"], in: dir)
    // The spool exists from the start; the GIF's own temporary only once the second pass encodes.
    #expect(CommandLineTool.wait(timeout: 120) { Self.names(dir).contains { $0.hasPrefix(".clip.gif.") && $0.hasSuffix(".partial") } },
            "the second pass began")
    run.send(SIGINT)
    #expect(run.waitForExit(timeout: 20) == 130, "\(run.errorText)")
    #expect(Self.names(dir) == ["s.swift-dsl"], "no output and no temporary")
  }

  @Test func aSecondSignalExitsAtOnce() throws {
    let (root, dir) = try Self.workspace(Self.scene(seconds: 60))
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Running(["s.swift-dsl", "--out", "clip.webm"], in: dir)
    #expect(CommandLineTool.wait(timeout: 60) { Self.hasTemporary(dir) })
    run.send(SIGTERM)
    run.send(SIGTERM)
    #expect(run.waitForExit(timeout: 20) == 143, "\(run.errorText)")
    #expect(Self.names(dir) == ["s.swift-dsl"])
  }

  /// `batch` passes the signal on to every render it started, starts no more, prints what finished.
  @Test func batchStopsItsRenders() throws {
    let root = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let scenes = root.appendingPathComponent("scenes"), out = root.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
    for name in ["a", "b", "c"] {
      try Data(Self.scene(seconds: 60, width: 960, height: 540).utf8).write(to: scenes.appendingPathComponent("\(name).swift-dsl"))
    }
    let stdout = root.appendingPathComponent("stdout")
    FileManager.default.createFile(atPath: stdout.path, contents: nil)
    let process = Process()
    process.executableURL = CommandLineTool.binary
    process.arguments = ["batch", scenes.path, "--out", out.path, "--jobs", "2", "--quiet"]
    process.environment = CommandLineTool.environment
    process.standardOutput = try FileHandle(forWritingTo: stdout)
    process.standardError = FileHandle.nullDevice
    try process.run()
    #expect(CommandLineTool.wait(timeout: 60) { Self.names(out).filter { $0.hasSuffix(".partial") }.count == 2 }, "two renders running")
    kill(process.processIdentifier, SIGINT)
    #expect(CommandLineTool.wait(timeout: 20) { !process.isRunning })
    ProcessEnd.killTree(process)
    #expect(process.terminationStatus == 130)
    let table = (try? String(contentsOf: stdout, encoding: .utf8)) ?? ""
    #expect(table.contains("batch: 0 rendered, 0 unchanged, 0 failed, 3 cancelled"), "\(table)")
    #expect(Self.names(out).subtracting([".animrender-batch.json"]).isEmpty, "left: \(Self.names(out))")
    // No render of this batch is still running.
    let leftovers = Self.processes(mentioning: out.path)
    #expect(leftovers.isEmpty, "still running: \(leftovers)")
    for pid in leftovers.compactMap({ Int32($0) }) where pid > 0 { kill(pid, SIGKILL) }  // a failing run must not leak renders
  }

  /// Pids whose command line mentions `text` (from /proc).
  static func processes(mentioning text: String) -> [String] {
    let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { $0.allSatisfy(\.isNumber) }
    return pids.filter { pid in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
      return String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self).contains(text)
    }
  }
}
