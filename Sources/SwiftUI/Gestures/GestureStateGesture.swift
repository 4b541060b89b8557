import Foundation
import ViewRuntime

/// SwiftUI's `GestureStateGesture`: `updating(_:body:)` added to a gesture.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, _PrimitiveGesture {
  public typealias Value = Base.Value
  public typealias Body = Never
  @_spi(AnimRender) public let _gesture: _GestureDescription
}

extension Gesture {
  /// SwiftUI's `updating(_:body:)`: while a drag lasts, `body` writes the `@GestureState`, which returns
  /// to its initial value when the drag ends
  /// (https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)).
  public func updating<State>(_ state: GestureState<State>,
                              body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
    var g = _gestureDescription(self)
    g.drag.updating.append { v in
      guard let value = DragGesture.Value(v) as? Value else { return }
      var current = state.wrappedValue
      var transaction = Transaction()
      body(value, &current, &transaction)
      state._set(current)
    }
    g.drag.resets.append { state._reset() }
    return GestureStateGesture(_gesture: g)
  }
}
