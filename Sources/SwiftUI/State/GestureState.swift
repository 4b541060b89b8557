import Foundation
import ViewRuntime

/// SwiftUI's `@GestureState` (https://developer.apple.com/documentation/swiftui/gesturestate): state a
/// gesture sets while it runs and that returns to its initial value when the gesture ends. Kept in a
/// runtime slot like `@State`; gestures update it through `_set` and `_reset`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let slot: StateSlotReference<Value>
  let resetTransaction: Transaction

  public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetTransaction: Transaction()) }
  public init(initialValue: Value) { self.init(wrappedValue: initialValue, resetTransaction: Transaction()) }
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    slot = StateSlotReference(wrappedValue)
    self.resetTransaction = resetTransaction
  }

  public var wrappedValue: Value { slot.value }

  public var projectedValue: GestureState<Value> { self }

  /// A gesture's `updating` callback wrote the state.
  @_spi(AnimRender) public func _set(_ value: Value) { slot.value = value }

  /// The gesture ended: the initial value again, in the reset transaction.
  @_spi(AnimRender) public func _reset() {
    let slot = self.slot
    withTransaction(resetTransaction) { slot.value = slot.initial }
  }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil, resetTransaction: resetTransaction) }
}

extension GestureState: _RuntimeBoundProperty {
  public func _slots(named name: String) -> [StateSlot] { [StateSlot(name: name, initialValue: StateValue.wrap(slot.initial))] }
  public func _bind(_ access: StateAccess, named name: String) { slot.bind(access, name) }
}
