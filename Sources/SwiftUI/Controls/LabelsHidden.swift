import Foundation
import ViewRuntime

extension View {
  /// SwiftUI's `labelsHidden()`: toggles and steppers below draw without their labels (pickers and
  /// sliders draw none on iOS anyway).
  /// https://developer.apple.com/documentation/swiftui/view/labelshidden()
  public func labelsHidden() -> some View {
    _modified(.sceneEnvironment(key: ControlStyleEnvironment.labelsHiddenKey, value: AnyHashable(true)))
  }
}
