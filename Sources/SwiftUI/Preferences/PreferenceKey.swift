import Foundation
import ViewRuntime

/// SwiftUI's `PreferenceKey`: a named value that views set and their ancestors read, combined over
/// siblings with `reduce` (https://developer.apple.com/documentation/swiftui/preferencekey).
public protocol PreferenceKey {
  associatedtype Value
  /// The value of a view whose subtree sets none.
  static var defaultValue: Value { get }
  /// Folds the next sibling's value (in view-tree order) into the accumulated one.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// SwiftUI's default for optional values: nil
  /// (https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue-4f6q6).
  public static var defaultValue: Value { nil }
}

extension PreferenceKey {
  /// The key as the runtime passes it up the tree (values as `Any`, cast back here).
  static var _runtimeKey: AnyPreferenceKey {
    AnyPreferenceKey(
      id: ObjectIdentifier(Self.self), name: String(describing: Self.self),
      defaultValue: { Self.defaultValue },
      reduce: { value, next in
        guard var v = value as? Value else { return }
        Self.reduce(value: &v) { next() as? Value ?? Self.defaultValue }
        value = v
      })
  }
}
