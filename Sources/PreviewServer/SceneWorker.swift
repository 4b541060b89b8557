import Dispatch

/// Runs scene work (loading, simulating, rasterizing) on one serial thread of its own.
///
/// The runtime and the interpreter are not thread-safe, and rendering is long, blocking work: done
/// on Swift's cooperative pool (two threads on a two-core machine) it would stall the server's
/// socket handling. Requests wait here asynchronously instead.
final class SceneWorker: @unchecked Sendable {
  private let queue: DispatchQueue

  init(label: String) { queue = DispatchQueue(label: label, qos: .userInitiated) }

  func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      queue.async { continuation.resume(with: Result { try body() }) }
    }
  }
}
