import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Graphics
import SceneCompiler
import SceneRendering
@_spi(AnimRender) import SwiftUI
import ViewRuntime

/// A scene compiled by swiftc and loaded: its `Scene(…)` description, as rendering reads a program.
///
/// Scene code is native here: a trap ends the process (the CLI runs this in a worker), so the only
/// deferred error is `--strict`'s missing asset; `checkErrors()` also reports frame progress to the
/// worker's watchdog.
public final class CompiledProgram: RenderableProgram {
  /// The scene's description; with `previewName`, the preview's (the scene's settings, the preview's
  /// root, and the canvas of its `.fixedLayout`/`.sizeThatFitsLayout` trait or `.previewDevice`).
  private(set) var scene: _SceneDescription
  /// The loaded library (never closed), for its `#Preview` entries.
  let handle: UnsafeMutableRawPointer?
  /// `--preview NAME`: a `#Preview` or `PreviewProvider` entry of the library instead of the scene.
  public var previewName: String? {
    didSet {
      preview = previewName.flatMap { name in handle.flatMap { SceneLibraryLoader.call($0, ScenePrepass.previewSymbol(name)) } }
      if let preview { scene = preview }
    }
  }
  private var preview: _SceneDescription?
  /// Called after every frame (the watchdog's heartbeat).
  public var onFrame: () -> Void = {}
  /// The scene's asset catalog, installed before its views are built.
  public var assets: CompiledAssets?
  /// The scene's string catalogs, installed before its views are built (nil: keys are shown as written).
  public var strings: CompiledStrings?

  /// The scene of the compiled library at `path`, loaded into this process.
  /// Loading a library makes this process a scene worker: `Date()` and system random numbers in
  /// scene code follow the scene's clock from now on (`SceneProcessHooks`).
  public convenience init(libraryPath path: String) throws {
    SceneProcessHooks.install
    let loaded = try SceneLibraryLoader.load(path)
    try self.init(scene: loaded.scene, handle: loaded.handle)
  }

  init(scene: _SceneDescription, handle: UnsafeMutableRawPointer? = nil) throws {
    self.scene = scene
    self.handle = handle
    // At the argument's place when the pre-pass recorded it (`file:line:col: error: …`).
    func refused(_ label: String, _ reason: String) -> CompiledSceneError {
      scene.settingLocations[label].map { CompiledSceneError(full: "\($0): error: \(reason)") } ?? CompiledSceneError(reason)
    }
    if let name = scene.deviceName, scene.device == nil {
      throw refused("device", "unknown device '\(name)'; known devices: \(DeviceModel.knownList)")
    }
    if let date = scene.date, ClockSettings.parseDate(date) == nil {
      throw refused("date", "Scene 'date' must be an ISO 8601 date like \"2024-05-01T10:00:00Z\" (got \"\(date)\")")
    }
    for (name, value) in [("width", scene.width), ("height", scene.height), ("scale", scene.scale), ("fps", scene.fps)] + (scene.duration.map { [("duration", $0)] } ?? [])
    where !(value > 0 && value.isFinite) {
      throw CompiledSceneError("Scene '\(name)' must be a positive number")
    }
  }

  /// Where the scene writes each literal SF Symbol name (`file:line:col`), from the pre-pass's table
  /// (`ScenePrepass.symbolPlacesSymbol`), for the unknown-symbol warning.
  public var symbolPlaces: [String: String] {
    guard let text = table(ScenePrepass.symbolPlacesSymbol) else { return [:] }
    var places: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "\t", maxSplits: 1)
      if parts.count == 2 { places[String(parts[0])] = String(parts[1]) }
    }
    return places
  }

  /// The generated asset names the library declares as placeholders because no catalog has them
  /// (``AssetPlaceholders``): kind (`color`/`image`), name and `file:line:col`, one per kind and name.
  public var assetPlaceholders: [(kind: String, name: String, place: String)] {
    table(AssetPlaceholders.tableSymbol).map(AssetPlaceholders.entries(ofTable:)) ?? []
  }

  /// The text of one of the library's `@_cdecl` tables (a function returning a C string), if it has it.
  func table(_ symbol: String) -> String? {
    guard let handle, let address = dlsym(handle, symbol) else { return nil }
    typealias Table = @convention(c) () -> UnsafePointer<CChar>
    return String(cString: unsafeBitCast(address, to: Table.self)())
  }

  public var sceneSettings: SceneSettings {
    var s = SceneSettings()
    s.width = scene.width; s.height = scene.height; s.scale = scene.scale; s.fps = scene.fps
    if let d = scene.duration { s.duration = d; s.durationIsExplicit = true }
    s.taps = scene.taps.sorted(); s.events = scene.events; s.device = scene.device; s.statusBar = scene.statusBar
    s.sizeThatFits = scene.sizeThatFits
    return s
  }

  public func colorScheme() throws -> ViewRuntime.ColorScheme {
    if let written = scene.colorScheme { return written }
    return ColorSchemeModifier.preferredScheme(of: try makeRootView()._node) ?? .light
  }

  public func backgroundColor(scheme: ViewRuntime.ColorScheme) throws -> RGBAColor {
    scene.background?.resolved(scheme) ?? ColorSchemeModifier.canvas(scheme)
  }

  public func clockSettings(date: Double?, seed: UInt64?) -> ClockSettings {
    ClockSettings(epoch: date ?? scene.date.flatMap(ClockSettings.parseDate) ?? ClockSettings.defaultEpoch,
                  seed: seed ?? scene.seed ?? ClockSettings.defaultSeed)
  }

  public func makeRootView(clock: ClockSettings) throws -> ViewRuntime.AnyView {
    // As the interpreter: a `Date()` or random number read while the root is built uses the render's clock.
    try RuntimeClock.$current.withValue(RuntimeClock(settings: clock)) { try makeRootView() }
  }

  public func makeRootView() throws -> ViewRuntime.AnyView {
    assets?.install()
    if let strings { strings.install() } else { _StringLookup.template = nil }
    _ScreenCanvas.size = CGSize(width: scene.width, height: scene.height)
    guard let previewName else { return ViewRuntime.AnyView(node: scene.rootNode()) }
    // `#Preview("Name")` blocks are entries of their own (the scene's settings, the preview's content).
    guard let preview else {
      throw CompiledSceneError("no #Preview or PreviewProvider named '\(previewName)' in the scene"
        + (previewName.contains("/") ? "" : " (when several files have a preview of that name, name one as File.swift/\(previewName))"))
    }
    if let name = preview.deviceName, preview.device == nil {
      throw CompiledSceneError("unknown device '\(name)' in .previewDevice of preview '\(previewName)'; known devices: "
        + "iPhone 16, iPhone 16 Plus, iPhone 16 Pro, iPhone 16 Pro Max, iPhone SE (3rd generation), iPad Pro 11-inch (M4), "
        + "the iPhone 15 and 14 Pro models, or \(DeviceModel.knownList)")
    }
    return ViewRuntime.AnyView(node: preview.rootNode())
  }

  public func eventScript(fps: Double) -> InteractionScript { InteractionScript(events: scene.events, sampleRate: fps) }

  public func checkErrors() throws {
    onFrame()
    // `--strict`: a missing asset met while drawing fails the render at that frame.
    if let failure = assets?.failure { throw failure }
  }
}
