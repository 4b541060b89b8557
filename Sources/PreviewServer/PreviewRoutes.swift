import Foundation

/// The preview's API, answered by the backend that runs the scene. Every answer is JSON, a PNG or a
/// download; a bad request is a 400 with `{"error": "…"}`, a scene error a 422 with the overlay's
/// `{"problem": {…}}`. (The page, its assets and `/events` are the server's own: `ScenePreview`.)
///
///     GET  /api/scene                     SceneInfo: size, fps, duration, markers, taps
///     GET  /api/frame?t=SECONDS           the frame shown at t, as a PNG
///     GET  /api/inspect?t=SECONDS         `animrender inspect` of that frame (one JSON line)
///     GET  /api/plot                      every animated value at every frame
///     POST /api/tap?t=SECONDS             adds a tap at t
///     POST /api/tap?t=S&x=X&y=Y           a click on the canvas at (x, y) points: taps the view hit there, alone
///     POST /api/taps/clear                removes the taps added in the preview
///     GET  /api/export?format=mp4|gif|png[&t=SECONDS]   the real render, as a download
///     GET  /api/session-state             the taps and clicks added in the preview (a reloaded worker takes them over)
///     POST /api/session-state             sets them (body: what GET returned)
struct PreviewRoutes: Sendable {
  let session: PreviewSession
  let exportWorker: SceneWorker

  func respond(to request: PreviewRequest) async -> PreviewReply {
    do {
      return try await route(request)
    } catch let e as RequestError {
      return .json(JSONCoding.message("error", e.message), status: e.status)
    } catch let problem as PreviewProblem {
      return .problem(problem)
    } catch {
      return .json(JSONCoding.message("error", "error: \(error)"), status: 500)
    }
  }

  private func route(_ request: PreviewRequest) async throws -> PreviewReply {
    switch (request.method, request.path) {
    case ("GET", "/api/scene"):
      return .json(try JSONCoding.string(try await session.info()))
    case ("GET", "/api/frame"):
      let frame = try await session.framePNG(time: try time(request))
      return PreviewReply(status: 200, headers: [
        "Content-Type": "image/png", "Cache-Control": "no-store",
        "X-Frame": String(frame.frame), "X-Generation": String(frame.generation),
        "X-Cache": frame.cached ? "hit" : "miss",
      ], body: frame.bytes)
    case ("GET", "/api/inspect"):
      return .json(try await session.inspectJSON(time: try time(request)))
    case ("GET", "/api/plot"):
      return .json(try await session.plotJSON())
    case ("POST", "/api/tap"):
      let t = try time(request)
      if request.query["x"] != nil || request.query["y"] != nil {
        let result = try await session.tap(x: try number(request, "x"), y: try number(request, "y"), time: t)
        struct Hit: Encodable { var hit: Bool; var kind: String?; var bounds: [Double]?; var line: String?; var scene: SceneInfo }
        let body = Hit(hit: result.hit != nil, kind: result.hit.map { $0.name.map { "\"\($0)\"" } ?? $0.kind },
                       bounds: result.hit?.bounds, line: result.line, scene: result.info)
        return .json(try JSONCoding.string(body))
      }
      return .json(try JSONCoding.string(try await session.addTap(at: t)))
    case ("POST", "/api/taps/clear"):
      return .json(try JSONCoding.string(try await session.clearTaps()))
    case ("GET", "/api/session-state"):
      return .json(try JSONCoding.string(try await session.state()))
    case ("POST", "/api/session-state"):
      guard let body = request.body, let state = try? JSONDecoder().decode(PreviewSession.State.self, from: Data(body.utf8)) else {
        throw RequestError.badRequest("the body must be the JSON GET /api/session-state returns")
      }
      return .json(try JSONCoding.string(try await session.restore(state)))
    case ("GET", "/api/export"):
      return try await export(request)
    default:
      if request.method == "GET" { throw RequestError.notFound("no such page: \(request.path)") }
      throw RequestError(status: 405, message: "error: \(request.method) \(request.path) is not supported")
    }
  }

  private func export(_ request: PreviewRequest) async throws -> PreviewReply {
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
    return PreviewReply(status: 200, headers: [
      "Content-Type": kind.contentType, "Cache-Control": "no-store",
      "Content-Disposition": "attachment; filename=\"\(job.fileName)\"",
    ], body: Array(data))
  }

  private func time(_ request: PreviewRequest) throws -> Double { try number(request, "t") }

  private func number(_ request: PreviewRequest, _ name: String) throws -> Double {
    guard let text = request.query[name] else { throw RequestError.badRequest("missing ?\(name)=") }
    guard let v = Double(text), v.isFinite else { throw RequestError.badRequest("\(name) must be a number (got '\(text)')") }
    guard v >= 0 else { throw RequestError.badRequest("\(name) must not be negative (got \(text))") }
    return v
  }
}
