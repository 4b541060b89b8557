import Graphics
import ViewRuntime

/// What rendering needs from a loaded scene: a library compiled by swiftc (`CompiledProgram`, in the
/// `CompiledScene` target above this one) or, in tests, a program written in Swift.
public protocol RenderableProgram: AnyObject {
  /// `Scene(…)`'s settings, defaults for what it does not say.
  var sceneSettings: SceneSettings { get }
  /// `--preview NAME`: a preview to render instead of the scene.
  var previewName: String? { get set }
  /// `Scene(colorScheme:)`, else a `.preferredColorScheme` on the root view, else light.
  func colorScheme() throws -> ColorScheme
  /// `Scene(background:)` resolved in `scheme`, else the system background of the scheme.
  func backgroundColor(scheme: ColorScheme) throws -> RGBAColor
  /// `date`/`seed` when given (the command line's), else the scene's, else the defaults.
  func clockSettings(date: Double?, seed: UInt64?) -> ClockSettings
  /// The root view, built on `clock`.
  func makeRootView(clock: ClockSettings) throws -> AnyView
  /// The root view on the default clock (the preview's canvas).
  func makeRootView() throws -> AnyView
  /// The scene's scripted events, drags sampled once per frame at `fps`.
  func eventScript(fps: Double) -> InteractionScript
  /// Throws the first error scene code raised inside a runtime callback; called after every frame.
  func checkErrors() throws
}

/// The numbers and lists of a scene's `Scene(…)`, as rendering reads them.
public struct SceneSettings {
  public var width: Double = 400
  public var height: Double = 400
  public var scale: Double = 1
  public var fps: Double = 60
  /// The written duration, or the default when `durationIsExplicit` is false.
  public var duration: Double = 3
  public var durationIsExplicit = false
  public var taps: [Double] = []
  public var events: [InteractionEvent] = []
  public var device: DeviceModel?
  public var statusBar = true
  /// A size-that-fits preview: the canvas is the root's ideal size (``SceneFile/fitCanvas(_:)``).
  public var sizeThatFits = false

  public init() {}
}
