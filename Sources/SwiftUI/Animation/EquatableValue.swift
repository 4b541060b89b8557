import Foundation

/// An `Equatable` value as the runtime's change key (`AnyHashable`): SwiftUI's value-scoped APIs
/// (`animation(_:value:)`, `phaseAnimator(_:trigger:…)`) take `Equatable` values, and the runtime only
/// asks whether the key changed. Hashable values key as themselves; others by their `==`.
struct EquatableValue: Hashable {
  let value: Any
  let equals: (Any) -> Bool

  static func key<V: Equatable>(_ value: V) -> AnyHashable {
    if let hashable = value as? AnyHashable { return hashable }
    return AnyHashable(EquatableValue(value: value, equals: { ($0 as? V) == value }))
  }

  static func == (a: EquatableValue, b: EquatableValue) -> Bool { a.equals(b.value) }
  // Equal values must hash alike; with only `==` to go on, all of them hash the same.
  func hash(into hasher: inout Hasher) {}
}
