import ArgumentParser
import Foundation
import RenderPipeline
import SceneRendering

/// `animrender SCENE --out FILE`: renders a `.swift-dsl` scene.
struct RenderCommand: CompiledSceneCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a .swift-dsl scene (the default command).",
    discussion: """
      Settings come from the scene's Scene(…) call; the options below override them. A scene without \
      `duration:` renders until it settles (the last tap plus its animations, one keyframe timeline, one \
      phase cycle), at most \(Int(DurationEstimate.cap)) s. --at takes seconds or a name the scene's runtime \
      resolves: start, end, settled, tap+0.3, phase:2, keyframes-end.
      """)

  @Argument(help: "The scene file (.swift-dsl).")
  var scene: String

  @OptionGroup var options: RenderOptions

  @OptionGroup var sharding: ShardOptions

  @OptionGroup var frontEnd: FrontEndOptions

  @Flag(help: "Keep running: re-render whenever the scene file changes, printing diagnostics or the output path (Ctrl-C stops).")
  var watch = false

  func run() throws {
    if watch && sharding.shard != nil { throw ValidationError("--watch and --shard cannot be combined") }
    if watch && !frontEnd.isWorker { frontEnd.watchInWorkers(scene: scene, outputs: [options.out], catalog: options.assets) }
    try frontEnd.runInWorkerIfCompiled(scenes: [scene], outputs: workerOutputs(), catalog: options.assets)
    guard watch else { return try renderOnce() }
    SceneWatcher.run(path: scene, renderOnce)
  }

  /// What a crashed worker may leave partly written: the file, or with `--shard` the segments in
  /// the parts folder.
  func workerOutputs() -> [String] {
    guard sharding.shard != nil else { return [options.out] }
    return [options.out.hasSuffix("/") ? options.out : options.out + "/"]
  }

  func renderOnce() throws {
    var options = self.options
    // With --shard, --out always names the parts folder, with or without its '/'.
    if sharding.shard != nil, !options.out.hasSuffix("/") { options.out += "/" }
    if options.out == "-" {
      // Standard output, as Unix tools take `-`: the file is finished aside, then written to the pipe.
      guard options.format != nil, sharding.shard == nil else {
        throw ValidationError("--out - writes to standard output: name the format with --format (mp4, gif, webm, mov or png)")
      }
      options.out = "/dev/stdout"
    }
    let file: SceneFile
    do { file = try frontEnd.compiledFile(for: scene, among: [scene], strict: options.strict, catalog: options.assets) } catch { throw CLIFailure(error) }
    file.program.previewName = options.preview
    let settings: RenderSettings
    let at = try options.atTime
    // `--at end` is the last frame of the derived duration; other stills need no duration.
    let derive = options.duration == nil && (at == nil || at?.anchor == .end)
    do { settings = try file.fitted(options.settings(over: file.baseSettings(deriveDuration: derive))) } catch let e as ValidationError { throw e } catch { throw CLIFailure(error) }
    var still: Double?
    if let at, at.isNamed {
      still = try CLIFailure.wrap {
        try SceneTimeResolver(source: file.frameSource(settings: settings), scene: scene, fps: settings.fps, duration: settings.duration).resolve(at)
      }
    }
    if file.durationIsDerived && options.duration == nil && options.at == nil && options.frames == nil && !options.quiet {
      FileHandle.standardError.write(Data(String(
        format: "%@ gives no duration: rendering %.2f s, until the animation settles or loops (at most %.0f s)\n",
        scene, settings.duration, DurationEstimate.cap).utf8))
    }
    if sharding.shard != nil {
      return try CLIFailure.wrap {
        try ShardRun(options: options, sharding: sharding, scene: scene)
          .run(file: file, settings: settings, environment: ProcessInfo.processInfo.environment)
      }
    }
    do {
      try RenderRunner(options: options, inputs: [scene], still: still).run(settings: settings) { measurer in
        try file.frameSource(settings: settings, measurer: measurer)
      }
    } catch let failure as CLIFailure {
      throw failure
    } catch let usage as ValidationError {
      throw usage
    } catch {
      throw CLIFailure(error)
    }
  }
}
