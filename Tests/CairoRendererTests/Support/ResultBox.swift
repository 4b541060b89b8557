import Foundation

/// Results that worker threads of `DispatchQueue.concurrentPerform` hand back, one slot per iteration.
final class ResultBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Result<Value, any Error>?]
  init(count: Int) { results = Array(repeating: nil, count: count) }
  func set(_ i: Int, _ r: Result<Value, any Error>) { lock.lock(); results[i] = r; lock.unlock() }
  var all: [Result<Value, any Error>] { lock.lock(); defer { lock.unlock() }; return results.compactMap { $0 } }
}
