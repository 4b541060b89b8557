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

/// A `ForEach` inside a `Picker` or `TabView` tags each of its views with the element's id, unless it
/// has a tag of its own: SwiftUI's implicit tags ("ForEach automatically applies the appropriate tag
/// to each item", https://developer.apple.com/documentation/swiftui/picker). Only while such a
/// container reads its content, so other `ForEach`es keep the nodes they always had.
enum _ImplicitTags {
  @TaskLocal static var areApplied = false

  /// `content` lowered with the `ForEach`es in it tagging their views.
  @MainActor static func lowering<V: View>(_ content: V) -> ViewNode { $areApplied.withValue(true) { _makeNode(content) } }

  /// `row`, tagged with `id` if tags are being applied and it has none.
  static func tagged<ID: Hashable>(_ row: ViewNode, _ id: ID) -> ViewNode {
    guard areApplied, !hasTag(row) else { return row }
    return .modified(row, .effect(TagEffect(_TagValue.normalized(id))))
  }

  private static func hasTag(_ node: ViewNode) -> Bool {
    guard case .modified(let inner, let modifier) = node else { return false }
    if case .effect(let e) = modifier, e is TagEffect { return true }
    return hasTag(inner)
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
