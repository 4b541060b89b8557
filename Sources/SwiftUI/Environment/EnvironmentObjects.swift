import Foundation
import ViewRuntime

/// Objects in the environment (`.environmentObject(_:)`, `.environment(_:)` with an `@Observable`
/// object), stored in the runtime's scene values under their class and each superclass, as the
/// interpreter does, so `@EnvironmentObject var base: Base` finds a subclass's instance.
extension EnvironmentValues {
  static func objectKey(_ type: Any.Type) -> String { "object:" + String(reflecting: type) }

  /// The object of type `T` a view above put in the environment.
  func object<T: AnyObject>(_ type: T.Type) -> T? {
    guard let stored = _values.sceneValues[EnvironmentValues.objectKey(T.self)] else { return nil }
    return (stored.base as? ObjectReference)?.object as? T
  }

  /// `node` with `object` in its environment.
  static func providing(_ object: AnyObject, to node: ViewNode) -> ViewNode {
    var result = node
    let stored = AnyHashable(ObjectReference(object))
    var type: AnyClass? = Swift.type(of: object)
    while let current = type {
      result = .modified(result, .sceneEnvironment(key: objectKey(current), value: stored))
      type = _getSuperclass(current)
    }
    return result
  }
}

/// An object as an environment value: equal to itself only (its identity), unwrapped as the object.
struct ObjectReference: Hashable {
  let object: AnyObject
  init(_ object: AnyObject) { self.object = object }
  static func == (a: ObjectReference, b: ObjectReference) -> Bool { a.object === b.object }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(object)) }
}
