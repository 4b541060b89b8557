import Foundation

/// One scripted user event addressed to a view: `Tap(at: 0.5, on: "Like")`, a long press, a drag,
/// typing. The runtime finds its target at the event's time (see ``InteractionMap``) and runs only
/// that view's handlers, unlike `Scene(taps:)`, which fires every tap action on screen.
public struct InteractionEvent: Sendable {
  /// Which view the event goes to.
  public enum Target: Sendable, Equatable {
    /// A button title, a `Text`'s content, an `accessibilityIdentifier` or `accessibilityLabel`.
    case named(String)
    /// A canvas point (in points): the topmost hit-testable view drawn there.
    case point(x: Double, y: Double)
  }

  public enum Action: Sendable, Equatable {
    case tap
    /// Pressed for `duration` seconds (nil: the gesture's own `minimumDuration`).
    case longPress(duration: Double?)
    /// From a canvas point (nil: the target's centre) to a point, or by a translation, over `duration`.
    case drag(from: CGPoint?, to: CGPoint?, by: CGSize?, duration: Double)
    /// Typed one character every `interval` seconds, appended to the field's text.
    case type(String, interval: Double)
  }

  public var time: Double
  public var target: Target
  public var action: Action
  /// Where the scene wrote the event (`file:line:col`), so an unknown target is a located error.
  public var location: String

  public init(time: Double, target: Target, action: Action, location: String = "") {
    self.time = time; self.target = target; self.action = action; self.location = location
  }

  /// The word scene code writes for the event (`Tap`, `LongPress`, …), for messages.
  var verb: String {
    switch action {
    case .tap: "Tap"
    case .longPress: "LongPress"
    case .drag: "Drag"
    case .type: "Type"
    }
  }
}

/// Scripted events and how finely a drag is sampled: one `onChanged` per frame, as a finger moving
/// on a display refreshed at the scene's frame rate reports it.
public struct InteractionScript: Sendable {
  public var events: [InteractionEvent]
  /// Drag samples per second (the scene's fps).
  public var sampleRate: Double

  public init(events: [InteractionEvent] = [], sampleRate: Double = 60) {
    self.events = events.sorted { $0.time < $1.time }
    self.sampleRate = sampleRate > 0 && sampleRate.isFinite ? sampleRate : 60
  }
}

/// What `DragGesture`'s handlers receive (SwiftUI's `DragGesture.Value`), in the dragged view's
/// local coordinates for locations.
/// https://developer.apple.com/documentation/swiftui/draggesture/value
public struct DragValue: Hashable, Sendable {
  public var time: Double
  public var location: CGPoint
  public var startLocation: CGPoint
  public var translation: CGSize
  public var velocity: CGSize
  /// A scripted drag ends where it stops (no fling), so these equal location and translation.
  public var predictedEndLocation: CGPoint
  public var predictedEndTranslation: CGSize

  public init(time: Double, location: CGPoint, startLocation: CGPoint, velocity: CGSize) {
    self.time = time
    self.location = location
    self.startLocation = startLocation
    translation = CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    self.velocity = velocity
    predictedEndLocation = location
    predictedEndTranslation = translation
  }
}

/// A `DragGesture`'s handlers as the runtime calls them. Controls that follow a finger (`Slider`,
/// `ScrollView`) adopt the same hook: wrap the control in `InteractionEffect(.drag(…))`.
public struct DragHandlers {
  public var minimumDistance: Double
  /// `.updating($state) { value, state, transaction in … }`: writes gesture state while the drag
  /// lasts; `resets` put each `@GestureState` back to its initial value when it ends.
  public var updating: [(DragValue) throws -> Void]
  public var resets: [() throws -> Void]
  public var onChanged: [(DragValue) throws -> Void]
  public var onEnded: [(DragValue) throws -> Void]

  public init(minimumDistance: Double = 10, updating: [(DragValue) throws -> Void] = [], resets: [() throws -> Void] = [],
              onChanged: [(DragValue) throws -> Void] = [], onEnded: [(DragValue) throws -> Void] = []) {
    self.minimumDistance = minimumDistance
    self.updating = updating; self.resets = resets; self.onChanged = onChanged; self.onEnded = onEnded
  }
}

/// How a text field takes typing: the hook `TextField` (or any control holding text) adopts with
/// `InteractionEffect(.textInput(…))`. `title` is the field's title or prompt, a name events use.
public struct TextInputHook {
  public var title: String
  public var text: () -> String
  public var setText: (String) throws -> Void

  public init(title: String, text: @escaping () -> String, setText: @escaping (String) throws -> Void) {
    self.title = title; self.text = text; self.setText = setText
  }
}
