import Foundation
import ViewRuntime

extension View {
  /// SwiftUI's `tag(_:includeOptional:)`: a value naming the view for its container (a `Picker`'s
  /// options; a `Canvas`'s symbols). Stored without an optional wrapper, so a tag of `T` matches a
  /// selection of `T?` (SwiftUI's `includeOptional: true`).
  /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    let value = _TagValue.normalized(tag)
    return _modified(.effect(TagEffect(value)))
  }
}

/// Tag and selection values compared without their optional wrappers.
enum _TagValue {
  static func normalized<V: Hashable>(_ value: V) -> AnyHashable {
    if let optional = value as? any _OptionalHashable { return optional._unwrappedHashable }
    return AnyHashable(value)
  }
}

protocol _OptionalHashable {
  var _unwrappedHashable: AnyHashable { get }
}

extension Optional: _OptionalHashable where Wrapped: Hashable {
  var _unwrappedHashable: AnyHashable {
    switch self {
    case .some(let wrapped): return _TagValue.normalized(wrapped)
    case .none: return AnyHashable(Optional<Wrapped>.none)
    }
  }
}
