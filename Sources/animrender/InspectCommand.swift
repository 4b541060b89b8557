import ArgumentParser
import Foundation
import RenderPipeline
import SceneRendering

/// `animrender inspect SCENE`: animated values as JSON Lines, one object per sampled time.
struct InspectCommand: CompiledSceneCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract: "Print the drawn leaves and their resolved modifier values as JSON Lines.",
    discussion: """
      Each line is {"time": T, "frame": N, "nodes": [...]}: leaves in paint order with kind, text or shape, \
      bounds [x, y, w, h] in canvas points after all transforms, and the modifier stack in source order \
      (innermost first) with resolved numbers. A time given by name (--at settled) adds "at": the name, \
      before the seconds it resolved to.
      """)

  @Argument(help: "The scene file (.swift-dsl).")
  var scene: String

  @Option(help: "Inspect this preview of the file instead of its scene (#Preview(\"NAME\") or a PreviewProvider's name).")
  var preview: String?

  @Option(parsing: .unconditional, help: "Comma-separated times: seconds or names, e.g. 0.5,settled,tap+0.3 (default: 0; see docs/command-line.md).")
  var at: String?

  @Flag(help: "Every frame of the scene's duration.")
  var everyFrame = false

  @Option(parsing: .unconditional, help: "Frames per second for --every-frame and frame numbers (overrides the scene).")
  var fps: Int?

  @Option(name: .customLong("color-scheme"), help: "Appearance: light or dark (overrides the scene).")
  var colorScheme: String?

  @Option(name: .customLong("dynamic-type"), help: "Text size setting (XS … XXXL, AX1 … AX5, or the Swift names): text styles take its point sizes.")
  var dynamicType: String?

  @Option(help: "Device canvas: its size in points, scale and safe area (overrides the scene).")
  var device: String?

  @Option(help: "The scene's \\.locale environment value, e.g. de_DE.")
  var locale: String?

  @OptionGroup var clock: ClockOptions

  /// Requests on standard input, one JSON reply per line (`InspectServer`): for tests, hidden.
  @Flag(help: .hidden)
  var serve = false

  @OptionGroup var frontEnd: FrontEndOptions

  func validate() throws {
    if at != nil && everyFrame { throw ValidationError("--at and --every-frame cannot be combined") }
    if serve && (at != nil || everyFrame) { throw ValidationError("--serve takes its times as requests") }
    if let fps, !(1...240).contains(fps) { throw ValidationError("--fps takes 1 to 240 (got \(fps))") }
    _ = try variant()
    _ = try times()
  }

  /// The environment options as one variant (each takes a single value here).
  func variant() throws -> SceneVariant {
    for (name, value) in [("--color-scheme", colorScheme), ("--dynamic-type", dynamicType), ("--device", device), ("--locale", locale)]
    where value?.contains(",") == true {
      throw ValidationError("\(name) takes one value in inspect (lists are for test)")
    }
    return try SceneVariant.combinations(colorSchemes: colorScheme, dynamicTypes: dynamicType, devices: device, locales: locale)[0]
  }

  /// The `--at` times, each checked: seconds from 0 to an hour (so the frame number `round(t·fps)`
  /// cannot overflow) or names the scene's runtime resolves (`SceneTime`).
  func times() throws -> [SceneTime]? {
    guard let at else { return nil }
    do { return try SceneTime.parseList(at) } catch let e as SceneTime.ParseError { throw ValidationError(e.description) }
  }

  func run() throws {
    try frontEnd.runInWorkerIfCompiled(scenes: [scene], outputs: [])
    do {
      let file = try frontEnd.compiledFile(for: scene, among: [scene])
      file.program.previewName = preview
      // A served scene is asked for times, not a clip: its duration is never derived.
      var settings = try file.baseSettings(deriveDuration: !serve)
      try variant().apply(to: &settings)
      settings = try file.fitted(settings)
      if let fps { settings.fps = fps }
      clock.apply(to: &settings)
      // Each line: the time as written when it is a name, and the seconds it resolved to.
      var lines: [(name: String?, time: Double)]
      let source = try file.frameSource(settings: settings)
      if serve {
        InspectServer(source: source, fps: settings.fps, canvas: [settings.width, settings.height, settings.scale],
                      idle: WorkerSupervisor.heartbeat).run()
        return
      }
      if everyFrame {
        let plan = try FramePlan(fps: settings.fps, duration: settings.duration)
        lines = plan.frames.map { (nil, plan.time(ofFrame: $0)) }
      } else {
        let asked = try self.times() ?? [.seconds(0)]
        let resolver = SceneTimeResolver(source: source, scene: scene, fps: settings.fps, duration: settings.duration)
        lines = zip(asked, try resolver.resolve(asked)).map { ($0.isNamed ? $0.description : nil, $1) }
        lines.sort { $0.time < $1.time }
      }
      for line in lines {
        let frame = Int((line.time * Double(settings.fps)).rounded())
        let json = try source.inspect(at: line.time, frame: frame).jsonLine()
        print(line.name.map { "{\"at\":\"\($0)\"," + json.dropFirst() } ?? json)
      }
    } catch let e as ValidationError {
      throw e
    } catch let failure as CLIFailure {
      throw failure
    } catch {
      throw CLIFailure(error)
    }
  }
}
