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
    let interpreter = program.interpreter
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

  static func threadCPUSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
  }
}
