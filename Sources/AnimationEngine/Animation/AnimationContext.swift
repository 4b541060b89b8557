import Foundation

/// What an animation sees besides its value and time, SwiftUI's `AnimationContext`.
///
/// animrender evaluates an animation as a pure function of time: every evaluation starts from the
/// state the animation had when it began (or when it was merged), so `animate(value:time:context:)`
/// may be called for any time in any order. State written during one call is visible to calls made
/// on the same context copy (sequential evaluation), never to other evaluations.
public struct AnimationContext<Value: VectorArithmetic>: Sendable {
  /// The animation's private state.
  public var state: AnimationState<Value>
  /// Set by an animation once it is logically complete (its perceptual end).
  public var isLogicallyComplete: Bool

  public init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
    self.state = state
    self.isLogicallyComplete = isLogicallyComplete
  }
}
