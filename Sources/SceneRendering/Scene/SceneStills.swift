import CairoRenderer
import Foundation
import Graphics
import ViewRuntime

/// A scene loaded for single frames (golden tests, contact sheets, plots): frames in ascending time
/// order cost one simulation step each, as in a render. Errors in scene code throw at the frame
/// that raised them.
public final class SceneStills {
  public let file: SceneFile
  public let settings: RenderSettings
  public let rasterizer: CairoRasterizer
  public let source: SceneFileFrameSource

  /// - Parameter adjust: changes to the scene's own settings (command-line overrides), applied
  ///   before the duration is derived and the settings are validated.
  /// - Parameter file: the scene, loaded (compiled scenes load in the CLI's worker).
  public init(path: String, file loaded: SceneFile, settings adjust: (inout RenderSettings) throws -> Void = { _ in }) throws {
    file = loaded
    var s = try file.baseSettings()
    try adjust(&s)
    rasterizer = CairoRasterizer(fonts: try FontLibrary())
    s = try file.fitted(s, measurer: rasterizer.makeTextMeasurer())
    try s.validate()
    settings = s
    source = try file.frameSource(settings: s, measurer: rasterizer.makeTextMeasurer())
  }

  /// The time of the frame nearest `t`: what a render of the scene shows at `t`.
  public func frameTime(_ t: Double) -> Double { (t * Double(settings.fps)).rounded() / Double(settings.fps) }

  public func frameNumber(_ t: Double) -> Int { Int((t * Double(settings.fps)).rounded()) }

  public func frame(at t: Double) throws -> FrameBuffer {
    try rasterizer.render(source.displayList(at: t, frame: frameNumber(t)), scale: settings.scale)
  }

  public func inspect(at t: Double) throws -> FrameInspection {
    try source.inspect(at: t, frame: frameNumber(t))
  }

  /// Scene events (phase steps, completions, taps) after 0 up to `end`, at most `limit` of them.
  public func eventTimes(upTo end: Double, limit: Int = 1000) throws -> [Double] {
    var events: [Double] = []
    var t = 0.0
    while let next = try source.nextEventTime(after: t), next <= end, events.count < limit {
      events.append(next)
      t = next
    }
    return events
  }

  /// The last frame's time.
  public var lastFrameTime: Double { SceneTimeResolver.lastFrameTime(duration: settings.duration, fps: settings.fps) }
}
