import Foundation
import ViewRuntime

/// SwiftUI's `@SceneStorage` (https://developer.apple.com/documentation/swiftui/scenestorage): kept
/// like `@State`, as nothing is restored in a render.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let slot: StateSlotReference<Value>

  public init(wrappedValue: Value, _ key: String) { slot = StateSlotReference(wrappedValue) }

  public var wrappedValue: Value {
    get { slot.value }
    nonmutating set { slot.value = newValue }
  }

  public var projectedValue: Binding<Value> {
    let slot = self.slot
    return Binding(get: { slot.value }, set: { slot.value = $0 })
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String) { self.init(wrappedValue: nil, key) }
}

extension SceneStorage: _RuntimeBoundProperty {
  public func _slots(named name: String) -> [StateSlot] { [StateSlot(name: name, initialValue: StateValue.wrap(slot.initial))] }
  public func _bind(_ access: StateAccess, named name: String) { slot.bind(access, name) }
}
