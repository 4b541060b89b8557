import AnimationEngine
import Foundation

/// SwiftUI's `AnimationCompletionCriteria`: when a `withAnimation` completion runs.
public enum AnimationCompletionCriteria: Hashable, Sendable {
  /// When the animations are logically complete (a spring's duration has passed).
  case logicallyComplete
  /// When the animations are removed (a spring has settled).
  case removed
}

/// Collects what an action does while the runtime runs it: the animation its state changes carry
/// and the completions it registers. Bound for the action's duration only (a task-local), so
/// `withAnimation` can be the free function SwiftUI users write.
final class TransactionRecorder: @unchecked Sendable {
  // Only touched synchronously, on the thread running the scene's actions.
  var animationStack: [Animation?] = []
  /// The animation of the latest state change made inside `withAnimation`, if any.
  var animation: Animation?
  var wroteState = false
  var completions: [(criteria: AnimationCompletionCriteria, action: () -> Void)] = []

  @TaskLocal static var current: TransactionRecorder?

  /// The animation state changes made now carry (innermost `withAnimation`).
  var currentAnimation: Animation? { animationStack.last ?? nil }

  func noteWrite() {
    wroteState = true
    if let a = currentAnimation { animation = a }
  }
}

/// Runs `body`, animating the state changes it makes with `animation` (SwiftUI's `withAnimation`).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  guard let recorder = TransactionRecorder.current else { return try body() }
  recorder.animationStack.append(animation)
  defer { recorder.animationStack.removeLast() }
  return try body()
}

/// `withAnimation` with a completion that runs when the animations it started are logically
/// complete (or removed); at once if nothing animated.
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try withAnimation(animation, body)
  TransactionRecorder.current?.completions.append((completionCriteria, completion))
  return result
}
