import Foundation
import ViewRuntime

extension View {
  /// SwiftUI's `onTapGesture(count:perform:)`: the action runs at the scene's tap times.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    _modified(.onTapGesture(count: count, action: action))
  }
}
