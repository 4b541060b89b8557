import Graphics
import RenderPipeline
import ViewRuntime

/// Frames of a scene file's program. Scene code runs inside runtime callbacks (view bodies, custom
/// animations, actions) that cannot throw through the runtime, so the program keeps the first error;
/// every call here checks it, so an error surfaces by throwing at the frame that raised it, with its
/// source location.
public struct SceneFileFrameSource: FrameSource {
  public let runtime: SceneRuntime
  public let program: any RenderableProgram

  public init(runtime: SceneRuntime, program: any RenderableProgram) {
    self.runtime = runtime
    self.program = program
  }

  public func displayList(at time: Double, frame: Int) throws -> DisplayList {
    let list = try runtime.displayList(at: time)
    try program.checkErrors()
    return list
  }

  /// The drawn leaves and their resolved modifier values at `time` (what `inspect` prints).
  public func inspect(at time: Double, frame: Int) throws -> FrameInspection {
    let inspection = try runtime.inspect(at: time, frame: frame)
    try program.checkErrors()
    return inspection
  }

  public func isAnimating(at time: Double) throws -> Bool {
    let moving = try runtime.isAnimating(at: time)
    try program.checkErrors()
    return moving
  }

  public func nextEventTime(after time: Double) throws -> Double? {
    let next = try runtime.nextEventTime(after: time)
    try program.checkErrors()
    return next
  }

  /// Tap times, from the scene's `Scene(taps:)`.
  public var taps: [Double] { runtime.taps }
}
