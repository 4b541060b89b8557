import ArgumentParser
import Foundation
import RenderPipeline
import SceneRendering

/// `animrender inspect SCENE`: animated values as JSON Lines, one object per sampled time.
struct InspectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract: "Print the drawn leaves and their resolved modifier values as JSON Lines.",
    discussion: """
      Each line is {"time": T, "frame": N, "nodes": [...]}: leaves in paint order with kind, text or shape, \
      bounds [x, y, w, h] in canvas points after all transforms, and the modifier stack in source order \
      (innermost first) with resolved numbers.
      """)

  @Argument(help: "The scene file (.swift-dsl).")
  var scene: String

  @Option(help: "Inspect this preview of the file instead of its scene (#Preview(\"NAME\") or a PreviewProvider's name).")
  var preview: String?

  @Option(parsing: .unconditional, help: "Comma-separated times in seconds, e.g. 0.5,1.25 (default: 0).")
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

  @OptionGroup var frontEnd: FrontEndOptions

  func validate() throws {
    if at != nil && everyFrame { throw ValidationError("--at and --every-frame cannot be combined") }
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

  /// The `--at` times, each checked: a finite number of seconds from 0 to an hour (so the frame
  /// number `round(t·fps)` cannot overflow).
  func times() throws -> [Double]? {
    guard let at else { return nil }
    return try at.split(separator: ",", omittingEmptySubsequences: false).map {
      guard let t = Double($0.trimmingCharacters(in: .whitespaces)), t.isFinite, t >= 0, t <= FramePlan.maxDuration else {
        throw ValidationError("--at takes times from 0 to \(Int(FramePlan.maxDuration)) seconds like 0.5,1.25 (got '\($0)')")
      }
      return t
    }.sorted()
  }

  func run() throws {
    try frontEnd.runInWorkerIfCompiled(scenes: [scene], outputs: [])
    do {
      let file = try frontEnd.compiledFile(for: scene, among: [scene]) ?? SceneFile(path: scene)
      file.program.previewName = preview
      var settings = try file.baseSettings()
      try variant().apply(to: &settings)
      if let fps { settings.fps = fps }
      clock.apply(to: &settings)
      let times: [Double]
      if everyFrame {
        let plan = try FramePlan(fps: settings.fps, duration: settings.duration)
        times = plan.frames.map(plan.time(ofFrame:))
      } else if at != nil {
        times = try self.times() ?? [0]
      } else {
        times = [0]
      }
      let source = try file.frameSource(settings: settings)
      for t in times {
        let frame = Int((t * Double(settings.fps)).rounded())
        print(try source.inspect(at: t, frame: frame).jsonLine())
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
