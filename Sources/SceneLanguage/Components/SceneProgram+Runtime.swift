import AnimationEngine
import Foundation
import Graphics
import ViewRuntime

extension SceneProgram {
  /// Loads a scene against the SwiftUI surface (`HostRegistry.swiftUI`), writing `print` output to
  /// `printSink` (the CLI passes stderr).
  public convenience init(swiftUISource text: String, fileName: String, budget: Budget = .standard, printSink: @escaping (String) -> Void = { _ in }) throws(SceneError) {
    var registry = HostRegistry.swiftUI
    registry.printSink = printSink
    try self.init(source: text, fileName: fileName, registry: registry, budget: budget)
  }

  /// The root view as the view runtime's value.
  public func makeRootView() throws(SceneError) -> AnyView {
    let view = try makeRootContent()
    guard configuration.colorScheme != .light else { return view }
    let scheme = AnyHashable(SceneHashable(HostRegistry.host("ColorScheme", configuration.colorScheme.rawValue)))
    return AnyView(node: .modified(view._node, .sceneEnvironment(key: "colorScheme", value: scheme)))
  }

  private func makeRootContent() throws(SceneError) -> AnyView {
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

  /// The scene's background as a colour (white unless `Scene(background:)` says otherwise).
  public func backgroundColor() throws(SceneError) -> RGBAColor {
    guard let background = configuration.background else { return Color.white.rgba }
    let resolved = try resolve(background, as: .named("Color"))
    guard let color = resolved.host(Color.self) else {
      throw SceneError(diagnostics: [source.diagnostic(at: source.tree.position, message: "Scene background must be a Color, not '\(resolved.sceneType)'")])
    }
    return color.rgba
  }

  /// A view runtime for this scene: canvas in points from `Scene(width:height:)`, background, taps.
  public func makeRuntime(measurer: any TextMeasurer, clock: ClockSettings? = nil) throws -> SceneRuntime {
    let c = configuration
    let clock = clock ?? clockSettings()
    return try SceneRuntime(
      root: makeRootView(clock: clock), canvasSize: CGSize(width: c.width, height: c.height), background: backgroundColor(), taps: c.taps,
      measurer: measurer, clock: clock)
  }

  /// Throws the first error raised inside a closure the runtime called (content, animation, action),
  /// which the runtime's non-throwing callbacks could not return. Call after each frame.
  public func checkErrors() throws(SceneError) {
    if let error = interpreter.deferredError { throw error }
  }
}
