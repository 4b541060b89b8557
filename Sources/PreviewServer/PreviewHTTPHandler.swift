import FlyingFox
import Foundation

/// The server's side of every request: the origin check, the page and its assets, the `/events`
/// WebSocket, and `/api/…` handed to the backend (`PreviewRoutes` lists them).
///
///     GET  /, /preview.css, /preview.js   the page (embedded; any other path is a 404)
///     GET  /events                        WebSocket: reload / error / taps messages
struct PreviewHTTPHandler: Sendable {
  let backend: any PreviewBackend
  let hub: EventHub
  let origins: OriginPolicy

  func respond(to request: HTTPRequest) async -> HTTPResponse {
    if let why = origins.refusal(request) { return Self.response(.json(JSONCoding.message("error", why), status: 403)) }
    let method = request.method.rawValue
    if request.path.hasPrefix("/api/") {
      var query: [String: String] = [:]
      for item in request.query where query[item.name] == nil { query[item.name] = item.value }
      let body = method == "POST" ? (try? await request.bodyData).map { String(decoding: $0, as: UTF8.self) } : nil
      let before = backend.problem
      var reply = await backend.respond(to: PreviewRequest(method: method, path: request.path, query: query, body: body))
      if request.path == "/api/scene", reply.status == 200 { reply = Self.withProblem(reply, backend.problem) }
      if method == "POST", reply.status == 200, request.path == "/api/tap" || request.path == "/api/taps/clear" {
        hub.send(ScenePreview.statusMessage(backend, type: "taps"))
      }
      // The scene crashed or stalled while answering: every page shows it.
      if let now = backend.problem, now != before { hub.send(ScenePreview.statusMessage(backend, type: "error")) }
      return Self.response(reply)
    }
    if method == "GET", request.path == "/events" {
      do {
        return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: hub)).handleRequest(request)
      } catch {
        return Self.response(.json(JSONCoding.message("error", "error: \(error)"), status: 400))
      }
    }
    guard method == "GET" else {
      return Self.response(.json(JSONCoding.message("error", "error: \(method) \(request.path) is not supported"), status: 405))
    }
    guard let asset = PageAssets.files[request.path] else {
      return Self.response(.json(JSONCoding.message("error", "error: no such page: \(request.path)"), status: 404))
    }
    return HTTPResponse(statusCode: .ok, headers: [.contentType: asset.type, .cacheControl: "no-store"], body: Data(asset.bytes))
  }

  /// `SceneInfo` with the backend's current problem: a compile error is the server's, while the
  /// last good version (which knows nothing of it) still answers.
  static func withProblem(_ reply: PreviewReply, _ problem: PreviewProblem?) -> PreviewReply {
    guard var info = try? JSONDecoder().decode(SceneInfo.self, from: Data(reply.body)), info.error != problem else { return reply }
    info.error = problem
    guard let text = try? JSONCoding.string(info) else { return reply }
    var patched = reply
    patched.body = Array(text.utf8)
    return patched
  }

  static func response(_ reply: PreviewReply) -> HTTPResponse {
    var headers: [HTTPHeader: String] = [:]
    for (name, value) in reply.headers { headers[HTTPHeader(name)] = value }
    return HTTPResponse(statusCode: HTTPStatusCode(reply.status, phrase: phrase(reply.status)), headers: headers, body: Data(reply.body))
  }

  private static func phrase(_ status: Int) -> String {
    [200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 422: "Unprocessable Content",
     500: "Internal Server Error"][status] ?? "Error"
  }
}
