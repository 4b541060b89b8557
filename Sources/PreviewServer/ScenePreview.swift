import FlyingFox
import FlyingSocks
import Foundation

/// `animrender preview`: a local web server showing a scene file as the page in `Assets/` draws it.
///
/// Frames are rendered on demand by the real renderer and cached (`FrameCache`); the file (or the
/// folder's Swift files) is watched and reloaded on save, with a message to every open page
/// (`EventHub`). A `PreviewBackend` runs the scene and answers `/api/…` (`PreviewRoutes`): the command
/// line's compiles it and serves from a worker process.
///
/// ```swift
/// let preview = try ScenePreview(scenePath: "scenes/keyframe-reaction.swift-dsl", configuration: .init(port: 0), backend: backend)
/// let url = try await preview.start()
/// // … later
/// await preview.stop()
/// ```
public final class ScenePreview: @unchecked Sendable {
  public let configuration: PreviewConfiguration
  let path: String
  let backend: any PreviewBackend
  let hub: EventHub
  private let server: HTTPServer
  private var watcher: Task<Void, Never>?
  private var serving: Task<Void, Error>?
  private let lock = NSLock()

  /// - Parameter backend: what runs the scene (the command line's: a compiled worker process).
  /// - Throws: `PreviewError` for settings refused by `PreviewConfiguration.validate()` or a missing scene file.
  public init(scenePath: String, configuration: PreviewConfiguration, backend: any PreviewBackend) throws {
    try configuration.validate()
    guard FileManager.default.fileExists(atPath: scenePath) else { throw PreviewError("no scene file at '\(scenePath)'") }
    self.configuration = configuration
    path = scenePath
    self.backend = backend
    hub = EventHub { Self.statusMessage(backend, type: "hello") }
    let address = try Self.address(host: configuration.host, port: UInt16(configuration.port))
    // Exports of long scenes take a while; the timeout bounds a request's handling, not a connection.
    server = HTTPServer(address: address, timeout: 600, logger: .disabled)
  }

  /// Loads the scene (an error is kept for the page's overlay, not thrown), starts listening and
  /// watching the file.
  /// - Returns: the page's address.
  @discardableResult
  public func start() async throws -> URL {
    _ = await backend.load()
    let origins = OriginPolicy(configuredHost: configuration.host)
    let handler = PreviewHTTPHandler(backend: backend, hub: hub, origins: origins)
    await server.appendRoute("*") { request in await handler.respond(to: request) }
    let serving = Task { [server] in try await server.run() }
    do {
      try await server.waitUntilListening(timeout: 10)
    } catch {
      serving.cancel()
      // The run task holds the real reason (the port is taken, the address is not this machine's).
      if case .failure(let reason) = await serving.result {
        var why = String(describing: reason)
        if case .failed(_, let errno, let message) = reason as? SocketError {
          why = message + (errno == EADDRINUSE ? " (another preview? --port 0 picks a free port)" : "")
        }
        throw PreviewError("cannot listen on \(configuration.host):\(configuration.port): \(why)")
      }
      throw PreviewError("cannot listen on \(configuration.host):\(configuration.port)")
    }
    let watcher = Task { [path, backend, hub, configuration] in
      await FileWatcher(path: path, interval: configuration.watchInterval).run { await Self.reload(backend, hub) }
    }
    lock.withLock { self.serving = serving; self.watcher = watcher }
    let url = try await url()
    origins.listening(on: url.port ?? configuration.port)
    return url
  }

  /// The page's address (`http://127.0.0.1:PORT/`).
  public func url() async throws -> URL {
    guard let address = await server.listeningAddress else { throw PreviewError("the preview is not listening") }
    let host = configuration.host.contains(":") && !configuration.host.hasPrefix("[") ? "[\(configuration.host)]" : configuration.host
    switch address {
    case .ip4(_, let port), .ip6(_, let port): return URL(string: "http://\(host):\(port)/")!
    case .unix(let path): return URL(fileURLWithPath: path)
    }
  }

  /// Stops watching, ends the backend's workers, closes every page's event stream and the listening socket.
  public func stop() async {
    let (watcher, serving) = lock.withLock { (self.watcher, self.serving) }
    watcher?.cancel()
    backend.shutdown()
    hub.closeAll()
    await server.stop(timeout: 1)
    serving?.cancel()
  }

  /// Re-reads the scene and tells the pages: `reload` with the new generation, or `error` with the overlay's text.
  static func reload(_ backend: any PreviewBackend, _ hub: EventHub) async {
    let problem = await backend.load()
    hub.send(statusMessage(backend, type: problem == nil ? "reload" : "error"))
  }

  /// `{"type": …, "generation": N, "error": {…} | null}`.
  static func statusMessage(_ backend: any PreviewBackend, type: String) -> String {
    struct Status: Encodable { var type: String; var generation: Int; var error: PreviewProblem? }
    return (try? JSONCoding.string(Status(type: type, generation: backend.generation, error: backend.problem))) ?? "{}"
  }

  static func address(host: String, port: UInt16) throws -> any SocketAddress {
    do {
      if host == "localhost" { return try sockaddr_in.inet(ip4: "127.0.0.1", port: port) }
      if host.contains(":") { return try sockaddr_in6.inet6(ip6: host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")), port: port) }
      return try sockaddr_in.inet(ip4: host, port: port)
    } catch {
      throw PreviewError("--host '\(host)' is not an IP address (use 127.0.0.1, ::1 or localhost)")
    }
  }
}

extension ScenePreview {
  /// The scene's current load error as a terminal prints it, if the file does not load.
  public func currentProblem() async -> String? { backend.problem?.message }
}
