import Foundation

/// What `AnimatedValue.set` tells about the change it made, for completion callbacks
/// (`withAnimation(_:completionCriteria:_:completion:)` fires at one of these moments).
///
/// Both moments assume nothing changes the property later. A later change does not move the logical
/// moment (SwiftUI forks logical listeners with their own animation), but it can move the removal:
/// once the history is complete, ask `AnimatedValue.removalTime(ofAnimationRunningAt: startTime)`.
public struct AnimationHandle: Hashable, Sendable {
  /// When the change was made.
  public var startTime: Double
  /// When the animation is logically complete (its perceptual end; what PhaseAnimator waits for);
  /// nil if never (e.g. `repeatForever`).
  public var logicallyCompleteTime: Double?
  /// When the animation is removed and the value rests on its target; nil if never.
  public var finishedTime: Double?

  public init(startTime: Double, logicallyCompleteTime: Double?, finishedTime: Double?) {
    self.startTime = startTime
    self.logicallyCompleteTime = logicallyCompleteTime
    self.finishedTime = finishedTime
  }

  /// A change that completed at once (no animation, or nothing changed).
  public static func immediate(at time: Double) -> AnimationHandle {
    AnimationHandle(startTime: time, logicallyCompleteTime: time, finishedTime: time)
  }
}
