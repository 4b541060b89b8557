import AnimationEngine
import Foundation

/// SwiftUI's `Transaction`: the context of one update, most notably its animation.
///
/// `withAnimation` and `withTransaction` set it for the state changes they make; `.transaction`,
/// `.animation(_:value:)` and `.animation(_:body:)` change it for part of the tree.
public struct Transaction {
  public var animation: Animation?
  /// When true, `.animation(_:value:)` modifiers below do not replace the animation.
  public var disablesAnimations = false
  private var values: [AnyHashable: Any] = [:]

  public init() {}
  public init(animation: Animation?) { self.animation = animation }

  /// A custom value (SwiftUI's `TransactionKey`).
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// A custom value by name, for interpreters with dynamically declared keys.
  public subscript(dynamicKey name: String) -> Any? {
    get { values[name] }
    set { values[name] = newValue }
  }
}

/// SwiftUI's `TransactionKey`: a custom value carried by transactions.
public protocol TransactionKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// SwiftUI's `AnimationCompletionCriteria`: when a `withAnimation` completion runs.
public enum AnimationCompletionCriteria: Hashable, Sendable {
  /// When the animations are logically complete (a spring's duration has passed).
  case logicallyComplete
  /// When the animations are removed (a spring has settled).
  case removed
}

/// Collects what an action does while the runtime runs it: the transaction its state changes carry
/// and the completions it registers. Bound for the action's duration only (a task-local), so
/// `withAnimation` can be the free function SwiftUI users write.
final class TransactionRecorder: @unchecked Sendable {
  // Only touched synchronously, on the thread running the scene's actions.
  var stack: [Transaction] = []
  /// The transaction of the latest state change (one transaction per event: the last write's).
  var transaction = Transaction()
  var completions: [(criteria: AnimationCompletionCriteria, action: () throws -> Void)] = []

  @TaskLocal static var current: TransactionRecorder?

  /// Ready for the next event (a runtime keeps one recorder, so a task's thread can bind it once).
  func reset() {
    stack = []
    transaction = Transaction()
    completions = []
  }

  func noteWrite() {
    if let t = stack.last { transaction = t }
  }
}

/// Runs `body` with its state changes in `transaction` (SwiftUI's `withTransaction`).
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  guard let recorder = TransactionRecorder.current else { return try body() }
  recorder.stack.append(transaction)
  defer { recorder.stack.removeLast() }
  return try body()
}

/// Runs `body` with one transaction value set (`withTransaction(\.avatarTapped, true) { … }`).
@discardableResult
public func withTransaction<V, Result>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V,
                                       _ body: () throws -> Result) rethrows -> Result {
  var t = TransactionRecorder.current?.stack.last ?? Transaction()
  t[keyPath: keyPath] = value
  return try withTransaction(t, body)
}

/// Runs `body`, animating the state changes it makes with `animation` (SwiftUI's `withAnimation`).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  var t = TransactionRecorder.current?.stack.last ?? Transaction()
  t.animation = animation
  return try withTransaction(t, body)
}

/// `withAnimation` with a completion that runs when the animations it started are logically
/// complete (or removed); at once if nothing animated.
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () throws -> Void
) rethrows -> Result {
  let result = try withAnimation(animation, body)
  TransactionRecorder.current?.completions.append((completionCriteria, completion))
  return result
}
