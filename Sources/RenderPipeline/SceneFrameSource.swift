import Graphics
import ViewRuntime

/// Frames from a running scene: the runtime simulates forward, so planned frames in ascending
/// order cost one update each.
public struct SceneFrameSource: FrameSource {
  public let runtime: SceneRuntime
  public init(runtime: SceneRuntime) { self.runtime = runtime }
  public func displayList(at time: Double, frame: Int) throws -> DisplayList {
    try runtime.displayList(at: time)
  }
}
