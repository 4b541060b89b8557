import Foundation
import ViewRuntime

// SwiftUI's `LayoutValueKey` (https://developer.apple.com/documentation/swiftui/layoutvaluekey): a value
// a subview carries (`layoutValue(key:value:)`) for a custom `Layout` to read (`subview[Key.self]`).
// The runtime's layout children carry no such values yet, so these are declared unavailable: a scene
// using them fails at its own line with the message, not with "cannot find type 'LayoutValueKey'".

@available(*, unavailable, message: "animrender: LayoutValueKey is not supported yet (subviews carry no layout values); pass the values to the Layout itself or use layoutPriority")
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

extension View {
  @available(*, unavailable, message: "animrender: layoutValue(key:value:) is not supported yet (subviews carry no layout values); pass the values to the Layout itself or use layoutPriority")
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View { self }
}

extension LayoutSubview {
  @available(*, unavailable, message: "animrender: LayoutValueKey is not supported yet (subviews carry no layout values)")
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { fatalError("LayoutValueKey is unavailable") }
}
