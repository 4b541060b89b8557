import CairoRenderer
import Foundation
import Graphics
import ViewRuntime

/// A scene loaded for rendering: its program (a library compiled by swiftc and loaded, from the
/// `CompiledScene` target above this one) and the settings it asks for.
public struct SceneFile {
  public let path: String
  public let program: any RenderableProgram
  /// Unknown symbol names met while rendering.
  public let unknownSymbols: UnknownSymbolReport?

  /// A scene whose program is loaded (a compiled library). `strict`: an unknown symbol name is an
  /// error instead of a warning and nothing drawn.
  /// `symbolPlaces`: where the scene writes each literal symbol name, for the warning.
  public init(path: String, program: any RenderableProgram, strict: Bool = false, symbolPlaces: [String: String] = [:]) {
    self.path = path
    self.program = program
    unknownSymbols = UnknownSymbolReport(scene: path, strict: strict, places: symbolPlaces)
  }

  public static func printToStandardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// The scene's own settings: what `Scene(…)` says, defaults for the rest.
  /// - Parameter deriveDuration: false when the caller overrides the duration anyway.
  public func baseSettings(deriveDuration: Bool = true) throws -> RenderSettings {
    let c = program.sceneSettings
    let scheme = try program.colorScheme()
    var settings = RenderSettings(
      width: c.width, height: c.height, scale: c.scale, fps: Int(c.fps.rounded()), duration: c.duration,
      background: try program.backgroundColor(scheme: scheme))
    settings.colorScheme = scheme
    settings.device = c.device
    settings.statusBar = c.statusBar
    settings.fitsContent = c.sizeThatFits
    if deriveDuration && durationIsDerived {
      // No duration in Scene(…): show the whole animation (see DurationEstimate).
      settings.duration = try DurationEstimate.duration(of: frameSource(settings: settings), fps: settings.fps)
    }
    return settings
  }

  /// True when `Scene(…)` gives no duration, so renders use `DurationEstimate`.
  public var durationIsDerived: Bool { !program.sceneSettings.durationIsExplicit }

  /// A runtime on the final canvas (options may have resized it), measuring text with `measurer`.
  public func makeRuntime(settings: RenderSettings, measurer: any TextMeasurer) throws -> SceneRuntime {
    let clock = program.clockSettings(date: settings.date, seed: settings.seed)
    let runtime = try SceneRuntime(
      root: Self.canvasRoot(program.makeRootView(clock: clock), settings: settings),
      canvasSize: CGSize(width: settings.width, height: settings.height),
      background: settings.background, taps: program.sceneSettings.taps,
      events: program.eventScript(fps: Double(settings.fps)), measurer: measurer, clock: clock)
    if let report = unknownSymbols { runtime.onUnknownSymbol = { try report.report($0) } }
    let scene = path
    runtime.onWarning = { WarningLog.shared.warn(file: scene, $0) }
    return runtime
  }

  /// The scene's view on the render's canvas: on the device's screen (laid out in its safe area, with
  /// its chrome) when there is one, in the render's appearance and environment. Every way a view
  /// reaches a canvas (scenes, previews, `--view`, variants, the preview browser) goes through here.
  public static func canvasRoot(_ view: ViewRuntime.AnyView, settings: RenderSettings) -> ViewRuntime.AnyView {
    environmentRoot(ColorSchemeModifier.root(
      DeviceScreen.root(view, device: settings.device, canvas: CGSize(width: settings.width, height: settings.height),
                        statusBar: settings.statusBar),
      settings.colorScheme), settings: settings)
  }

  /// The root with the render's environment values that are not the defaults: the Dynamic Type size
  /// and the locale, kept by name as the SwiftUI module's `EnvironmentValues` reads them.
  static func environmentRoot(_ root: ViewRuntime.AnyView, settings: RenderSettings) -> ViewRuntime.AnyView {
    var node = root._node
    if settings.dynamicTypeSize != .large {
      node = .modified(node, .sceneEnvironment(key: EnvironmentValues.dynamicTypeSizeKey, value: AnyHashable(settings.dynamicTypeSize)))
    }
    if let locale = settings.locale {
      node = .modified(node, .sceneEnvironment(key: "locale", value: AnyHashable(Locale(identifier: locale))))
    }
    return ViewRuntime.AnyView(node: node)
  }

  /// Pango with the pinned fonts: how every render measures text.
  public static func pinnedFontMeasurer() throws -> any TextMeasurer {
    CairoRasterizer(fonts: try FontLibrary()).makeTextMeasurer()
  }

  /// The scene's frames, text measured with the pinned fonts unless `measurer` is given (pass the
  /// rasterizer's own, so layout and drawing agree).
  public func frameSource(settings: RenderSettings, measurer: (any TextMeasurer)? = nil) throws -> SceneFileFrameSource {
    let measurer = try measurer ?? Self.pinnedFontMeasurer()
    return SceneFileFrameSource(runtime: try makeRuntime(settings: settings, measurer: measurer), program: program)
  }
}
