import Foundation

/// A key for a piece of state a custom animation keeps between evaluations, SwiftUI's `AnimationStateKey`.
///
/// Unlike SwiftUI, the value must be `Sendable`: animation histories are values that cross threads.
public protocol AnimationStateKey {
  associatedtype Value: Sendable
  static var defaultValue: Value { get }
}

/// Typed storage for an animation's state, SwiftUI's `AnimationState`.
public struct AnimationState<Value: VectorArithmetic>: Sendable {
  var storage: [ObjectIdentifier: any Sendable] = [:]

  public init() {}

  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}
