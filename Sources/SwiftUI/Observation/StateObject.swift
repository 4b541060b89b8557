import Foundation
import ViewRuntime

/// SwiftUI's `@StateObject` (https://developer.apple.com/documentation/swiftui/stateobject): an
/// object the view owns, created once per view identity however often the view struct is re-created.
///
/// The slot's initial value is the unevaluated object (``LazyObject``); the runtime keeps the first
/// one seen for an identity (`StateAccess.keep`), and it is evaluated on first use.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let reference: ObjectSlotReference<ObjectType>

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    reference = ObjectSlotReference(LazyObject(thunk))
  }

  public var wrappedValue: ObjectType { reference.object }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension StateObject: _RuntimeBoundProperty {
  public func _slots(named name: String) -> [StateSlot] { reference.slots(named: name) }
  public func _bind(_ access: StateAccess, named name: String) { reference.bind(access, name) }
}

/// An object-holding slot as seen by a wrapper: its own lazy object until bound, then the identity's.
final class ObjectSlotReference<ObjectType: AnyObject> {
  let initial: LazyObject<ObjectType>
  private var bound: LazyObject<ObjectType>?

  init(_ initial: LazyObject<ObjectType>) { self.initial = initial }

  func slots(named name: String) -> [StateSlot] { [StateSlot(name: name, initialValue: AnyHashable(initial))] }

  func bind(_ access: StateAccess, _ name: String) {
    access.keep(name)
    bound = access.get(name)?.base as? LazyObject<ObjectType>
  }

  var object: ObjectType { (bound ?? initial).object }
}

/// An object evaluated on first use, once per simulation: a simulation the runtime restarts from time 0
/// gets a new object, as the interpreter's objects start again from their initial values.
final class LazyObject<ObjectType: AnyObject>: Hashable {
  private let make: () -> ObjectType
  private var made: ObjectType?
  private weak var simulation: ObjectStore?

  init(_ make: @escaping () -> ObjectType) { self.make = make }

  var object: ObjectType {
    let current = ObjectStore.current
    if let made, current == nil || current === simulation { return made }
    let object = make()
    made = object
    simulation = current
    return object
  }

  static func == (a: LazyObject, b: LazyObject) -> Bool { a === b }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
