import CairoRenderer
import Foundation
import Graphics
import MediaIO
import SceneRendering
import ViewRuntime

/// One successful load of the scene file, with the taps of the preview session: what the canvas,
/// the inspect panel and the curves are computed from. Not thread-safe: `SceneWorker` owns it.
///
/// The runtime simulates forward (`SceneRuntime`), so frames in ascending order cost one step each
/// and a scrub backwards restarts the simulation, exactly as `render` would draw each frame.
final class LoadedScene {
  /// The file's text when it was loaded: exports parse it again, so an edit saved meanwhile cannot
  /// change them (the watcher compares against it).
  let text: String
  let path: String
  let file: SceneFile
  private(set) var settings: RenderSettings
  /// Taps from `Scene(taps:)`.
  let sceneTaps: [Double]
  /// Taps added in the browser with the tap button (seconds, sorted): every tap action runs.
  private(set) var userTaps: [Double]
  /// Clicks on the canvas: taps addressed to the view clicked (`Tap(at:on:)` or `Tap(at:x:y:)`).
  private(set) var clicks: [InteractionEvent] = []
  private let rasterizer: CairoRasterizer
  private var source: SceneFileFrameSource

  /// - Throws: the scene's own error (`CompiledSceneError`, `PlanError`).
  init(path: String, loader: PreviewSceneLoader, userTaps: [Double], clicks: [InteractionEvent] = []) throws {
    self.path = path
    text = (FileManager.default.contents(atPath: path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    file = try loader.open(path)
    var s = try file.fitted(file.baseSettings())
    s.format = .png
    try s.validate()
    settings = s
    sceneTaps = file.program.sceneSettings.taps.sorted()
    self.userTaps = userTaps.sorted()
    self.clicks = clicks
    rasterizer = CairoRasterizer(fonts: try FontLibrary())
    source = try Self.makeSource(program: file.program, settings: s, taps: sceneTaps + userTaps, clicks: clicks, measurer: rasterizer.makeTextMeasurer())
  }

  /// Every tap: the scene's and the session's.
  var taps: [Double] { (sceneTaps + userTaps).sorted() }

  static func makeSource(program: any RenderableProgram, settings: RenderSettings, taps: [Double], clicks: [InteractionEvent] = [],
                         measurer: any TextMeasurer) throws -> SceneFileFrameSource {
    let script = InteractionScript(events: program.sceneSettings.events + clicks, sampleRate: Double(settings.fps))
    let runtime = try SceneRuntime(
      root: SceneFile.canvasRoot(program.makeRootView(), settings: settings), canvasSize: CGSize(width: settings.width, height: settings.height),
      background: settings.background, taps: taps, events: script, measurer: measurer)
    return SceneFileFrameSource(runtime: runtime, program: program)
  }

  /// Replaces the session's taps and clicks; the runtime starts again with them. A scene without its
  /// own duration is measured again (`DurationEstimate`), so a late tap's animation is not cut off.
  func setUserTaps(_ taps: [Double], clicks: [InteractionEvent]? = nil) throws {
    userTaps = taps.sorted()
    if let clicks { self.clicks = clicks.sorted { $0.time < $1.time } }
    if file.durationIsDerived {
      let probe = try Self.makeSource(program: file.program, settings: settings, taps: self.taps, clicks: self.clicks,
                                      measurer: rasterizer.makeTextMeasurer())
      settings.duration = try DurationEstimate.duration(of: probe, fps: settings.fps)
    }
    source = try Self.makeSource(program: file.program, settings: settings, taps: self.taps, clicks: self.clicks,
                                 measurer: rasterizer.makeTextMeasurer())
  }

  /// What a click at (`x`, `y`) canvas points in frame `n` taps: the view hit-testing finds (a
  /// `Button`, an `onTapGesture`), and the event that taps it alone, by name when one names it.
  func click(x: Double, y: Double, frame n: Int) throws -> (target: TapTarget, event: InteractionEvent)? {
    let t = time(ofFrame: n)
    guard let target = try source.runtime.tapTarget(at: CGPoint(x: x, y: y), time: t) else { return nil }
    let place: InteractionEvent.Target = target.name.map { .named($0) } ?? .point(x: x, y: y)
    return (target, InteractionEvent(time: t, target: place, action: .tap, location: "preview click"))
  }

  /// The session's clicks as lines to paste into `Scene(events: [...])`.
  var clickLines: [String] {
    clicks.map { e in
      switch e.target {
      case .named(let name): "Tap(at: \(ChartNumber.format(e.time)), on: \(Self.quoted(name)))"
      case .point(let x, let y): "Tap(at: \(ChartNumber.format(e.time)), x: \(ChartNumber.format(x)), y: \(ChartNumber.format(y)))"
      }
    }
  }

  private static func quoted(_ s: String) -> String {
    "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// Ends of keyframes in the clip: the keyframe animators running at 0 and after each event.
  func keyframeTimes(events: [Double]) throws -> [Double] {
    var times: Set<Double> = []
    for t in [0] + events + taps + clicks.map(\.time) where t <= lastFrameTime {
      for b in try source.runtime.keyframeBoundaries(at: t, until: lastFrameTime) { times.insert(b) }
    }
    return times.sorted()
  }

  // MARK: Time

  var frameCount: Int { max(1, Int((settings.duration * Double(settings.fps) - 1e-9).rounded(.up))) }
  var lastFrameTime: Double { Double(frameCount - 1) / Double(settings.fps) }
  func frameNumber(_ t: Double) -> Int { min(frameCount - 1, max(0, Int((t * Double(settings.fps)).rounded()))) }
  func time(ofFrame n: Int) -> Double { Double(n) / Double(settings.fps) }

  // MARK: Frames and values

  /// The frame `n` as PNG bytes: the same pixels `render` writes for that frame.
  func png(frame n: Int) throws -> [UInt8] {
    let t = time(ofFrame: n)
    let image = try rasterizer.render(source.displayList(at: t, frame: n), scale: settings.scale)
    return try PNGWriter.data(for: image, compressionLevel: 1)
  }

  func inspect(frame n: Int) throws -> FrameInspection {
    try source.inspect(at: time(ofFrame: n), frame: n)
  }

  /// Phase steps and completions after 0 up to the last frame (taps are listed on their own).
  func eventTimes(limit: Int = 1000) throws -> [Double] {
    var events: [Double] = []
    var t = 0.0
    let end = lastFrameTime
    while let next = try source.nextEventTime(after: t), next <= end, events.count < limit {
      if !taps.contains(next) && !clicks.contains(where: { $0.time == next }) { events.append(next) }
      t = next
    }
    return events
  }

  /// Frames where the scene comes to rest: the first frame at which nothing animates after one at
  /// which something did (the end of a keyframe timeline, a spring settling).
  func restTimes() throws -> [Double] {
    var rests: [Double] = []
    var moving = false
    for n in 0..<frameCount {
      let now = try source.isAnimating(at: time(ofFrame: n))
      if moving && !now { rests.append(time(ofFrame: n)) }
      moving = now
    }
    return rests
  }
}
