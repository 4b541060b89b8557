import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A scene worker process's side of the compiled preview: the scene is loaded once (its library, in
/// this process), then every `PreviewRequest` line read from `input` is answered on `output` as a
/// `PreviewReply`, one at a time, until `input` ends (the server retired this worker or is gone).
///
/// The first reply is the load's: 200 with `{"generation": N}`, or 422 with the scene's problem.
public struct PreviewWorkerLoop {
  public let backend: InProcessBackend
  public let input: Int32
  public let output: Int32

  public init(backend: InProcessBackend, input: Int32, output: Int32) {
    self.backend = backend; self.input = input; self.output = output
  }

  public func run() {
    let backend = self.backend
    let problem = Self.wait { await backend.load() }
    let ready: PreviewReply = problem.map { .problem($0) } ?? .json("{\"generation\":\(backend.generation)}")
    guard write(ready) else { return }
    var pending: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = Array(pending[..<end])
        pending.removeFirst(end + 1)
        let reply: PreviewReply
        do {
          let request = try PreviewRequest.decode(line: line)
          reply = Self.wait { await backend.respond(to: request) }
        } catch {
          reply = .json(JSONCoding.message("error", "error: a request the scene worker cannot read: \(error)"), status: 400)
        }
        guard write(reply) else { return }
      }
      let n = Glibc.read(input, &chunk, chunk.count)
      if n > 0 { pending += chunk[0..<n] } else if n == 0 || errno != EINTR { return }
    }
  }

  private func write(_ reply: PreviewReply) -> Bool {
    guard let bytes = try? reply.wireBytes() else { return false }
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
      if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { return false }
    }
    return true
  }

  /// Runs async work to its end from this (blocking) thread.
  private static func wait<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task { box.value = await body(); done.signal() }
    done.wait()
    return box.value!
  }
}

/// The result of async work, handed to the thread waiting for it (the semaphore orders the accesses).
private final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}
