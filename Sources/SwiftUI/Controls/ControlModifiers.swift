import Foundation
import ViewRuntime

extension View {
  /// SwiftUI's `controlSize(_:)`.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    _modified(ControlStyleEnvironment.environment { $0.controlSize = controlSize })
  }

  /// SwiftUI's `disabled(_:)`: controls below draw dimmed and ignore taps; an outer `disabled(true)`
  /// wins over an inner `disabled(false)`, as in SwiftUI.
  public func disabled(_ disabled: Bool) -> some View {
    _modified(ControlStyleEnvironment.environment { $0.isDisabled = $0.isDisabled || disabled })
  }
}
