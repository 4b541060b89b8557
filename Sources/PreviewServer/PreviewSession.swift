import Foundation
import ViewRuntime
import SceneRendering

/// The preview's state: the last good load of the scene, the taps added in the browser, the last
/// reload's error and the frame cache. Every method that touches the scene runs on `worker`; the
/// small `status` snapshot is readable from anywhere.
final class PreviewSession: @unchecked Sendable {
  let path: String
  let cache: FrameCache
  let worker = SceneWorker(label: "animrender.preview.scene")

  // Touched only on `worker`.
  private var scene: LoadedScene?
  private var events: [Double] = []
  private var rests: [Double] = []
  private var keyframes: [Double] = []
  private var curves: (generation: Int, json: String)?

  private let lock = NSLock()
  private var _generation = 0
  private var _problem: PreviewProblem?
  /// The current generation's clock, for answering cached frames without the worker.
  private var _clock: (fps: Int, frames: Int, duration: Double)?

  let loader: PreviewSceneLoader

  /// - Parameter generation: the generation to count up from (a new worker continues its predecessor's).
  init(path: String, cacheBytes: Int, loader: PreviewSceneLoader, generation: Int = 0) {
    self.path = path
    self.loader = loader
    _generation = generation
    cache = FrameCache(budget: cacheBytes)
  }

  var generation: Int { lock.withLock { _generation } }
  var problem: PreviewProblem? { lock.withLock { _problem } }

  // MARK: Loading

  /// Loads the file again. On success the new scene replaces the old one (keeping the session's
  /// taps); on failure the old one stays and the error is kept for the overlay.
  /// - Returns: the error, or nil when the scene loaded.
  @discardableResult
  func reload() async -> PreviewProblem? {
    (try? await worker.run { self.reloadOnWorker() }) ?? nil
  }

  private func reloadOnWorker() -> PreviewProblem? {
    do {
      let loaded = try LoadedScene(path: path, loader: loader, userTaps: scene?.userTaps ?? [], clicks: scene?.clicks ?? [])
      // A tap beyond a shortened clip would never show: keep only those inside it.
      let inside = loaded.userTaps.filter { $0 <= loaded.lastFrameTime }
      let clicksInside = loaded.clicks.filter { $0.time <= loaded.lastFrameTime }
      if inside != loaded.userTaps || clicksInside.count != loaded.clicks.count { try loaded.setUserTaps(inside, clicks: clicksInside) }
      // Markers are a convenience: a scene whose code fails at some frame still previews up to it.
      events = (try? loaded.eventTimes()) ?? []
      rests = (try? loaded.restTimes()) ?? []
      keyframes = (try? loaded.keyframeTimes(events: events)) ?? []
      scene = loaded
      lock.withLock { _generation += 1; _problem = nil; _clock = (loaded.settings.fps, loaded.frameCount, loaded.settings.duration) }
      cache.keepOnly(generation: generation)
      return nil
    } catch {
      let problem = PreviewProblem(error)
      lock.withLock { _problem = problem }
      return problem
    }
  }

  /// The text of the last good load (the watcher compares the file against it).
  func loadedText() async -> String? { try? await worker.run { self.scene?.text } }

  // MARK: Queries

  func info() async throws -> SceneInfo {
    try await worker.run { try self.infoOnWorker() }
  }

  private func infoOnWorker() throws -> SceneInfo {
    let s = try requireScene()
    let st = s.settings
    let bg = st.background
    let taps = s.taps.map { ChartNumber.format($0) }.joined(separator: ", ")
    return SceneInfo(
      file: path, generation: generation, width: st.width, height: st.height, scale: st.scale,
      pixelWidth: st.pixelWidth, pixelHeight: st.pixelHeight, fps: st.fps, duration: st.duration,
      frames: s.frameCount, lastFrameTime: s.lastFrameTime, background: [bg.red, bg.green, bg.blue, bg.alpha],
      sceneTaps: s.sceneTaps, userTaps: s.userTaps, events: events, rests: rests, tapsLine: "taps: [\(taps)]",
      clickTimes: s.clicks.map(\.time), clickLines: s.clickLines, keyframes: keyframes, error: problem)
  }

  /// The frame shown at `time` as PNG bytes, from the cache when it is there: a scrub over frames
  /// seen before never queues behind a render in progress.
  func framePNG(time: Double) async throws -> (bytes: [UInt8], frame: Int, generation: Int, cached: Bool) {
    let (g, clock) = lock.withLock { (_generation, _clock) }
    if let clock, time.isFinite, time >= 0, time <= clock.duration + 1e-9 {
      let n = min(clock.frames - 1, Int((time * Double(clock.fps)).rounded()))
      if let bytes = cache.get(FrameCache.Key(generation: g, frame: n)) { return (bytes, n, g, true) }
    }
    return try await worker.run {
      let s = try self.requireScene()
      let n = try self.frame(for: time, in: s)
      let key = FrameCache.Key(generation: self.generation, frame: n)
      if let bytes = self.cache.get(key) { return (bytes, n, key.generation, true) }
      let bytes = try self.catchingSceneErrors { try s.png(frame: n) }
      self.cache.put(key, bytes)
      return (bytes, n, key.generation, false)
    }
  }

  /// `inspect` of the frame at `time` as one JSON line, as `animrender inspect` prints it.
  func inspectJSON(time: Double) async throws -> String {
    try await worker.run {
      let s = try self.requireScene()
      let n = try self.frame(for: time, in: s)
      return try self.catchingSceneErrors { try s.inspect(frame: n).jsonLine() }
    }
  }

