import Foundation
import ViewRuntime

/// SwiftUI's `@State` (https://developer.apple.com/documentation/swiftui/state).
///
/// The wrapper holds a reference to its slot, so the copies of a view that actions capture write to the
/// same storage; while unbound (before the runtime evaluates the view) it reads its initial value.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let slot: StateSlotReference<Value>

  public init(wrappedValue value: Value) { slot = StateSlotReference(value) }
  public init(initialValue value: Value) { slot = StateSlotReference(value) }

  public var wrappedValue: Value {
    get { slot.value }
    nonmutating set { slot.value = newValue }
  }

  public var projectedValue: Binding<Value> {
    let slot = self.slot
    return Binding(get: { slot.value }, set: { slot.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

extension State: _RuntimeBoundProperty {
  public func _slots(named name: String) -> [StateSlot] {
    [StateSlot(name: name, initialValue: StateValue.wrap(slot.initial))]
  }
  public func _bind(_ access: StateAccess, named name: String) {
    // An object in `@State` (an `@Observable` model) is created once per view identity, as SwiftUI
    // keeps the first value of a state slot; a re-created view struct's new object is dropped.
    if Value.self is AnyObject.Type { access.keep(name) }
    slot.bind(access, name)
  }
}

/// One state slot as seen by a wrapper: its initial value, and once bound, the runtime's storage.
final class StateSlotReference<Value> {
  let initial: Value
  private var access: StateAccess?
  private var name = ""

  init(_ initial: Value) { self.initial = initial }

  func bind(_ access: StateAccess, _ name: String) { self.access = access; self.name = name }

  var value: Value {
    get {
      guard let access, let stored = access.get(name) else { return initial }
      return StateValue.unwrap(stored, as: Value.self) ?? initial
    }
    set {
      guard let access else { return }
      access.set(name, StateValue.wrap(newValue))
    }
  }
}
