import FlyingFox
import Foundation

/// The preview's HTTP API. Every answer is JSON, a PNG, a download or a page asset; a bad request is
/// a 400 with `{"error": "…"}`, a scene error a 422 with the overlay's `{"problem": {…}}`.
///
///     GET  /, /preview.css, /preview.js   the page (embedded; any other path is a 404)
///     GET  /api/scene                     SceneInfo: size, fps, duration, markers, taps
///     GET  /api/frame?t=SECONDS           the frame shown at t, as a PNG
///     GET  /api/inspect?t=SECONDS         `animrender inspect` of that frame (one JSON line)
///     GET  /api/plot                      every animated value at every frame
///     POST /api/tap?t=SECONDS             adds a tap at t
///     POST /api/tap?t=S&x=X&y=Y           a click on the canvas at (x, y) points: taps the view hit there, alone
///     POST /api/taps/clear                removes the taps added in the preview
///     GET  /api/export?format=mp4|gif|png[&t=SECONDS]   the real render, as a download
///     GET  /events                        WebSocket: reload / error / taps messages
struct PreviewRoutes: Sendable {
  let session: PreviewSession
  let hub: EventHub
  let exportWorker: SceneWorker
  let origins: OriginPolicy

  func respond(to request: HTTPRequest) async -> HTTPResponse {
    if let why = origins.refusal(request) { return json(JSONCoding.message("error", why), status: 403) }
    do {
      return try await route(request)
    } catch let e as RequestError {
      return json(JSONCoding.message("error", e.message), status: e.status)
    } catch let problem as PreviewProblem {
      return json((try? JSONCoding.string(["problem": problem])) ?? "{}", status: 422)
    } catch {
      return json(JSONCoding.message("error", "error: \(error)"), status: 500)
    }
  }

  private func route(_ request: HTTPRequest) async throws -> HTTPResponse {
    let method = request.method
    switch (method, request.path) {
    case (.GET, "/events"):
      return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: hub)).handleRequest(request)
    case (.GET, "/api/scene"):
      return json(try JSONCoding.string(try await session.info()))
    case (.GET, "/api/frame"):
      let frame = try await session.framePNG(time: try time(request))
      return HTTPResponse(statusCode: .ok, headers: [
        .contentType: "image/png", .cacheControl: "no-store",
        HTTPHeader("X-Frame"): String(frame.frame), HTTPHeader("X-Generation"): String(frame.generation),
        HTTPHeader("X-Cache"): frame.cached ? "hit" : "miss",
      ], body: Data(frame.bytes))
    case (.GET, "/api/inspect"):
      return json(try await session.inspectJSON(time: try time(request)))
    case (.GET, "/api/plot"):
      return json(try await session.plotJSON())
    case (.POST, "/api/tap"):
      let t = try time(request)
      if request.query["x"] != nil || request.query["y"] != nil {
        let result = try await session.tap(x: try number(request, "x"), y: try number(request, "y"), time: t)
        struct Hit: Encodable { var hit: Bool; var kind: String?; var bounds: [Double]?; var line: String?; var scene: SceneInfo }
        let body = Hit(hit: result.hit != nil, kind: result.hit.map { $0.name.map { "\"\($0)\"" } ?? $0.kind },
                       bounds: result.hit?.bounds, line: result.line, scene: result.info)
        if result.hit != nil { hub.send(ScenePreview.statusMessage(session, type: "taps")) }
        return json(try JSONCoding.string(body))
      }
      let info = try await session.addTap(at: t)
      hub.send(ScenePreview.statusMessage(session, type: "taps"))
      return json(try JSONCoding.string(info))
    case (.POST, "/api/taps/clear"):
      let info = try await session.clearTaps()
      hub.send(ScenePreview.statusMessage(session, type: "taps"))
      return json(try JSONCoding.string(info))
    case (.GET, "/api/export"):
      return try await export(request)
    case (.GET, _):
      guard let asset = PageAssets.files[request.path] else { throw RequestError.notFound("no such page: \(request.path)") }
      return HTTPResponse(statusCode: .ok, headers: [.contentType: asset.type, .cacheControl: "no-store"], body: Data(asset.bytes))
    default:
      throw RequestError(status: 405, message: "error: \(method.rawValue) \(request.path) is not supported")
    }
  }

  private func export(_ request: HTTPRequest) async throws -> HTTPResponse {
    let name = request.query["format"] ?? ""
    guard let kind = ExportJob.Kind(rawValue: name) else {
      throw RequestError.badRequest("format takes \(ExportJob.Kind.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(name)')")
    }
    let snapshot = try await session.exportSnapshot()
    var t = 0.0
    if kind == .png {
      t = try time(request)
      guard t <= snapshot.settings.duration + 1e-9 else {
        throw RequestError.badRequest("time \(t) s is outside the clip (0 to \(ChartNumber.format(snapshot.settings.duration)) s)")
      }
    }
    let job = ExportJob(snapshot: snapshot, kind: kind, time: t)
    let data: Data
    do {
      data = try await exportWorker.run { try job.run() }
    } catch {
      throw PreviewProblem(error)
    }
    return HTTPResponse(statusCode: .ok, headers: [
      .contentType: kind.contentType, .cacheControl: "no-store",
      HTTPHeader("Content-Disposition"): "attachment; filename=\"\(job.fileName)\"",
    ], body: data)
  }

  private func time(_ request: HTTPRequest) throws -> Double { try number(request, "t") }

  private func number(_ request: HTTPRequest, _ name: String) throws -> Double {
    guard let text = request.query[name] else { throw RequestError.badRequest("missing ?\(name)=") }
    guard let v = Double(text), v.isFinite else { throw RequestError.badRequest("\(name) must be a number (got '\(text)')") }
    guard v >= 0 else { throw RequestError.badRequest("\(name) must not be negative (got \(text))") }
    return v
  }

  private func json(_ body: String, status: Int = 200) -> HTTPResponse {
    HTTPResponse(statusCode: HTTPStatusCode(status, phrase: Self.phrase(status)),
                 headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"], body: Data(body.utf8))
  }

  private static func phrase(_ status: Int) -> String {
    [200: "OK", 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed", 422: "Unprocessable Content", 500: "Internal Server Error"][status] ?? "Error"
  }
}
