import Foundation

/// Where a component's state lives: the runtime's store, seen by one component instance.
protocol StateStorage: AnyObject {
  func read(_ instance: ViewIdentity, _ name: String) -> AnyHashable?
  func write(_ instance: ViewIdentity, _ name: String, _ value: AnyHashable)
  func seed(_ instance: ViewIdentity, _ name: String, _ value: AnyHashable)
}

/// A component instance's `@State` slots, handed to its body closure and captured by its actions.
///
/// Writes made inside an action are state changes of the current transaction (`withAnimation`).
public final class StateAccess {
  let instance: ViewIdentity
  let slots: [String: AnyHashable]
  unowned let storage: any StateStorage
  /// The environment where the component sits (values set by `.environment` modifiers above it).
  public let environment: EnvironmentValues

  init(instance: ViewIdentity, slots: [StateSlot], storage: any StateStorage, environment: EnvironmentValues = EnvironmentValues()) {
    self.instance = instance
    self.slots = Dictionary(slots.map { ($0.name, $0.initialValue) }, uniquingKeysWith: { a, _ in a })
    self.storage = storage
    self.environment = environment
  }

  /// Keeps the slot's current initial value as its value from now on, without invalidating anything:
  /// SwiftUI evaluates a `@StateObject`'s (or an object-holding `@State`'s) initial value once per view
  /// identity, so a re-created view struct must not bring a new object.
  public func keep(_ name: String) {
    if storage.read(instance, name) == nil, let initial = slots[name] { storage.seed(instance, name, initial) }
  }

  /// The slot's current value (its initial value until it is first written).
  public func get(_ name: String) -> AnyHashable? {
    storage.read(instance, name) ?? slots[name]
  }

  /// Writes a slot. Writes to undeclared names are kept too, so an interpreter can add slots lazily.
  public func set(_ name: String, _ value: AnyHashable) {
    storage.write(instance, name, value)
  }

  public subscript<V: Hashable>(key: StateKey<V>) -> V {
    get { (get(key.name)?.base as? V) ?? key.initialValue }
    set { set(key.name, AnyHashable(newValue)) }
  }
}
