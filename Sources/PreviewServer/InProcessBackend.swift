import Foundation

/// The scene run in this process: a `PreviewSession` (loads, frames, taps, the frame cache) and the
/// routes over it. A preview's worker process (the compiled scene loaded) serves its pipe from one.
public final class InProcessBackend: PreviewBackend, @unchecked Sendable {
  let session: PreviewSession
  private let routes: PreviewRoutes

  /// - Parameter generation: the generation to count up from (a worker continues its predecessor's).
  public init(path: String, cacheBytes: Int, loader: PreviewSceneLoader, generation: Int = 0) {
    session = PreviewSession(path: path, cacheBytes: cacheBytes, loader: loader, generation: generation)
    routes = PreviewRoutes(session: session, exportWorker: SceneWorker(label: "animrender.preview.export"))
  }

  public func load() async -> PreviewProblem? { await session.reload() }

  public func respond(to request: PreviewRequest) async -> PreviewReply {
    var reply = await routes.respond(to: request)
    reply.headers["X-Generation"] = String(session.generation)
    return reply
  }

  public var generation: Int { session.generation }
  public var problem: PreviewProblem? { session.problem }
  public func shutdown() {}
}
