import AnimationEngine
import Foundation
import Graphics
import ViewRuntime

extension SceneProgram {
  /// Loads a scene against the SwiftUI surface (`HostRegistry.swiftUI`), writing `print` output to
  /// `printSink` (the CLI passes stderr).
  /// `assets` says where its asset catalog is and how missing assets are treated (nil: no catalog).
  public convenience init(swiftUISource text: String, fileName: String, budget: Budget = .standard, printSink: @escaping (String) -> Void = { _ in },
                          assets: SceneAssetOptions? = nil) throws(SceneError) {
    var registry = HostRegistry.swiftUI
    registry.printSink = printSink
    if let assets { try registry.prepareAssets(assets, text: text, fileName: fileName) }
    try self.init(source: text, fileName: fileName, registry: registry, budget: budget)
  }

  /// The root view as the view runtime's value.
  public func makeRootView() throws(SceneError) -> AnyView {
    let reads = interpreter.objectReads
    let root = try makeRoot()
    let node = try entry { try interpreter.viewNode(root) }
    guard interpreter.objectReads != reads else { return AnyView(node: node) }
    // The root reads objects (`Scene { Text("\(model.n)") }`): it is built again where the runtime
    // runs it, so the reads are followed like a body's.
    return AnyView(node: .component(ComponentNode(name: "Scene", state: []) { [interpreter] _ in
      try interpreter.scoped { try interpreter.viewNode(self.rootValue()) }
    }))
  }

  /// The scene's appearance: `Scene(colorScheme:)`, else a `.preferredColorScheme` on the root view, else light.
  public func colorScheme() throws(SceneError) -> ColorScheme {
    if let written = configuration.colorScheme {
      guard let scheme = try resolve(written, as: .named("ColorScheme")).host(ColorScheme.self) else {
        throw SceneError(diagnostics: [source.diagnostic(at: source.tree.position, message: "Scene colorScheme must be .light or .dark")])
      }
      return scheme
    }
    return ColorSchemeModifier.preferredScheme(of: try makeRootView()._node) ?? .light
  }

  /// The scene's background as a colour (the system background of its appearance — white, or black
  /// in dark mode — unless `Scene(background:)` says otherwise).
  public func backgroundColor(scheme: ColorScheme = .light) throws(SceneError) -> RGBAColor {
    guard let background = configuration.background else { return ColorSchemeModifier.canvas(scheme) }
    let resolved = try resolve(background, as: .named("Color"))
    guard let color = resolved.host(Color.self) else {
      throw SceneError(diagnostics: [source.diagnostic(at: source.tree.position, message: "Scene background must be a Color, not '\(resolved.sceneType)'")])
    }
    return color.resolved(scheme)
  }

  /// A view runtime for this scene: canvas in points from `Scene(width:height:)`, background, taps.
  public func makeRuntime(measurer: any TextMeasurer, clock: ClockSettings? = nil) throws -> SceneRuntime {
    let c = configuration
    let clock = clock ?? clockSettings()
    let scheme = try colorScheme()
    return try SceneRuntime(
      root: ColorSchemeModifier.root(
        DeviceScreen.root(makeRootView(clock: clock), device: c.device, canvas: CGSize(width: c.width, height: c.height), statusBar: c.statusBar),
        scheme),
      canvasSize: CGSize(width: c.width, height: c.height),
      background: backgroundColor(scheme: scheme), taps: c.taps,
      events: eventScript(fps: c.fps), measurer: measurer, clock: clock)
  }

  /// The scene's scripted events (`Tap(at:on:)`, `Drag`, …), drags sampled once per frame at `fps`.
  public func eventScript(fps: Double) -> InteractionScript {
    InteractionScript(events: configuration.events, sampleRate: fps)
  }

  /// Throws the first error raised inside a closure the runtime called (content, animation, action),
  /// which the runtime's non-throwing callbacks could not return. Call after each frame.
  public func checkErrors() throws(SceneError) {
    if let error = interpreter.deferredError { throw error }
  }
}
