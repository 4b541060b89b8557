import Foundation
import ViewRuntime

extension View {
  /// SwiftUI's `onGeometryChange(for:of:action:)`: `transform` of the view's geometry, once it is laid
  /// out; `action` runs with the first value and whenever it changes.
  /// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
  public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                             action: @escaping (_ newValue: T) -> Void) -> some View {
    onGeometryChange(for: type, of: transform) { (_: T, new: T) in action(new) }
  }

  /// SwiftUI's `onGeometryChange(for:of:action:)` given the old value and the new one (the first
  /// call, when the view appears, gets the first value as both).
  public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                             action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
    _modified(.effect(GeometryChangeEffect(
      typeName: String(describing: T.self),
      value: { ChangeValue.wrap(transform(GeometryProxy(proxy: $0))) },
      action: { new, old in
        guard let value = ChangeValue.unwrap(new, as: T.self) else { return }
        action(old.flatMap { ChangeValue.unwrap($0, as: T.self) } ?? value, value)
      })))
  }
}
