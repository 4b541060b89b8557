import Foundation
import ViewRuntime

/// SwiftUI's `@Namespace` (https://developer.apple.com/documentation/swiftui/namespace): an identity
/// for matched geometry, kept by the runtime per view identity like `@State`, so a re-created view
/// keeps its namespace.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// SwiftUI's `Namespace.ID`.
  public struct ID: Hashable, Sendable {
    let name: String
  }

  private let reference: NamespaceReference
  public init() { reference = NamespaceReference() }

  public var wrappedValue: Namespace.ID { reference.id }
}

extension Namespace: _RuntimeBoundProperty {
  public func _slots(named name: String) -> [StateSlot] {
    [StateSlot(name: name, initialValue: AnyHashable(reference.fresh))]
  }

  public func _bind(_ access: StateAccess, named name: String) {
    access.keep(name)
    if let kept = access.get(name)?.base as? String { reference.bound = kept }
  }
}

/// A namespace's identity: a fresh one per wrapper until the runtime binds the kept one.
final class NamespaceReference: @unchecked Sendable {
  nonisolated(unsafe) private static var count = 0
  private static let lock = NSLock()
  let fresh: String
  var bound: String?

  init() {
    fresh = NamespaceReference.lock.withLock {
      NamespaceReference.count += 1
      return "namespace#\(NamespaceReference.count)"
    }
  }

  var id: Namespace.ID { Namespace.ID(name: bound ?? fresh) }
}

/// SwiftUI's `MatchedGeometryProperties` (https://developer.apple.com/documentation/swiftui/matchedgeometryproperties).
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1)
  public static let size = MatchedGeometryProperties(rawValue: 2)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
  /// SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`
  /// (https://developer.apple.com/documentation/swiftui/view/matchedgeometryeffect(id:in:properties:anchor:issource:)).
  public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                  properties: MatchedGeometryProperties = .frame,
                                                  anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
    _modified(.effect(MatchedGeometryEffect(id: "\(id)", namespace: namespace.name,
                                            position: properties.contains(.position), size: properties.contains(.size),
                                            anchor: anchor, isSource: isSource)))
  }
}
