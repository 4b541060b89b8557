import AnimationEngine
import Foundation

/// SwiftUI's `Binding` (https://developer.apple.com/documentation/swiftui/binding).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value, Transaction?) -> Void
  public var transaction: Transaction

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get; setter = { value, _ in set(value) }; transaction = Transaction()
  }

  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get; setter = { value, t in set(value, t ?? Transaction()) }; transaction = Transaction()
  }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue, nil) }
  }

  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let base = self
    return Binding<Subject>(get: { base.wrappedValue[keyPath: keyPath] },
                            set: { base.wrappedValue[keyPath: keyPath] = $0 })
  }

  /// The binding with its changes made inside `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    let base = self
    return Binding(get: { base.wrappedValue }, set: { value in withTransaction(transaction) { base.wrappedValue = value } })
  }

  /// The binding with its changes animated.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    let base = self
    return Binding(get: { base.wrappedValue }, set: { value in withAnimation(animation) { base.wrappedValue = value } })
  }
}

extension Binding: DynamicProperty {}

extension Binding {
  /// `Binding<Value?>` from `Binding<Value>`.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
  }

  /// `Binding<Value>` from `Binding<Value?>`, nil when the value is nil.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}
