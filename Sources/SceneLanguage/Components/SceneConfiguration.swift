import ViewRuntime

/// The arguments of the scene file's `Scene(…)`, with their defaults.
public struct SceneConfiguration {
  /// Canvas width in points. Default 400.
  public var width: Double = 400
  /// Canvas height in points. Default 400.
  public var height: Double = 400
  /// Pixels per point. Default 1.
  public var scale: Double = 1
  /// Frames per second. Default 60.
  public var fps: Double = 60
  /// Length of the render in seconds. Default 3.
  public var duration: Double = 3
  /// Whether the scene wrote `Scene(duration:)`; false when `duration` is the default (a tool may then
  /// choose a length from the scene's animations).
  public var durationIsExplicit = false
  /// Any Color value; nil means the runtime's default (white).
  public var background: Value?
  /// `Scene(colorScheme: .dark)`: the appearance system colours and the default background take.
  public var colorScheme: Value?
  /// Times (seconds) at which every `.onTapGesture` and `Button` action runs. Default none.
  public var taps: [Double] = []
  /// Scripted events addressed to one view each (`Tap(at:on:)`, `LongPress`, `Drag`, `Type`), from
  /// `Scene(events:)` or mixed into `taps:`.
  public var events: [InteractionEvent] = []
  /// `Scene(date: "2024-05-01T10:00:00Z")`: the date at scene time 0 (seconds since 1970); nil: the
  /// default (`ClockSettings.defaultEpoch`). `--date` overrides it.
  public var date: Double?
  /// `Scene(seed: 7)`: the seed of the scene's random numbers; nil: the default. `--seed` overrides it.
  public var seed: UInt64?
  /// `Scene(assets: "Brand.xcassets")`: the asset catalog folder, relative to the scene file.
  public var assets: String?
  /// `Scene(device: .iPhone16Pro)`: the canvas, scale and safe area of a device (width, height and scale
  /// written beside it win); nil: a plain canvas with no safe area.
  public var device: DeviceModel?
  /// `Scene(device:statusBar: false)`: leave out the status bar, Dynamic Island and home indicator.
  public var statusBar = true

  public init() {}
}
