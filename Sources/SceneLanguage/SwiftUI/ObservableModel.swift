import SwiftSyntax
import ViewRuntime

/// Where an object property's value lives while no simulation runs (at load, in tests): written by
/// initialisers and top-level code, it is the value every simulation starts from.
private final class ObjectSlot {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// The object a cell belongs to, for its property observers (`willSet`/`didSet`): they run with the
/// object as `self`, only after its initialiser finished, and not again for writes they make themselves.
final class ObjectOwner {
  var instance: Instance?
  var initialized = false
  var observing: Set<String> = []
}

extension Interpreter {
  /// The cell of one stored property of an object. While the view runtime simulates, reads and writes
  /// go to its `ObjectStore` (so a restarted simulation starts again from the initial value, and a
  /// write re-renders the bodies that read an observed property, in the current transaction); at other
  /// times to the object's own slot.
  func objectCell(id: Int, property: StoredProperty, initial: Value, observed: Bool, owner: ObjectOwner) -> StateCell {
    let slot = ObjectSlot(initial)
    let name = property.name, type = property.type, position = property.node.position
    func current() -> Value {
      if let store = ObjectStore.current, let stored = SceneHashable.value(of: store.read(id, name, observed: observed)) {
        return stored
      }
      return slot.value
    }
    let hasObservers = property.willSet != nil || property.didSet != nil
    return StateCell(name: name, initial: initial, backing: (
      get: { [unowned self] in
        objectReads += 1
        return current()
      },
      set: { [unowned self] written in
        // Fitted to the declared type, as a struct's stored property is (`self.step = step` into a
        // property still nil during `init` is not an optional).
        let newValue = type == .any ? written : (try? fit(written, to: type, position: position)) ?? written
        let observing = hasObservers && owner.initialized && !owner.observing.contains(name)
        let old = observing ? current() : .void
        if observing, let willSet = property.willSet { runObserver(willSet, of: name, on: owner, newValue) }
        if let store = ObjectStore.current {
          store.write(id, name, AnyHashable(SceneHashable(newValue)), observed: observed)
        } else {
          slot.value = newValue
        }
        if observing, let didSet = property.didSet { runObserver(didSet, of: name, on: owner, old) }
      }
    ))
  }

  /// Runs a `willSet`/`didSet` body with the object as `self` and `newValue`/`oldValue` bound.
  private func runObserver(_ observer: (body: CodeBlockItemListSyntax, parameter: String), of name: String, on owner: ObjectOwner, _ value: Value) {
    guard let object = owner.instance else { return }
    owner.observing.insert(name)
    defer { owner.observing.remove(name) }
    guarded(()) {
      let scope = Scope(parent: globals, selfVariable: Variable(.instance(object), isConstant: true, type: .named(object.definition.name)))
      scope.returnType = .void
      scope.declare(observer.parameter, value, isConstant: true, type: value.sceneType)
      _ = try runBlock(observer.body, in: scope, builder: nil)
    }
  }
}

extension Interpreter {
  /// An `ObservableObject`'s `objectWillChange`: `send()` re-renders every view that read one of its
  /// observed properties (what SwiftUI does for a manual send before changing an unpublished property).
  /// Other Combine operators (`sink`, `receive(on:)`) are not supported.
  func objectWillChange(of object: Instance) -> Value {
    guard case .int(let id)? = object.fields[Self.objectIdentityField] else { return .void }
    return .host(HostValue(typeName: "ObservableObjectPublisher", payload: ObjectPublisher(id: id)))
  }
}

/// The payload of `objectWillChange`: the object it announces.
struct ObjectPublisher {
  let id: Int
}

extension HostRegistry {
  mutating func registerObjectPublisher() {
    modify("ObservableObjectPublisher") { t in
      t.addMethod("send", HostFunction([]) { call in
        if let publisher = call.receiver?.host(ObjectPublisher.self) { ObjectStore.current?.touch(publisher.id) }
        return .void
      })
    }
  }
}
