import Foundation
import ViewRuntime

extension View {
  /// SwiftUI's `labelsHidden()`: toggles and steppers below draw without their labels (pickers and
  /// sliders draw none on iOS anyway).
  /// https://developer.apple.com/documentation/swiftui/view/labelshidden()
  public func labelsHidden() -> some View {
    _modified(.sceneEnvironment(key: ControlStyleEnvironment.labelsHiddenKey, value: AnyHashable(true)))
  }

  /// SwiftUI's `labelsVisibility(_:)`: `.hidden` is `labelsHidden()`; `.visible` and `.automatic` show
  /// the labels again below a container that hid them (iOS's toggles, steppers and navigation-link
  /// pickers show theirs by default).
  /// https://developer.apple.com/documentation/swiftui/view/labelsvisibility(_:)
  public func labelsVisibility(_ visibility: Visibility) -> some View {
    _modified(.sceneEnvironment(key: ControlStyleEnvironment.labelsHiddenKey, value: AnyHashable(visibility == .hidden)))
  }
}
