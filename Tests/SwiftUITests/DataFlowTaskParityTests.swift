@_spi(AnimRender) import SwiftUI
import XCTest

// `.task` sleeping on the scene's clock, and `.task(id:)` restarted (the old one cancelled) by a change.
private struct TaskRoot: View {
  @State private var phase = 0
  @State private var round = 0
  @State private var log = "log"
  var body: some View {
    VStack(spacing: 4) {
      Text("phase \(phase)")
      Text(log)
    }
    .task {
      try? await Task.sleep(for: .seconds(0.5))
      phase = 1
      try? await Task.sleep(nanoseconds: 500_000_000)
      withAnimation { phase = 2 }
    }
    .task(id: round) {
      log += " start\(round)"
      try? await Task.sleep(for: .seconds(0.4))
      guard !Task.isCancelled else { return }
      log += " done\(round)"
    }
    .onTapGesture { round += 1 }
  }
}

// `Task { … }` started by a tap: it runs after the tap's action, at the tap's time, and sleeps on the
// scene's clock; `Task.sleep` throwing in a throwing task.
private struct UnstructuredRoot: View {
  @State private var log = "log"
  var body: some View {
    Text(log)
      .onTapGesture {
        Task {
          log += " began"
          try? await Task.sleep(for: .seconds(0.3))
          withAnimation { log += " slept" }
        }
        Task {
          try await Task.sleep(nanoseconds: 600_000_000)
          log += " later"
        }
        log += " tapped"
      }
  }
}

final class DataFlowTaskParityTests: XCTestCase {
  /// Tasks a tap starts run after its action (" tapped" first), at the tap's time, and wake at 0.8 s
  /// and 1.1 s of scene time.
  func testUnstructuredTasksMatchTheInterpreter() throws {
    let scene = _scene(width: 400, height: 80, taps: [0.5]) { UnstructuredRoot() }
    let lines = try inspectLines(compiled: scene, at: [0.5, 0.79, 0.8, 1.1])
    XCTAssertTrue(lines[0].contains("log tapped began\""), lines[0])
    XCTAssertTrue(lines[1].contains("log tapped began\""), lines[1])
    XCTAssertTrue(lines[3].contains("log tapped began slept later\""), lines[3])
    try assertMatchesRecording(scene, at: [0, 0.5, 0.79, 0.8, 0.9, 1.1, 1.5])
  }

  /// Sleeps end at exact scene times (phase 1 at 0.5 s, 2 at 1 s); a tap changes the task's id,
  /// cancelling the sleeping task (it sees `Task.isCancelled`, never logs done0) and starting a new one.
  func testTasksMatchTheInterpreter() throws {
    let scene = _scene(width: 400, height: 120, taps: [0.2, 1]) { TaskRoot() }
    let lines = try inspectLines(compiled: scene, at: [0, 0.5, 0.7, 1.5])
    XCTAssertTrue(lines[0].contains("phase 0") && lines[0].contains("log start0"), lines[0])
    XCTAssertTrue(lines[1].contains("phase 1"), lines[1])
    XCTAssertTrue(lines[2].contains("log start0 start1 done1"), lines[2])
    XCTAssertTrue(lines[3].contains("phase 2") && lines[3].contains("start2 done2"), lines[3])
    try assertMatchesRecording(scene, at: [0, 0.2, 0.5, 0.6, 0.7, 1, 1.2, 1.5])
  }

  /// The runtime on a thread of its own (as a render runs) while the main thread runs its run loop: the
  /// tasks' main-actor code runs there, and the scene matches the interpreter's as on the main thread.
  func testTasksRunWithTheRuntimeOffTheMainThread() throws {
    let scene = _scene(width: 400, height: 120, taps: [0.2, 1]) { TaskRoot() }
    let times = [0, 0.2, 0.5, 0.7, 1, 1.5]
    final class Result: @unchecked Sendable { var lines: [String]?; var error: Error?; var done = false }
    let result = Result()
    let box = UncheckedScene(scene: scene)
    let thread = Thread {
      do { result.lines = try inspectLines(compiled: box.scene, at: times) } catch { result.error = error }
      DispatchQueue.main.async(group: nil, qos: .unspecified, flags: []) { result.done = true }
    }
    thread.start()
    let deadline = Date(timeIntervalSinceNow: 60)
    while !result.done && Date() < deadline { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01)) }
    if let error = result.error { throw error }
    let lines = try XCTUnwrap(result.lines, "the render thread did not finish")
    XCTAssertTrue(lines[2].contains("phase 1"), lines[2])
    RecordedOutput.assertMatches(lines)
  }

  /// A cancelled task's sleep throws `CancellationError` at once (at the tap's time), so its `catch`
  /// runs, as in Swift. (The interpreter does not run the `catch`: checked here on its own.)
  func testCancelledSleepThrowsAtTheCancellation() throws {
    let scene = _scene(width: 400, height: 120, taps: [0.2]) { CancelledSleep() }
    let lines = try inspectLines(compiled: scene, at: [0, 0.25, 1])
    XCTAssertTrue(lines[0].contains("log start0\""), lines[0])
    XCTAssertTrue(lines[1].contains("log start0 start1 cancelled0\""), lines[1])
    XCTAssertTrue(lines[2].contains("log start0 start1 cancelled0 done1\""), lines[2])
  }
}

private struct CancelledSleep: View {
  @State private var round = 0
  @State private var log = "log"
  var body: some View {
    Text(log)
      .task(id: round) {
        let mine = round
        log += " start\(mine)"
        do {
          try await Task.sleep(for: .seconds(0.4))
          log += " done\(mine)"
        } catch {
          log += " cancelled\(mine)"
        }
      }
      .onTapGesture { round += 1 }
  }
}

private struct UncheckedScene: @unchecked Sendable { let scene: _SceneDescription }
