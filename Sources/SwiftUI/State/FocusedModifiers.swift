import Foundation

extension View {
  /// SwiftUI's `focused(_:)` (https://developer.apple.com/documentation/swiftui/view/focused(_:)).
  /// Nothing draws focus in a render (no caret, no focus ring), so the view is unchanged; the
  /// `@FocusState` it binds is kept and read like any state.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

  /// SwiftUI's `focused(_:equals:)`, as ``focused(_:)``.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}
