import Foundation

/// Runs the cases of `animrender test --previews --jobs N` on N threads, each supervising one worker
/// process at a time, and hands back their results in case order: case i's kept output is printed as
/// soon as cases 0…i are done, so the output and the reports do not depend on which worker finished
/// first. After a forwarded signal no new case starts and the command stops with the worker's status.
struct PreviewJobQueue {
  let count: Int
  let jobs: Int

  func run(_ check: @escaping @Sendable (Int) -> PreviewTestRunner.Checked) throws -> [TestCaseResult] {
    let state = State(count: count)
    let threads = (0..<min(jobs, count)).map { _ in
      Thread {
        while let i = state.next() { state.finish(i, check(i)) }
      }
    }
    for thread in threads { thread.stackSize = 1 << 22; thread.start() }
    var results: [TestCaseResult] = []
    for i in 0..<count {
      let checked = state.wait(for: i)
      FileHandle.standardOutput.write(checked.output)
      if let stopped = checked.stopped {
        state.stop()
        state.waitForAll()
        throw CLIFailure(message: stopped.message, status: stopped.status)
      }
      results += checked.results
    }
    return results
  }

  /// The shared queue: the next case to start, and the finished ones.
  private final class State: @unchecked Sendable {
    private let condition = NSCondition()
    private var nextCase = 0
    private var running = 0
    private var stopped = false
    private var done: [PreviewTestRunner.Checked?]

    init(count: Int) { done = Array(repeating: nil, count: count) }

    func next() -> Int? {
      condition.lock(); defer { condition.unlock() }
      guard !stopped, nextCase < done.count else { return nil }
      nextCase += 1
      running += 1
      return nextCase - 1
    }

    func finish(_ i: Int, _ checked: PreviewTestRunner.Checked) {
      condition.lock()
      done[i] = checked
      running -= 1
      condition.broadcast()
      condition.unlock()
    }

    func wait(for i: Int) -> PreviewTestRunner.Checked {
      condition.lock(); defer { condition.unlock() }
      while done[i] == nil { condition.wait() }
      return done[i]!
    }

    func stop() {
      condition.lock(); stopped = true; condition.unlock()
    }

    func waitForAll() {
      condition.lock(); defer { condition.unlock() }
      while running > 0 { condition.wait() }
    }
  }
}
