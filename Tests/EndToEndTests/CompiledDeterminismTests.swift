import Foundation
import Testing
import ViewRuntime

/// `--front-end compiled`: Foundation's `Date()` and Swift's system random numbers in scene code follow
/// the scene's clock (the worker's process hooks), so a compiled scene renders the same bytes on every
/// run, and the dates and random numbers the clock's formulas give.
@Suite(.serialized) struct CompiledDeterminismTests {
  /// Dates and random numbers from each place scene code runs: a `@State` initial value (the root
  /// built at 0 s), an `onAppear` action (the event stream), a `.task` after a sleep (the event
  /// stream, at 0.5 s), and a `TimelineView(.animation)` content (each frame's own stream).
  static let scene = """
    import SwiftUI

    struct Numbers: View {
        @State private var opened = Date()
        @State private var pick = -1
        @State private var order: [Int] = []
        @State private var coin = false
        @State private var later = 0.0
        @State private var second = -1

        var body: some View {
            VStack {
                Text("opened \\(opened.timeIntervalSince1970)")
                Text("pick \\(pick)")
                Text("order \\(order.map { String($0) }.joined(separator: " "))")
                Text("coin \\(coin ? "heads" : "tails")")
                Text("later \\(later) second \\(second)")
                TimelineView(.animation) { context in
                    Text("frame \\(Date.now.timeIntervalSince1970) \\(Double.random(in: 0..<1))")
                }
            }
            .onAppear {
                pick = Int.random(in: 0...999)
                order = Array(1...6).shuffled()
                coin = Bool.random()
            }
            .task {
                try? await Task.sleep(for: .seconds(0.5))
                later = Date().timeIntervalSince(opened)
                second = Int.random(in: 0...999)
            }
        }
    }

    Scene(width: 240, height: 200, duration: 1) {
        Numbers()
    }
    """

  /// Only event code draws here (no body does), so the event stream's draws are exactly these, in order.
  static let draws = """
    struct Draws: View {
        @State private var pick = -1
        @State private var order: [Int] = []
        @State private var coin = false
        @State private var second = -1

        var body: some View {
            VStack {
                Text("pick \\(pick)")
                Text("order \\(order.map { String($0) }.joined(separator: " "))")
                Text("coin \\(coin ? "heads" : "tails")")
                Text("second \\(second)")
            }
            .onAppear {
                pick = Int.random(in: 0...999)
                order = Array(1...6).shuffled()
                coin = Bool.random()
            }
            .task {
                try? await Task.sleep(for: .seconds(0.5))
                second = Int.random(in: 0...999)
            }
        }
    }

    Scene(width: 200, height: 120, duration: 1) {
        Draws()
    }
    """

  static func run(_ arguments: [String], in dir: URL) throws -> CommandLineTool.Result {
    try CommandLineTool.run(arguments, in: dir, environment: ["XDG_CACHE_HOME": CommandLineTool.sharedCache.path])
  }

  /// A folder with both scenes (`scene.swift-dsl`, `draws.swift-dsl`), removed afterwards.
  static func withScenes<R>(_ body: (URL) throws -> R) throws -> R {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(scene.utf8).write(to: dir.appendingPathComponent("scene.swift-dsl"))
    try Data(draws.utf8).write(to: dir.appendingPathComponent("draws.swift-dsl"))
    return try body(dir)
  }

