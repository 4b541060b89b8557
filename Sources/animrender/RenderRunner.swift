import Dispatch
import Foundation
import Graphics
import RenderPipeline
import SceneRendering
import ArgumentParser
import ViewRuntime

/// Runs one render from a root view to a file: the part every rendering command shares (plan,
/// progress, Ctrl-C, the report); `ClipRenderer` does the rendering.
struct RenderRunner {
  var options: RenderOptions
  /// Files the render reads (the scene): `--out` may never be one of them.
  var inputs: [String] = []
  /// `--at` resolved to seconds (a named time, resolved by the scene's runtime).
  var still: Double?

  /// Renders a Swift-built root view.
  func run(root: some View, settings: RenderSettings) throws {
    try run(settings: settings) { measurer in
      RuntimeFrameSource(runtime: try SceneRuntime(
        root: root, canvasSize: CGSize(width: settings.width, height: settings.height),
        background: settings.background, measurer: measurer))
    }
  }

  /// Renders frames from whatever source `makeSource` builds with the rasterizer's own measurer.
  func run(settings: RenderSettings, makeSource: (any TextMeasurer) throws -> some FrameSource) throws {
    let plan: FramePlan
    do { plan = try options.plan(for: settings, still: still) } catch let e as PlanError { throw ValidationError(e.description) }
    try OutputGuard(output: options.out, format: settings.format, inputs: inputs, noOverwrite: options.noOverwrite).check()
    let progress = ProgressBar(quiet: options.quiet)
    let cancellation = CancellationFlag()
    let trap = SignalTrap(flag: cancellation, output: options.out)
    defer { trap.end() }
    let report: RenderReport
    do {
      report = try ClipRenderer(settings: settings, plan: plan).render(
        to: options.out, cancellation: cancellation, progress: progress.update, makeSource: makeSource)
    } catch {
      if let sig = trap.received {
        throw CLIFailure(message: "error: stopped by \(SignalTrap.name(of: sig)); nothing was written", status: 128 + sig)
      }
      throw error
    }
    if let sig = trap.received {
      // The signal came while the file was being completed, which could not stop: it is whole.
      throw CLIFailure(message: "error: stopped by \(SignalTrap.name(of: sig)) after '\(options.out)' was complete", status: 128 + sig)
    }
    let bytes = Self.size(of: options.out)
    progress.finish(String(format: "wrote %@: %d frames, %dx%d px, %.2f s of video, %@ in %.2f s (%.1f fps)",
      options.out, report.frames, settings.pixelWidth, settings.pixelHeight,
      Double(plan.frames.count) / Double(settings.fps), Self.humanBytes(bytes), report.wallTime, report.framesPerSecond))
    if options.report == "json" {
      let json: [String: Any] = [
        "path": options.out, "format": SinkFactory.formatNames.first { $0.1 == settings.format }?.0 ?? "unknown", "frames": report.frames,
        "width": settings.pixelWidth, "height": settings.pixelHeight, "fps": settings.fps,
        "duration": Double(plan.frames.count) / Double(settings.fps), "bytes": bytes,
        "wallTime": (report.wallTime * 1000).rounded() / 1000, "renderFps": (report.framesPerSecond * 10).rounded() / 10,
        // What the render printed as warnings (unknown symbols, missing assets), with the file each is about.
        "warnings": WarningLog.shared.entries.map(\.json),
      ]
      let data = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
      // With the video on standard output, the report must not mix into it.
      let line = Data((String(decoding: data, as: UTF8.self) + "\n").utf8)
      if options.out == "/dev/stdout" { FileHandle.standardError.write(line) } else { FileHandle.standardOutput.write(line) }
    }
  }

  /// Bytes of a file, or of all files in a folder (a PNG sequence).
  static func size(of path: String) -> Int {
    let fm = FileManager.default
    var isDir: ObjCBool = false
    guard fm.fileExists(atPath: path, isDirectory: &isDir) else { return 0 }
    if !isDir.boolValue { return (try? fm.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }
    let files = (try? fm.contentsOfDirectory(atPath: path)) ?? []
    return files.reduce(0) { $0 + ((try? fm.attributesOfItem(atPath: path + "/" + $1)[.size] as? Int) ?? 0) }
  }

  static func humanBytes(_ n: Int) -> String {
    n >= 1 << 20 ? String(format: "%.1f MB", Double(n) / 1_048_576) : String(format: "%.0f KB", Double(n) / 1024)
  }
}
