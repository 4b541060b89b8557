import Foundation
import ViewRuntime

/// An element of `Scene(taps:)` / `Scene(events:)`: a bare time (every tap action on screen runs) or a
/// scripted event addressed to one view. The pre-pass rewrites the scene's `Tap(…)`, `LongPress(…)`,
/// `Drag(…)` and `Type(…)` in those arguments to these functions, so the names stay out of user scope.
@_spi(AnimRender) public struct _SceneEvent: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  /// A bare time, or nil for a scripted event.
  public let time: Double?
  public let event: InteractionEvent?

  public init(floatLiteral value: Double) { time = value; event = nil }
  public init(integerLiteral value: Int) { time = Double(value); event = nil }
  init(_ event: InteractionEvent) { time = nil; self.event = event }

  static func make(_ at: Double, _ target: InteractionEvent.Target, _ action: InteractionEvent.Action,
                   _ file: String, _ line: Int, _ column: Int) -> _SceneEvent {
    _SceneEvent(InteractionEvent(time: at, target: target, action: action, location: "\(file):\(line):\(column)"))
  }

  public static func Tap(at: Double, on: String, file: String = #file, line: Int = #line, column: Int = #column) -> _SceneEvent {
    make(at, .named(on), .tap, file, line, column)
  }
  public static func Tap(at: Double, x: Double, y: Double, file: String = #file, line: Int = #line, column: Int = #column) -> _SceneEvent {
    make(at, .point(x: x, y: y), .tap, file, line, column)
  }
  public static func LongPress(at: Double, on: String, duration: Double? = nil,
                               file: String = #file, line: Int = #line, column: Int = #column) -> _SceneEvent {
    make(at, .named(on), .longPress(duration: duration), file, line, column)
  }
  public static func LongPress(at: Double, x: Double, y: Double, duration: Double? = nil,
                               file: String = #file, line: Int = #line, column: Int = #column) -> _SceneEvent {
    make(at, .point(x: x, y: y), .longPress(duration: duration), file, line, column)
  }
  /// `Drag(on:from:to:by:at:duration:)`: a view by name or a start point; where it goes, `to:` or `by:`.
  public static func Drag(on: String? = nil, from: CGPoint? = nil, to: CGPoint? = nil, by: CGSize? = nil, at: Double,
                          duration: Double = 0.3, file: String = #file, line: Int = #line, column: Int = #column) -> _SceneEvent {
    let target: InteractionEvent.Target = on.map { .named($0) } ?? .point(x: Double(from?.x ?? 0), y: Double(from?.y ?? 0))
    return make(at, target, .drag(from: from, to: to, by: by, duration: max(0, duration)), file, line, column)
  }
  /// `Type("text", into:at:interval:)` (renamed: `_SceneEvent.Type` would be the metatype).
  public static func TypeText(_ text: String, into: String, at: Double, interval: Double = 0.08,
                              file: String = #file, line: Int = #line, column: Int = #column) -> _SceneEvent {
    make(at, .named(into), .type(text, interval: max(0, interval)), file, line, column)
  }
}
