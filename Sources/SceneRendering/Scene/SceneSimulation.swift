import ViewRuntime

/// What `DurationEstimate` asks of a scene while simulating it forward: a bare runtime, or a scene
/// file's frame source (which also surfaces errors raised in scene code).
public protocol SceneSimulation {
  func isAnimating(at time: Double) throws -> Bool
  func nextEventTime(after time: Double) throws -> Double?
  func inspect(at time: Double, frame: Int) throws -> FrameInspection
  var taps: [Double] { get }
}

extension SceneRuntime: SceneSimulation {}
extension SceneFileFrameSource: SceneSimulation {}
