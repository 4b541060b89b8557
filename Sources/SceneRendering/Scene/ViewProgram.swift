import Graphics
import ViewRuntime

/// A scene written directly in Swift against the runtime's views (as `DemoScene` is): a root view and
/// its `Scene(…)` settings, rendered like a compiled scene without any compiler. What the layers below
/// the compiled front end are tested with.
///
/// Code in its actions and bodies cannot throw through the runtime; it reports an error with
/// ``raise(_:)`` and the frame source throws it at the frame that raised it, as scene code's errors
/// surface (`RenderableProgram.checkErrors()`).
public final class ViewProgram: RenderableProgram, @unchecked Sendable {
  public var sceneSettings: SceneSettings
  public var previewName: String?
  public var colorSchemeValue: ColorScheme
  private let root: (ViewProgram) -> AnyView
  private var raised: Error?

  /// - Parameter root: builds the root view; it may keep the program to ``raise(_:)`` errors.
  public init(settings: SceneSettings, colorScheme: ColorScheme = .light, root: @escaping (ViewProgram) -> AnyView) {
    sceneSettings = settings
    colorSchemeValue = colorScheme
    self.root = root
  }

  /// Keeps the first error; the next frame (or inspection) throws it.
  public func raise(_ error: Error) {
    if raised == nil { raised = error }
  }

  public func colorScheme() throws -> ColorScheme { colorSchemeValue }
  public func backgroundColor(scheme: ColorScheme) throws -> RGBAColor { ColorSchemeModifier.canvas(scheme) }
  public func clockSettings(date: Double?, seed: UInt64?) -> ClockSettings {
    ClockSettings(epoch: date ?? ClockSettings.defaultEpoch, seed: seed ?? ClockSettings.defaultSeed)
  }
  public func makeRootView(clock: ClockSettings) throws -> AnyView { root(self) }
  public func makeRootView() throws -> AnyView { root(self) }
  public func eventScript(fps: Double) -> InteractionScript { InteractionScript(events: sceneSettings.events, sampleRate: fps) }
  public func checkErrors() throws {
    if let raised { throw raised }
  }
}
