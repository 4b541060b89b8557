/// What runs the scene behind the preview's page: loads (and reloads) it and answers the `/api/…`
/// requests. `InProcessBackend` runs it in the server's process (the interpreter, and the scene worker
/// process itself); the command line's compiled backend compiles it and asks a worker process.
public protocol PreviewBackend: AnyObject, Sendable {
  /// Loads the scene again (the file was saved). On failure the last good version keeps serving.
  /// - Returns: the error, or nil when the new version loaded.
  func load() async -> PreviewProblem?
  /// Answers one `/api/…` request.
  func respond(to request: PreviewRequest) async -> PreviewReply
  /// Bumped by every load and change of taps: frames of older generations are stale.
  var generation: Int { get }
  /// The error the page shows (the last load's, or the scene's crash), nil while all is well.
  var problem: PreviewProblem? { get }
  /// The server is stopping: end whatever runs the scene (worker processes, compilers).
  func shutdown()
}
