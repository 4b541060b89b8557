import ArgumentParser
import CairoRenderer
import Foundation
import Graphics
import RenderPipeline
import ViewRuntime

/// A scene loaded for single frames (tests, contact sheets, plots): frames in ascending time order
/// cost one simulation step each, as in a render.
final class SceneStills {
  let file: SceneFile
  let settings: RenderSettings
  let rasterizer: CairoRasterizer
  let runtime: SceneRuntime

  init(path: String, settings adjust: (inout RenderSettings) throws -> Void = { _ in }) throws {
    file = try SceneFile(path: path, quiet: true)
    var s = try file.baseSettings()
    try adjust(&s)
    try s.validate()
    settings = s
    rasterizer = CairoRasterizer(fonts: try FontLibrary())
    runtime = try file.makeRuntime(settings: s, measurer: rasterizer.makeTextMeasurer())
  }

  /// The time of the frame nearest `t`: what a render of the scene shows at `t`.
  func frameTime(_ t: Double) -> Double { (t * Double(settings.fps)).rounded() / Double(settings.fps) }

  func frame(at t: Double) throws -> FrameBuffer {
    let list = try runtime.displayList(at: t)
    try file.program.checkErrors()
    return try rasterizer.render(list, scale: settings.scale)
  }

  func inspect(at t: Double) throws -> FrameInspection {
    let inspection = try runtime.inspect(at: t, frame: Int((t * Double(settings.fps)).rounded()))
    try file.program.checkErrors()
    return inspection
  }

  /// The last frame's time.
  var lastFrameTime: Double {
    let count = max(1, Int((settings.duration * Double(settings.fps) - 1e-9).rounded(.up)))
    return Double(count - 1) / Double(settings.fps)
  }
}

extension CLIFailure {
  /// Runs a command body: usage errors stay usage errors (exit 2), anything else is a failure (exit 1).
  static func wrap<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let e as ValidationError { throw e } catch let f as CLIFailure { throw f } catch let e as CleanExit { throw e } catch {
      throw CLIFailure(error)
    }
  }
}
