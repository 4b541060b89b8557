import Foundation
import ViewRuntime

/// SwiftUI's `@AppStorage` (https://developer.apple.com/documentation/swiftui/appstorage). A render
/// starts with no saved defaults, so the value is kept like `@State` (as the interpreter does); the key
/// and store are accepted and unused.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let slot: StateSlotReference<Value>

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { slot = StateSlotReference(wrappedValue) }

  public var wrappedValue: Value {
    get { slot.value }
    nonmutating set { slot.value = newValue }
  }

  public var projectedValue: Binding<Value> {
    let slot = self.slot
    return Binding(get: { slot.value }, set: { slot.value = $0 })
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String, store: UserDefaults? = nil) { self.init(wrappedValue: nil, key, store: store) }
}

extension AppStorage: _RuntimeBoundProperty {
  public func _slots(named name: String) -> [StateSlot] { [StateSlot(name: name, initialValue: StateValue.wrap(slot.initial))] }
  public func _bind(_ access: StateAccess, named name: String) { slot.bind(access, name) }
}
