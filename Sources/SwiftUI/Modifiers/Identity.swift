import Foundation
import ViewRuntime

extension View {
  /// SwiftUI's `id(_:)`: a new identity when the value changes (the old view is removed, a new one
  /// inserted, with their transitions) (https://developer.apple.com/documentation/swiftui/view/id(_:)).
  public func id<ID: Hashable>(_ id: ID) -> some View { _modified(.id(AnyHashable(id))) }
}
