import Foundation
import ViewRuntime

/// SwiftUI's `LayoutValueKey` (https://developer.apple.com/documentation/swiftui/layoutvaluekey): a value
/// a subview carries (`layoutValue(key:value:)`) for the custom `Layout` it sits in to read
/// (`subviews[i][Key.self]`), as in WWDC22's "Compose custom layouts with SwiftUI" (a radial layout
/// reading each pet's rank). A view that sets no value reads the key's `defaultValue`.
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

extension View {
  /// SwiftUI's `layoutValue(key:value:)`: the runtime's ``LayoutValueEffect``, keyed by the key's type.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    _modified(.effect(LayoutValueEffect(key: ObjectIdentifier(K.self), value: value)))
  }
}

extension LayoutSubview {
  /// SwiftUI's `subscript(_:)` (https://developer.apple.com/documentation/swiftui/layoutsubview/subscript(_:)):
  /// the subview's value for `key`, or the key's default when it sets none.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    child.layoutValue(ObjectIdentifier(K.self)) as? K.Value ?? K.defaultValue
  }
}
