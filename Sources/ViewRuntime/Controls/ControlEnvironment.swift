import Foundation

/// SwiftUI's `ControlSize`: how large controls draw (`.controlSize(_:)`).
/// https://developer.apple.com/documentation/swiftui/controlsize
public enum ControlSize: String, Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

/// The built-in button styles (`.buttonStyle(.bordered)`, …); `.automatic` is borderless on iOS.
/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
public enum ButtonStyleKind: String, Hashable, Sendable {
  case automatic, plain, borderless, bordered, borderedProminent
}

/// `ButtonBorderShape`: the outline of bordered buttons. `.automatic` follows the control size.
/// https://developer.apple.com/documentation/swiftui/buttonbordershape
public enum ButtonBorderShape: Hashable, Sendable {
  case automatic, capsule, circle, roundedRectangle, roundedRectangleRadius(Double)
}

/// `ButtonRole`: a destructive button draws red, a cancel button as usual (iOS gives it bold text in alerts only).
public enum ButtonRole: String, Hashable, Sendable { case destructive, cancel }

/// `LabelStyle`: which parts of a `Label` show.
public enum LabelStyleKind: String, Hashable, Sendable { case automatic, titleAndIcon, iconOnly, titleOnly }

/// Picker styles drawn: segmented, and menu (the current value with up-down chevrons, as iOS shows a closed menu picker).
public enum PickerStyleKind: String, Hashable, Sendable { case automatic, segmented, menu, wheel, inline, navigationLink }

/// `ProgressViewStyle`: `.automatic` is linear with a value, circular without one.
public enum ProgressViewStyleKind: String, Hashable, Sendable { case automatic, linear, circular }

/// `TextFieldStyle`: `.automatic`/`.plain` draw the text alone, `.roundedBorder` inside a bordered box.
public enum TextFieldStyleKind: String, Hashable, Sendable { case automatic, plain, roundedBorder }

/// `ToggleStyle`: a switch (the iOS default) or a button that shows its state by its fill.
public enum ToggleStyleKind: String, Hashable, Sendable { case automatic, switchStyle, button }

/// The environment values controls read, kept together so one line of `EnvironmentValues` carries them.
public struct ControlEnvironment {
  /// `.tint(_:)`: the controls' accent; nil means the accent colour (system blue).
  public var tint: Color?
  public var controlSize: ControlSize = .regular
  public var buttonStyle: ButtonStyleKind = .automatic
  /// A scene-defined `ButtonStyle` (its `makeBody(configuration:)` builds the button).
  public var customButtonStyle: CustomButtonStyle?
  public var buttonBorderShape: ButtonBorderShape = .automatic
  /// The role of the button being drawn (set by `Button(role:)`, read once by that button).
  public var buttonRole: ButtonRole?
  public var labelStyle: LabelStyleKind = .automatic
  public var pickerStyle: PickerStyleKind = .automatic
  public var progressViewStyle: ProgressViewStyleKind = .automatic
  public var textFieldStyle: TextFieldStyleKind = .automatic
  public var toggleStyle: ToggleStyleKind = .automatic
  /// `.disabled(true)`: controls draw dimmed and ignore taps.
  public var isDisabled = false
  /// Run after any button's own action here: an alert's actions dismiss the alert.
  public var afterButtonAction: (() throws -> Void)?

  public init() {}

  /// The scene value `labelsHidden()` and `labelsVisibility(_:)` set (true: the controls below draw
  /// without their labels).
  public static let labelsHiddenKey = "SwiftUI.labelsHidden"
}

/// A scene's own `ButtonStyle`: builds the button's body from its label and pressed state.
/// Scene taps are instants, so `isPressed` is always false when a frame is drawn (a choice: a tap has no duration).
public struct CustomButtonStyle {
  public let makeBody: (_ label: ViewNode, _ isPressed: Bool, _ role: ButtonRole?) throws -> ViewNode
  public init(makeBody: @escaping (ViewNode, Bool, ButtonRole?) throws -> ViewNode) { self.makeBody = makeBody }
}

/// Sets control environment values for the views below (`.buttonStyle`, `.controlSize`, `.tint`, …).
public struct ControlEnvironmentModifier: ViewEffect, ResolvableEffect {
  public let change: (inout ControlEnvironment) -> Void
  public init(_ change: @escaping (inout ControlEnvironment) -> Void) { self.change = change }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    try r.content { change(&$0.environment.controls) }
  }
}
