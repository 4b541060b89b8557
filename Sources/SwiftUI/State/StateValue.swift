import Foundation

/// A state value as the runtime stores it (`AnyHashable`): Hashable values as themselves, so an
/// unchanged value is no change; any other value in a box that equals only itself, so each write is one.
enum StateValue {
  private final class Opaque: Hashable {
    let value: Any
    init(_ value: Any) { self.value = value }
    static func == (a: Opaque, b: Opaque) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  static func wrap<Value>(_ value: Value) -> AnyHashable {
    if let hashable = value as? AnyHashable { return hashable }
    return AnyHashable(Opaque(value))
  }

  static func unwrap<Value>(_ stored: AnyHashable, as type: Value.Type) -> Value? {
    if let opaque = stored.base as? Opaque { return opaque.value as? Value }
    return stored.base as? Value
  }
}
