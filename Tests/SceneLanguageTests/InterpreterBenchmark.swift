import Foundation
import Testing
@testable import SceneLanguage

/// Interpreter timings, run only on request (`ANIMRENDER_BENCH=1 swift test --filter InterpreterBenchmark`):
/// a phase animator's content closure, the closure the runtime re-runs for every frame of every phase,
/// called 100,000 times in one entry, as `PhaseAnimator` calls it through `callBuilder`. It prints the
/// time per call; it asserts only that the closure produced a view each time (no timing goals in tests).
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["ANIMRENDER_BENCH"] == "1"))
struct InterpreterBenchmark {
  static let source = """
    enum Hop: CaseIterable {
      case rest, up, down
      var scale: Double {
        switch self {
        case .rest: 1
        case .up: 1.5
        case .down: 0.8
        }
      }
      var lift: Double { self == .up ? -30 : 0 }
    }

    let content = { (view: Text, phase: Hop) in
      view
        .scaleEffect(phase.scale)
        .offset(y: phase.lift)
        .opacity(phase == .down ? 0.5 : 1)
    }
    let label = Text("hop")
    let phases = Hop.allCases
    """

  @Test func phaseAnimatorContentClosure() throws {
    let calls = Int(ProcessInfo.processInfo.environment["ANIMRENDER_BENCH_CALLS"] ?? "") ?? 100_000
    let program = try SceneProgram(swiftUISource: Self.source, fileName: "bench.swift-dsl", budget: Budget(steps: 100_000_000))
    let content = try program.evaluate("content")
    let label = try program.evaluate("label")
    let phases = try program.evaluate("phases").asArray ?? []
    let interpreter: Interpreter = program.interpreter
    var produced = 0
    var cpu = 0.0
    let clock = ContinuousClock()
    let elapsed = try clock.measure {
      try program.entry {
        // CPU time of the interpreter's thread: what the closure costs, whatever else the machine runs.
        let start = Self.threadCPUSeconds()
        for i in 0..<calls {
          let views = try interpreter.callBuilder(content, arguments: [label, phases[i % phases.count]], hint: nil, position: interpreter.currentPosition)
          produced += views.count
        }
        cpu = Self.threadCPUSeconds() - start
      }
    }
    let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    print("InterpreterBenchmark: \(calls) content-closure calls: \(String(format: "%.2f", cpu / Double(calls) * 1e6)) µs/call thread CPU (\(String(format: "%.3f", cpu)) s), wall \(String(format: "%.3f", wall)) s")
    #expect(produced == calls)
  }

  /// The forms the first lowering round left to the syntax walker: `switch` over cases with associated
  /// values, `if case`, tuple destructuring, member and dictionary-subscript assignment, `repeat`.
  static let walkerFormsSource = """
    enum Move { case step(Double), turn(Double, Double), rest }
    struct Point { var x = 0.0; var y = 0.0 }
    func walk(_ moves: [Move]) -> Double {
      var p = Point()
      var counts: [String: Int] = [:]
      var i = 0
      repeat {
        switch moves[i] {
        case .step(let d): p.x += d
        case let .turn(dx, dy): p.y += dx * dy
        case .rest: break
        }
        if case .step = moves[i] { counts["step"] = (counts["step"] ?? 0) + 1 }
        let (a, b) = (p.x, p.y)
        p.x = a + b * 0.0
        i += 1
      } while i < moves.count
      return p.x + p.y
    }
    let moves: [Move] = [.step(1), .turn(2, 3), .rest, .step(0.5)]
    """

  @Test func walkerForms() throws {
    let calls = (Int(ProcessInfo.processInfo.environment["ANIMRENDER_BENCH_CALLS"] ?? "") ?? 100_000) / 10
    let program = try SceneProgram(swiftUISource: Self.walkerFormsSource, fileName: "bench.swift-dsl", budget: Budget(steps: 1_000_000_000))
    let walk = try program.evaluate("walk")
    let moves = try program.evaluate("moves")
    let interpreter: Interpreter = program.interpreter
    var total = 0.0
    var cpu = 0.0
    try program.entry {
      let start = Self.threadCPUSeconds()
      for _ in 0..<calls {
        total += try interpreter.context.call(walk, [moves]).asDouble ?? .nan
      }
      cpu = Self.threadCPUSeconds() - start
    }
    print("InterpreterBenchmark: \(calls) walk(moves) calls: \(String(format: "%.2f", cpu / Double(calls) * 1e6)) µs/call thread CPU (\(String(format: "%.3f", cpu)) s)")
    // x: 1 + 0.5 = 1.5; y: 2 × 3 = 6; each call returns 7.5.
    #expect(total == 7.5 * Double(calls))
  }

  /// Host functions and types named inside a method, several scopes deep: names the resolver reads at
  /// load, where evaluation would otherwise walk every enclosing scope and `self`'s members first.
  static let hostNamesSource = """
    struct Meter {
      var level = 0.5
      func reading(_ i: Int) -> Double {
        let x = Double(i % 7)
        var total = 0.0
        for k in 0..<4 {
          let y = Double(k)
          total += max(min(x, y), abs(x - y)) + Double(k)
        }
        return total
      }
    }
    let meter = Meter()
    """

  @Test func hostNamesInAMethod() throws {
    let calls = (Int(ProcessInfo.processInfo.environment["ANIMRENDER_BENCH_CALLS"] ?? "") ?? 100_000) / 10
    let program = try SceneProgram(swiftUISource: Self.hostNamesSource, fileName: "bench.swift-dsl", budget: Budget(steps: 1_000_000_000))
    let reading = try program.evaluate("meter.reading")
    let interpreter: Interpreter = program.interpreter
    var total = 0.0
    var cpu = 0.0
    try program.entry {
      let start = Self.threadCPUSeconds()
      for i in 0..<calls { total += try interpreter.context.call(reading, [.int(i)]).asDouble ?? .nan }
      cpu = Self.threadCPUSeconds() - start
    }
    print("InterpreterBenchmark: \(calls) meter.reading(i) calls: \(String(format: "%.2f", cpu / Double(calls) * 1e6)) µs/call thread CPU (\(String(format: "%.3f", cpu)) s)")
    // Each call: x = i mod 7, and for y = 0…3 the term max(min(x, y), |x − y|) + y.
    let expected = (0..<calls).reduce(0.0) { sum, i in
      let x = Double(i % 7)
      return sum + (0..<4).map(Double.init).reduce(0.0) { $0 + Swift.max(Swift.min(x, $1), Swift.abs(x - $1)) + $1 }
    }
    #expect(total == expected)
  }

  static func threadCPUSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
  }
}
