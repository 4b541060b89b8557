import Foundation
import ViewRuntime

/// SwiftUI's `Gesture` (https://developer.apple.com/documentation/swiftui/gesture). Built-in gestures
/// and their `onChanged`/`onEnded` wrappers lower to the runtime's interaction role; a user's gesture
/// lowers through its `body`. They run when the scene's scripted events (`Tap`, `LongPress`, `Drag`)
/// reach the view.
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// A user's gesture has its body's value.
  associatedtype Value = Body.Value
  associatedtype Body: Gesture
  var body: Self.Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

/// A built-in gesture: lowered from its description, never through `body`.
public protocol _PrimitiveGesture {
  @_spi(AnimRender) var _gesture: _GestureDescription { get }
}

extension Gesture where Self: _PrimitiveGesture, Body == Never {
  public var body: Never { fatalError("\(Self.self) is a built-in gesture and has no body") }
}

/// A gesture as the runtime takes it: its kind and the handlers its modifiers added.
@_spi(AnimRender) public struct _GestureDescription {
  enum Kind {
    case drag(minimumDistance: Double)
    case tap(count: Int)
    case longPress(minimumDuration: Double)
  }
  var kind: Kind
  var drag = DragHandlers()
  /// `onEnded` of a tap or a long press.
  var ended: [() throws -> Void] = []

  /// The value a tap's or a long press's `onEnded` receives: `()` or `true`.
  var endValue: Any {
    if case .longPress = kind { return true }
    return ()
  }

  /// The view's interaction for this gesture.
  var role: InteractionRole {
    switch kind {
    case .drag(let minimumDistance):
      var handlers = drag
      handlers.minimumDistance = minimumDistance
      return .drag(handlers)
    case .tap:
      let ended = ended
      return .tap(action: { for e in ended { try e() } })
    case .longPress(let minimum):
      let ended = ended
      return .longPress(minimumDuration: minimum, action: { for e in ended { try e() } }, pressing: nil)
    }
  }
}

/// The runtime description of any gesture: a built-in's own, a user's through its body.
@MainActor func _gestureDescription<G: Gesture>(_ gesture: G) -> _GestureDescription {
  if let primitive = gesture as? any _PrimitiveGesture { return primitive._gesture }
  return _gestureDescription(gesture.body)
}

/// SwiftUI's `_ChangedGesture`: `onChanged(_:)` added to a gesture.
public struct _ChangedGesture<Content: Gesture>: Gesture, _PrimitiveGesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  @_spi(AnimRender) public let _gesture: _GestureDescription
}

/// SwiftUI's `_EndedGesture`: `onEnded(_:)` added to a gesture.
public struct _EndedGesture<Content: Gesture>: Gesture, _PrimitiveGesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  @_spi(AnimRender) public let _gesture: _GestureDescription
}

extension Gesture where Value: Equatable {
  /// SwiftUI's `onChanged(_:)`: runs as a drag moves (a tap or a long press reports no changes here).
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    var g = _gestureDescription(self)
    g.drag.onChanged.append { v in if let value = DragGesture.Value(v) as? Value { action(value) } }
    return _ChangedGesture(_gesture: g)
  }
}

extension Gesture {
  /// SwiftUI's `onEnded(_:)`: runs when the gesture succeeds.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    var g = _gestureDescription(self)
    g.drag.onEnded.append { v in if let value = DragGesture.Value(v) as? Value { action(value) } }
    let end = g.endValue
    g.ended.append { if let value = end as? Value { action(value) } }
    return _EndedGesture(_gesture: g)
  }

  @available(*, unavailable, message: "animrender: map(_:) on gestures is not supported yet")
  public func map<T>(_ body: @escaping (Value) -> T) -> Self { self }

  @available(*, unavailable, message: "animrender: simultaneously(with:) is not supported yet; attach each gesture with simultaneousGesture(_:)")
  public func simultaneously<Other: Gesture>(with other: Other) -> Self { self }

  @available(*, unavailable, message: "animrender: sequenced(before:) is not supported yet")
  public func sequenced<Other: Gesture>(before other: Other) -> Self { self }

  @available(*, unavailable, message: "animrender: exclusively(before:) is not supported yet")
  public func exclusively<Other: Gesture>(before other: Other) -> Self { self }
}
