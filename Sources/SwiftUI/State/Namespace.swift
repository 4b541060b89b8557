import Foundation
import ViewRuntime

/// SwiftUI's `@Namespace` (https://developer.apple.com/documentation/swiftui/namespace): an identifier
/// for `matchedGeometryEffect`, the same for the life of the view's identity (a runtime slot keeps the
/// first one, as `@StateObject` keeps its object).
@propertyWrapper
public struct Namespace: DynamicProperty {
  let reference = NamespaceReference()

  public init() {}

  public var wrappedValue: Namespace.ID { reference.id }

  /// SwiftUI's `Namespace.ID`; the runtime's matched-geometry effects name their namespace by `_name`.
  public struct ID: Hashable, Sendable {
    @_spi(AnimRender) public let _name: String
  }
}

extension Namespace: _RuntimeBoundProperty {
  public func _slots(named name: String) -> [StateSlot] { [StateSlot(name: name, initialValue: AnyHashable(reference.initial))] }
  public func _bind(_ access: StateAccess, named name: String) {
    access.keep(name)
    reference.bound = access.get(name)?.base as? Namespace.ID
  }
}

final class NamespaceReference {
  nonisolated(unsafe) private static var count = 0
  private static let lock = NSLock()
  let initial: Namespace.ID
  var bound: Namespace.ID?

  init() {
    initial = NamespaceReference.lock.withLock {
      NamespaceReference.count += 1
      return Namespace.ID(_name: "namespace\(NamespaceReference.count)")
    }
  }

  var id: Namespace.ID { bound ?? initial }
}
