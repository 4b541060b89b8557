// Rendering benchmark driver (not a test): renders the demo scene through the real pipeline to
// H.264 and, separately, dumps the same frames as raw BGRA so scripts/bench.sh can time ffmpeg's
// own encode of identical input. Prints wall time and peak RSS as `key=value` lines.
import CairoRenderer
import Foundation
import Graphics
import MediaIO
import RenderPipeline
import ViewRuntime

let args = CommandLine.arguments
func value(_ flag: String, _ fallback: String) -> String {
  if let i = args.firstIndex(of: flag), i + 1 < args.count { return args[i + 1] }
  return fallback
}

let subject = DemoScene.Subject(rawValue: value("--subject", "rectangle")) ?? .rectangle
let side = Double(value("--size", "1080")) ?? 1080
let fps = Int(value("--fps", "60")) ?? 60
let duration = Double(value("--duration", "2")) ?? 2
let out = value("--out", "/tmp/bench.mp4")
let raw = args.contains("--raw")

do {
  var settings = RenderSettings(width: side, height: side, scale: 1, fps: fps, duration: duration, background: .white,
                                format: raw ? .video(.h264) : try OutputFormat(path: out), crf: 20, preset: "medium")
  settings.threads = 0
  let fonts = try FontLibrary()
  let rasterizer = CairoRasterizer(fonts: fonts)
  let runtime = try SceneRuntime(root: DemoScene(subject: subject).view(canvasHeight: side),
                                 canvasSize: CGSize(width: side, height: side), background: .white,
                                 measurer: rasterizer.makeTextMeasurer())
  let sink: any FrameSink = raw ? try RawVideoSink(path: out) : try SinkFactory.makeSink(path: out, settings: settings)
  let report = try RenderPipeline().run(source: SceneFrameSource(runtime: runtime), rasterizer: rasterizer,
                                        scale: 1, plan: try FramePlan(fps: fps, duration: duration), sink: sink)
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  print("frames=\(report.frames)")
  print(String(format: "wall=%.3f", report.wallTime))
  print("peak_rss_mb=\(usage.ru_maxrss / 1024)")
} catch {
  FileHandle.standardError.write(Data("bench: \(error)\n".utf8))
  exit(1)
}
