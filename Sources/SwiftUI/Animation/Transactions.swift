import AnimationEngine
import Foundation
import ViewRuntime

// The engine's and runtime's values already have SwiftUI's shape and semantics; the module names them.
public typealias Animation = AnimationEngine.Animation
public typealias Angle = AnimationEngine.Angle
public typealias Spring = AnimationEngine.Spring
public typealias UnitCurve = AnimationEngine.UnitCurve
public typealias Transaction = ViewRuntime.Transaction
public typealias AnimationCompletionCriteria = ViewRuntime.AnimationCompletionCriteria

/// SwiftUI's `withAnimation(_:_:)`: state changes made in `body` animate with `animation`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try ViewRuntime.withAnimation(animation, body)
}

/// SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
  try ViewRuntime.withAnimation(animation, completionCriteria: completionCriteria, body, completion: completion)
}

/// SwiftUI's `withTransaction(_:_:)`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try ViewRuntime.withTransaction(transaction, body)
}

/// SwiftUI's `withTransaction(_:_:_:)`.
@discardableResult
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V,
                                  _ body: () throws -> R) rethrows -> R {
  try ViewRuntime.withTransaction(keyPath, value, body)
}

public typealias TransactionKey = ViewRuntime.TransactionKey
public typealias CustomAnimation = AnimationEngine.CustomAnimation
public typealias AnimationContext = AnimationEngine.AnimationContext
public typealias AnimationState = AnimationEngine.AnimationState
public typealias AnimationStateKey = AnimationEngine.AnimationStateKey

// Transaction members of SwiftUI the runtime does not model yet: declared so a scene using them gets a
// clear error at its line (https://developer.apple.com/documentation/swiftui/transaction).
extension Transaction {
  @available(*, unavailable, message: "animrender: Transaction.isContinuous is not supported yet")
  public var isContinuous: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  @available(*, unavailable, message: "animrender: Transaction.tracksVelocity is not supported yet")
  public var tracksVelocity: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  @available(*, unavailable, message: "animrender: Transaction.addAnimationCompletion is not supported yet; use withAnimation(_:completionCriteria:_:completion:)")
  public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                              _ completion: @escaping () -> Void) {
    fatalError()
  }
}
