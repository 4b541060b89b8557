import FlyingFox
import Foundation

/// The `/events` WebSocket: every connected page gets each event (a reload, a scene error, new
/// taps) as one JSON text message. A page that goes away is dropped: its stream ends when the
/// client's messages end (a close frame or a dropped connection), so nothing is left writing to it.
final class EventHub: WSMessageHandler, @unchecked Sendable {
  private let lock = NSLock()
  private var clients: [UUID: AsyncStream<WSMessage>.Continuation] = [:]
  /// The first message a new page gets (the current state), so it never misses what happened before it connected.
  private let greeting: @Sendable () -> String

  init(greeting: @escaping @Sendable () -> String) { self.greeting = greeting }

  func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
    let id = UUID()
    let (stream, continuation) = AsyncStream<WSMessage>.makeStream(bufferingPolicy: .bufferingNewest(64))
    continuation.onTermination = { [weak self] _ in self?.remove(id) }
    continuation.yield(.text(greeting()))
    lock.withLock { clients[id] = continuation }
    // The page sends nothing the server needs; reading until the end tells when it left.
    Task { [weak self] in
      for await _ in client {}
      self?.remove(id)
      continuation.finish()
    }
    return stream
  }

  func send(_ json: String) {
    for c in lock.withLock({ Array(clients.values) }) { c.yield(.text(json)) }
  }

  var clientCount: Int { lock.withLock { clients.count } }

  /// Ends every stream (the server is stopping).
  func closeAll() {
    for c in lock.withLock({ let all = Array(clients.values); clients = [:]; return all }) { c.finish() }
  }

  private func remove(_ id: UUID) {
    _ = lock.withLock { clients.removeValue(forKey: id) }
  }
}
