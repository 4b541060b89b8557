import Foundation

/// What a scene's phase and keyframe animators have done by some time: when each phase animator
/// first stepped into each of its phases, and when each keyframe timeline started and how long it
/// runs. Named times (`phase:N`, `keyframes-end`) are read from it; see ``SceneRuntime/animators(at:)``.
public struct AnimatorSnapshot: Sendable, Equatable {
  public struct Phases: Sendable, Equatable {
    /// The animator's place in the view tree (its runtime key).
    public var path: String
    public var phaseCount: Int
    /// Phase index → the first time a step moved the animator into it. A phase animator shows
    /// phase 0 from its appearance, so phase 0 is entered by a step only when a cycle ends.
    public var firstEntered: [Int: Double]
  }

  public struct Keyframes: Sendable, Equatable {
    public var path: String
    /// When the running timeline started (its appearance, or the trigger's change).
    public var start: Double
    public var duration: Double
    public var repeating: Bool
  }

  /// Sorted by path.
  public var phases: [Phases]
  /// The animators with a running or finished timeline, sorted by path.
  public var keyframes: [Keyframes]
}