  /// The texts of each line `inspect` printed.
  static func texts(_ stdout: String) -> [[String]] {
    stdout.split(separator: "\n").map { line in
      let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
      return (object?["nodes"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
    }
  }

  /// The dates `scene.swift-dsl` shows at `time`, from the clock's definition (`RuntimeClock`): the
  /// epoch plus the scene time of the code that read them (the root built at 0 s, the task woken at
  /// 0.5 s, the frame); and the frame's random number, the first draw of its time's stream.
  static func dates(at time: Double, seed: UInt64 = ClockSettings.defaultSeed,
                    epoch: Double = ClockSettings.defaultEpoch) -> [String] {
    var frame = SeededGenerator.forFrame(seed: seed, time: time)
    let unit = Double.random(in: 0..<1, using: &frame)
    return ["opened \(epoch)", "frame \(epoch + time) \(unit)"]
  }

  /// What `draws.swift-dsl` shows at `time`: the event stream from the seed, onAppear's draws at 0 s,
  /// then the task's at 0.5 s.
  static func draws(at time: Double, seed: UInt64 = ClockSettings.defaultSeed) -> [String] {
    var events = SeededGenerator(seed: seed)
    let pick = Int.random(in: 0...999, using: &events)
    let order = Array(1...6).shuffled(using: &events)
    let coin = Bool.random(using: &events)
    let second = Int.random(in: 0...999, using: &events)
    return ["pick \(pick)", "order \(order.map { String($0) }.joined(separator: " "))",
            "coin \(coin ? "heads" : "tails")", "second \(time >= 0.5 ? second : -1)"]
  }

  /// Two compiled runs print the same `inspect`; its numbers are the formulas'.
  @Test func datesAndRandomNumbersAreTheScenesClocks() throws {
    try Self.withScenes { dir in
      let times = [0, 0.25, 0.75]
      for file in ["scene.swift-dsl", "draws.swift-dsl"] {
        let inspect = ["inspect", file, "--at", times.map { String($0) }.joined(separator: ",")]
        let first = try Self.run(inspect + ["--front-end", "compiled"], in: dir)
        let second = try Self.run(inspect + ["--front-end", "compiled"], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == second.stdout, "\(file): two runs of the compiled scene differ")
        let frames = Self.texts(first.stdout)
        #expect(frames.count == times.count)
        for (texts, time) in zip(frames, times) {
          if file == "draws.swift-dsl" {
            #expect(texts == Self.draws(at: time), "at \(time) s")
          } else {
            let expected = Self.dates(at: time)
            #expect(texts.first == expected[0], "at \(time) s")
            #expect(texts.last == expected[1], "at \(time) s")
            // `Date().timeIntervalSince(opened)` in the task woken at 0.5 s.
            #expect(texts.contains { $0.hasPrefix(time >= 0.5 ? "later 0.5 second " : "later 0.0 second -1") }, "at \(time) s: \(texts)")
          }
        }
      }
    }
  }

  @Test func seedAndDateOptionsReachCompiledSceneCode() throws {
    try Self.withScenes { dir in
      let seeded = try Self.run(["inspect", "draws.swift-dsl", "--at", "0.75", "--front-end", "compiled", "--seed", "2"], in: dir)
      #expect(seeded.status == 0, "\(seeded.stderr)")
      #expect(Self.texts(seeded.stdout) == [Self.draws(at: 0.75, seed: 2)])
      #expect(Self.draws(at: 0.75, seed: 2) != Self.draws(at: 0.75), "seed 2 draws other numbers")

      let dated = try Self.run(["inspect", "scene.swift-dsl", "--at", "0.75", "--front-end", "compiled", "--date", "2024-05-01T10:00:00Z"], in: dir)
      #expect(dated.status == 0, "\(dated.stderr)")
      let texts = Self.texts(dated.stdout).first ?? []
      let expected = Self.dates(at: 0.75, epoch: 1_714_557_600)
      #expect(texts.first == expected[0], "\(texts)")
      #expect(texts.last == expected[1], "\(texts)")
    }
  }

  /// Top-level statements run when the library loads, before a render's clock exists: like the
  /// interpreter did, they read the default clock (epoch, seed), whatever `--seed` says.
  @Test func topLevelCodeReadsTheDefaultClock() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data("""
      let startup = Date()
      let lucky = Int.random(in: 0...999)
      print("top \\(lucky)")

      struct Top: View {
          var body: some View { Text("v \\(lucky) \\(startup.timeIntervalSince1970)") }
      }

      Scene(width: 100, height: 50, duration: 1) { Top() }
      """.utf8).write(to: dir.appendingPathComponent("scene.swift-dsl"))
    var generator = SeededGenerator(seed: ClockSettings.defaultSeed)
    let lucky = Int.random(in: 0...999, using: &generator)
    let inspect = ["inspect", "scene.swift-dsl", "--at", "0", "--seed", "2"]
    let compiled = try Self.run(inspect + ["--front-end", "compiled"], in: dir)
    #expect(compiled.status == 0, "\(compiled.stderr)")
    #expect(Self.texts(compiled.stdout) == [["v \(lucky) \(ClockSettings.defaultEpoch)"]])
    #expect(compiled.stderr.contains("top \(lucky)"), "\(compiled.stderr)")
  }

  @Test func stillsAndVideosAreByteIdenticalRunToRun() throws {
    try Self.withScenes { dir in
      func output(_ name: String, _ extra: [String]) throws -> Data {
        let r = try Self.run(["render", "scene.swift-dsl", "--out", name, "--front-end", "compiled", "--quiet"] + extra, in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        return try Data(contentsOf: dir.appendingPathComponent(name))
      }
      let a = try output("a.png", ["--at", "0.75"]), b = try output("b.png", ["--at", "0.75"])
      #expect(a.starts(with: [0x89, 0x50, 0x4E, 0x47]))
      #expect(a == b)
      let c = try output("c.mp4", []), d = try output("d.mp4", [])
      #expect(!c.isEmpty)
      #expect(c == d)

      // The worker times its own work with the real clock: the summary's seconds are not the scene's.
      let summary = try Self.run(["render", "scene.swift-dsl", "--out", "e.mp4", "--front-end", "compiled"], in: dir)
      #expect(summary.status == 0, "\(summary.stderr)")
      let line = (summary.stdout + summary.stderr).split(separator: "\n").first { $0.hasPrefix("wrote ") } ?? ""
      let seconds = line.range(of: #"in ([0-9.]+) s \("#, options: .regularExpression)
        .flatMap { Double(line[$0].dropFirst(3).dropLast(4)) }
      #expect(seconds.map { $0 > 0 } == true, "\(line)")
    }
  }

  /// Scene code's `Date()` stands still within an event, as its scene time does, so a busy wait on
  /// it never ends; the supervising process keeps the real clock and stops the worker.
  @Test func supervisorKeepsTheRealClock() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data("""
      struct Busy: View {
          @State private var done = false
          var body: some View {
              Text(done ? "done" : "waiting")
                  .onTapGesture {
                      let end = Date().addingTimeInterval(0.1)
                      while Date() < end {}
                      done = true
                  }
          }
      }
      Scene(width: 80, height: 60, duration: 1, taps: [0.2]) { Busy() }
      """.utf8).write(to: dir.appendingPathComponent("scene.swift-dsl"))
    let r = try Self.run(["render", "scene.swift-dsl", "--out", "busy.mp4", "--front-end", "compiled", "--scene-timeout", "2", "--quiet"], in: dir)
    #expect(r.status == 1)
    #expect(r.stderr.hasPrefix("error: scene code made no progress for 2 s"), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("busy.mp4").path))
  }
}
