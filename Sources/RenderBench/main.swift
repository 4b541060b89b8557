// Rendering benchmark driver (not a test). Renders the demo scene (or a scene file with --scene)
// through the real pipeline to H.264, or dumps the same frames as raw BGRA (--raw) so
// scripts/bench.sh can time ffmpeg's own encode of identical input, or only evaluates the frames'
// display lists without rasterizing (--evaluate-only). A scene file is compiled by swiftc (or found in
// the compile cache) and loaded in this process, as the CLI's worker loads it, before anything is
// timed. Prints wall time and peak RSS as `key=value` lines.
import CompiledScene
import Foundation
import Graphics
import MediaIO
import RenderPipeline
import SceneCompiler
import SceneRendering
import ViewRuntime

let args = CommandLine.arguments
func value(_ flag: String, _ fallback: String) -> String {
  if let i = args.firstIndex(of: flag), i + 1 < args.count { return args[i + 1] }
  return fallback
}

let subject = DemoScene.Subject(rawValue: value("--subject", "rectangle")) ?? .rectangle
let scenePath = args.contains("--scene") ? value("--scene", "") : nil
let side = Double(value("--size", "1080")) ?? 1080
let fps = Int(value("--fps", "60")) ?? 60
let duration = Double(value("--duration", "2")) ?? 2
let out = value("--out", "/tmp/bench.mp4")
let raw = args.contains("--raw")
let evaluateOnly = args.contains("--evaluate-only")

do {
  let scene = try scenePath.map { path in
    let program = try CompiledProgram(libraryPath: try SceneLibraryBuilder.standard().build(scenePath: path).path)
    program.assets = try SceneSources(path: path).catalog.map { try CompiledAssets(catalogPath: $0) }
    return SceneFile(path: path, program: program, symbolPlaces: program.symbolPlaces)
  }
  var settings = try scene?.baseSettings(deriveDuration: false) ?? RenderSettings(background: .white)
  settings.width = side; settings.height = side; settings.scale = 1; settings.fps = fps; settings.duration = duration
  settings.format = raw || evaluateOnly ? .video(.h264) : try OutputFormat(path: out)
  settings.crf = 20; settings.preset = "medium"; settings.threads = 0
  let plan = try FramePlan(fps: fps, duration: duration)
  func makeSource(_ measurer: any TextMeasurer) throws -> ClosureFrameSource {
    if let scene {
      let source = try scene.frameSource(settings: settings, measurer: measurer)
      return ClosureFrameSource { try source.displayList(at: $0, frame: $1) }
    }
    let source = RuntimeFrameSource(runtime: try SceneRuntime(
      root: DemoScene(subject: subject).view(canvasHeight: side), canvasSize: CGSize(width: side, height: side),
      background: .white, measurer: measurer))
    return ClosureFrameSource { try source.displayList(at: $0, frame: $1) }
  }
  let frames: Int, wall: Double
  if evaluateOnly {
    // Display lists only: what the runtime and the compiled scene's code cost, without Cairo or x264.
    let source = try makeSource(try SceneFile.pinnedFontMeasurer())
    let start = Date()
    for n in plan.frames { _ = try source.displayList(at: plan.time(ofFrame: n), frame: n) }
    (frames, wall) = (plan.frames.count, Date().timeIntervalSince(start))
  } else {
    let renderer = ClipRenderer(settings: settings, plan: plan)
    let report = raw
      ? try renderer.render(into: { try RawVideoSink(path: out) }, makeSource: makeSource)
      : try renderer.render(to: out, makeSource: makeSource)
    (frames, wall) = (report.frames, report.wallTime)
  }
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  print("frames=\(frames)")
  print(String(format: "wall=%.3f", wall))
  print("peak_rss_mb=\(usage.ru_maxrss / 1024)")
} catch {
  FileHandle.standardError.write(Data("bench: \(error)\n".utf8))
  exit(1)
}
