import Graphics
import RenderPipeline
import ViewRuntime

/// Frames from a runtime built in Swift (the demo, benchmarks): the runtime simulates forward, so
/// planned frames in ascending order cost one update each.
public struct RuntimeFrameSource: FrameSource {
  public let runtime: SceneRuntime
  public init(runtime: SceneRuntime) { self.runtime = runtime }
  public func displayList(at time: Double, frame: Int) throws -> DisplayList {
    try runtime.displayList(at: time)
  }
}
