/// An opaque Swift value owned by the host (an `Angle`, a `Color`, an `Animation`, a view), boxed for the
/// interpreter. `typeName` is the name it is registered under in the `HostRegistry`.
public struct HostValue: @unchecked Sendable {
  // @unchecked: payloads are registered host values; the registry only stores Sendable Swift types.
  public let typeName: String
  public let payload: Any

  public init(typeName: String, payload: Any) {
    self.typeName = typeName
    self.payload = payload
  }

  /// The payload as `T`, or nil.
  public func get<T>(_ type: T.Type = T.self) -> T? { payload as? T }

  func isEqual(to other: HostValue) -> Bool? {
    guard typeName == other.typeName, let lhs = payload as? any Equatable else { return nil }
    return lhs.isEqual(toAny: other.payload)
  }
}

/// A host payload with reference semantics (a class, like Foundation's `DateFormatter`): setting a
/// property changes the one shared object, so it needs no `var` and nothing is written back.
protocol HostReference: AnyObject {}

extension HostValue {
  var isReference: Bool { payload is any HostReference }
}

extension Equatable {
  fileprivate func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