  /// Every animated value at every frame: `{"generation": G, "end": T, "curves": [{name, times, values}]}`.
  func plotJSON() async throws -> String {
    try await worker.run {
      let s = try self.requireScene()
      let g = self.generation
      if let c = self.curves, c.generation == g { return c.json }
      var sampler = CurveSampler()
      for n in 0..<s.frameCount { sampler.add(try self.catchingSceneErrors { try s.inspect(frame: n) }) }
      struct Plot: Encodable { var generation: Int; var end: Double; var curves: [CurveSampler.Curve] }
      let json = try JSONCoding.string(Plot(generation: g, end: s.lastFrameTime, curves: sampler.animated()))
      self.curves = (g, json)
      return json
    }
  }

  // MARK: Taps

  /// Adds a tap at `time` (the scene's taps all fire then, as in a render with `Scene(taps:)`).
  func addTap(at time: Double) async throws -> SceneInfo {
    try await worker.run {
      let s = try self.requireScene()
      let t = s.time(ofFrame: try self.frame(for: time, in: s))
      if !s.taps.contains(t) { try self.changeTaps(s, to: s.userTaps + [t]) }
      return try self.infoOnWorker()
    }
  }

  /// A click on the canvas at (`x`, `y`) points: taps the view hit-testing finds there (a `Button`,
  /// an `onTapGesture`) and only that view, recorded as a `Tap(at:on:)` (or `Tap(at:x:y:)`) event.
  /// - Returns: the view tapped (nil: nothing tappable there, no tap), its event line and the info afterwards.
  func tap(x: Double, y: Double, time: Double) async throws -> (hit: TapTarget?, line: String?, info: SceneInfo) {
    try await worker.run {
      let s = try self.requireScene()
      let n = try self.frame(for: time, in: s)
      guard let (target, event) = try self.catchingSceneErrors({ try s.click(x: x, y: y, frame: n) }) else {
        return (nil, nil, try self.infoOnWorker())
      }
      let before = s.clickLines.count
      try self.changeTaps(s, to: s.userTaps, clicks: s.clicks + [event])
      return (target, s.clickLines.count > before ? s.clickLines.last : nil, try self.infoOnWorker())
    }
  }

  func clearTaps() async throws -> SceneInfo {
    try await worker.run {
      let s = try self.requireScene()
      if !s.userTaps.isEmpty || !s.clicks.isEmpty { try self.changeTaps(s, to: [], clicks: []) }
      return try self.infoOnWorker()
    }
  }

  private func changeTaps(_ s: LoadedScene, to taps: [Double], clicks: [InteractionEvent]? = nil) throws {
    try catchingSceneErrors { try s.setUserTaps(taps, clicks: clicks) }
    events = (try? s.eventTimes()) ?? []
    rests = (try? s.restTimes()) ?? []
    keyframes = (try? s.keyframeTimes(events: events)) ?? []
    lock.withLock { _generation += 1; _clock = (s.settings.fps, s.frameCount, s.settings.duration) }
    cache.keepOnly(generation: generation)
  }

  // MARK: Session state (a reload in a new worker process takes it over)

  /// The taps and clicks added in the preview.
  struct State: Codable, Sendable {
    struct Click: Codable, Sendable { var t: Double; var name: String?; var x: Double?; var y: Double? }
    var taps: [Double]
    var clicks: [Click]
  }

  func state() async throws -> State {
    try await worker.run {
      let s = try self.requireScene()
      return State(taps: s.userTaps, clicks: s.clicks.map { e -> State.Click in
        switch e.target {
        case .named(let name): State.Click(t: e.time, name: name)
        case .point(let x, let y): State.Click(t: e.time, x: x, y: y)
        }
      })
    }
  }

  /// Sets the taps and clicks (those inside the clip), as the session had them before a reload.
  func restore(_ state: State) async throws -> SceneInfo {
    try await worker.run {
      let s = try self.requireScene()
      let clicks = state.clicks.filter { $0.t <= s.lastFrameTime }.map { c -> InteractionEvent in
        InteractionEvent(time: c.t, target: c.name.map { .named($0) } ?? .point(x: c.x ?? 0, y: c.y ?? 0), action: .tap, location: "preview click")
      }
      try self.changeTaps(s, to: state.taps.filter { $0 <= s.lastFrameTime }, clicks: clicks)
      return try self.infoOnWorker()
    }
  }

  // MARK: Export

  /// What an export needs, taken on the worker so it matches the canvas: the loaded text, settings and taps.
  func exportSnapshot() async throws -> ExportJob.Snapshot {
    try await worker.run {
      let s = try self.requireScene()
      let (loader, path, text) = (self.loader, s.path, s.text)
      return ExportJob.Snapshot(path: s.path, makeProgram: { try loader.exportProgram(path, text) }, settings: s.settings,
                                taps: s.taps, clicks: s.clicks, lastFrameTime: s.lastFrameTime)
    }
  }

  // MARK: Helpers

  private func requireScene() throws -> LoadedScene {
    guard let scene else { throw problem ?? PreviewProblem(message: "error: the scene has not loaded") }
    return scene
  }

  /// The frame shown at `time`, which must lie in the clip.
  private func frame(for time: Double, in s: LoadedScene) throws -> Int {
    guard time.isFinite, time >= 0, time <= s.settings.duration + 1e-9 else {
      throw RequestError.badRequest("time \(time) s is outside the clip (0 to \(ChartNumber.format(s.settings.duration)) s)")
    }
    return s.frameNumber(time)
  }

  /// Scene errors raised while running the scene become `PreviewProblem`s (shown in the overlay).
  private func catchingSceneErrors<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let e as RequestError { throw e } catch { throw PreviewProblem(error) }
  }
}
