import CairoRenderer
import Foundation
import Graphics
import SceneLanguage
import ViewRuntime

/// A `.swift-dsl` file loaded for rendering: its program (interpreted, or compiled and loaded) and the
/// settings it asks for.
///
/// Loading reports what is wrong with the file in one line: a missing or unreadable file here, a
/// scene error with its `file:line:col` from the language.
public struct SceneFile {
  public let path: String
  public let program: any RenderableProgram
  /// Unknown symbol names met while rendering (compiled scenes; interpreted ones check where written).
  public let unknownSymbols: UnknownSymbolReport?

  /// Largest scene file read; a scene is source code, not data.
  public static let maxBytes = 1 << 20

  /// - Parameter printSink: where the scene's `print` goes; standard error by default, so it never
  ///   mixes with JSON on standard output.
  /// - Parameter assets: `--assets` and `--strict` (`catalogPath`, `strict`); by default the catalog is
  ///   `Scene(assets:)` or `Assets.xcassets` beside the scene, and missing assets warn on standard error.
  public init(path: String, printSink: @escaping (String) -> Void = SceneFile.printToStandardError,
              assets: SceneAssetOptions = SceneFile.assetOptions()) throws {
    self.path = path
    guard FileManager.default.fileExists(atPath: path) else { throw SceneFileError("no scene file at '\(path)'") }
    guard let data = FileManager.default.contents(atPath: path) else { throw SceneFileError("cannot read '\(path)'") }
    guard data.count <= Self.maxBytes else {
      throw SceneFileError("'\(path)' is larger than \(Self.maxBytes >> 10) KB; is it really a scene?")
    }
    guard let text = String(data: data, encoding: .utf8) else { throw SceneFileError("'\(path)' is not UTF-8 text") }
    program = try SceneProgram(swiftUISource: text, fileName: path, printSink: printSink, assets: assets)
    unknownSymbols = nil
  }

  /// A scene another front end loaded (a compiled library). `strict`: an unknown symbol name is an
  /// error instead of a warning and nothing drawn.
  /// `symbolPlaces`: where the scene writes each literal symbol name, for the warning.
  public init(path: String, program: any RenderableProgram, strict: Bool = false, symbolPlaces: [String: String] = [:]) {
    self.path = path
    self.program = program
    unknownSymbols = UnknownSymbolReport(scene: path, strict: strict, places: symbolPlaces)
  }

  /// Asset options reading catalogs with ``AssetCatalog`` and warning on standard error.
  public static func assetOptions(catalogPath: String? = nil, strict: Bool = false,
                                  warn: @escaping (String) -> Void = SceneFile.printToStandardError) -> SceneAssetOptions {
    SceneAssetOptions(catalogPath: catalogPath, strict: strict, load: { try AssetCatalog(path: $0) }, warn: warn)
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

/// A scene file that could not be loaded; the description is the one-line message users see.
public struct SceneFileError: Error, CustomStringConvertible, Equatable {
  public let description: String
  init(_ reason: String) { description = "error: \(reason)" }
}
