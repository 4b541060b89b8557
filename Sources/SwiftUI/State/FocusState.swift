import Foundation
import ViewRuntime

/// SwiftUI's `@FocusState` (https://developer.apple.com/documentation/swiftui/focusstate): which view
/// has focus. Kept in a runtime slot like `@State` (nothing is focused at the start: false or nil).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let slot: StateSlotReference<Value>

  public init() where Value == Bool { slot = StateSlotReference(false) }
  public init<T: Hashable>() where Value == T? { slot = StateSlotReference(nil) }

  public var wrappedValue: Value {
    get { slot.value }
    nonmutating set { slot.value = newValue }
  }

  public var projectedValue: FocusState<Value>.Binding { Binding(slot: slot) }

  /// SwiftUI's `FocusState.Binding`: what `.focused($field)` takes.
  @propertyWrapper
  public struct Binding {
    let slot: StateSlotReference<Value>
    public var wrappedValue: Value {
      get { slot.value }
      nonmutating set { slot.value = newValue }
    }
    public var projectedValue: FocusState<Value>.Binding { self }
  }
}

extension FocusState: _RuntimeBoundProperty {
  public func _slots(named name: String) -> [StateSlot] { [StateSlot(name: name, initialValue: StateValue.wrap(slot.initial))] }
  public func _bind(_ access: StateAccess, named name: String) { slot.bind(access, name) }
}
