import CairoRenderer
import Foundation
import Graphics
import RenderPipeline
import SceneLanguage
import ViewRuntime

/// A `.swift-dsl` file loaded for rendering: the interpreted program and the settings it asks for.
struct SceneFile {
  let path: String
  let program: SceneProgram

  /// Largest scene file read; a scene is source code, not data.
  static let maxBytes = 1 << 20

  init(path: String, quiet: Bool) throws {
    self.path = path
    guard FileManager.default.fileExists(atPath: path) else { throw CLIFailure(message: "error: no scene file at '\(path)'") }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CLIFailure(message: "error: cannot read '\(path)'")
    }
    guard data.count <= Self.maxBytes else {
      throw CLIFailure(message: "error: '\(path)' is larger than \(Self.maxBytes >> 10) KB; is it really a scene?")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw CLIFailure(message: "error: '\(path)' is not UTF-8 text")
    }
    // `print` in a scene goes to stderr, so it never mixes with JSON on stdout.
    program = try SceneProgram(swiftUISource: text, fileName: path, printSink: { line in
      FileHandle.standardError.write(Data((line + "\n").utf8))
    })
  }

  /// The scene's own settings: what `Scene(…)` says, defaults for the rest.
  /// - Parameter deriveDuration: false when the caller overrides the duration anyway.
  func baseSettings(deriveDuration: Bool = true) throws -> RenderSettings {
    let c = program.configuration
    var settings = RenderSettings(
      width: c.width, height: c.height, scale: c.scale, fps: Int(c.fps.rounded()), duration: c.duration,
      background: try program.backgroundColor())
    if deriveDuration && durationIsDerived {
      // No duration in Scene(…): show the whole animation (see DurationEstimate).
      let measurer = CairoRasterizer(fonts: try FontLibrary()).makeTextMeasurer()
      settings.duration = try DurationEstimate.duration(of: makeRuntime(settings: settings, measurer: measurer), fps: settings.fps)
      try program.checkErrors()
    }
    return settings
  }

  /// True when `Scene(…)` gives no duration, so renders use `DurationEstimate`.
  var durationIsDerived: Bool { !program.configuration.durationIsExplicit }

  /// A runtime on the final canvas (CLI flags may have resized it).
  func makeRuntime(settings: RenderSettings, measurer: any TextMeasurer) throws -> SceneRuntime {
    try SceneRuntime(
      root: program.makeRootView(), canvasSize: CGSize(width: settings.width, height: settings.height),
      background: settings.background, taps: program.configuration.taps, measurer: measurer)
  }
}

/// Frames from a scene file: after each frame, errors raised inside scene closures the runtime
/// called (content, animation, actions) surface with their source location.
struct CheckedSceneSource: FrameSource {
  let runtime: SceneRuntime
  let program: SceneProgram
  func displayList(at time: Double, frame: Int) throws -> DisplayList {
    let list = try runtime.displayList(at: time)
    try program.checkErrors()
    return list
  }
}
