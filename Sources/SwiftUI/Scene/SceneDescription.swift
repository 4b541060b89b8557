import Foundation
import ViewRuntime

/// What a scene file's `Scene(…)` line says: canvas, timing, taps and the root view.
///
/// The pre-pass rewrites the file's `Scene(…) { … }` into a call of ``_scene(width:height:scale:fps:duration:background:colorScheme:taps:content:)``
/// in an exported entry function; the host reads this value after loading the compiled library.
@_spi(AnimRender) public struct _SceneDescription {
  public var width: Double = 400
  public var height: Double = 400
  public var scale: Double = 1
  public var fps: Double = 60
  /// nil: derived from the scene's animations.
  public var duration: Double?
  public var background: ViewRuntime.Color?
  public var colorScheme: ViewRuntime.ColorScheme?
  public var taps: [Double] = []
  /// Builds the root view's node; called on the render thread.
  let makeRoot: @MainActor () -> ViewNode

  /// The root view as the runtime's node.
  public func rootNode() -> ViewNode { _onRenderThread { makeRoot() } }
}

/// The scene's `Scene(…)`, as rewritten by the pre-pass (arguments in this order, each optional).
@_spi(AnimRender)
public func _scene<Content: View>(width: Double = 400, height: Double = 400, scale: Double = 1, fps: Double = 60,
                                  duration: Double? = nil, background: Color? = nil, colorScheme: ColorScheme? = nil,
                                  taps: [Double] = [], @ViewBuilder content: @escaping @MainActor () -> Content) -> _SceneDescription {
  // The root view is built in a component's body, so a simulation the runtime restarts from time 0
  // builds it anew: objects it creates (`@State` models, `Scene { Root(model: Model()) }`) start from
  // their initial values again, as the interpreter's objects do.
  var d = _SceneDescription(makeRoot: { .component(ComponentNode(name: "Scene", state: []) { _ in _makeNode(content()) }) })
  d.width = width; d.height = height; d.scale = scale; d.fps = fps; d.duration = duration
  d.background = background?._color; d.colorScheme = colorScheme; d.taps = taps
  return d
}

public typealias ColorScheme = ViewRuntime.ColorScheme

/// Hands a scene description across the loaded library's C entry point.
@_spi(AnimRender) public final class _SceneBox {
  public let description: _SceneDescription
  public init(_ description: _SceneDescription) { self.description = description }

  /// A retained pointer for the entry function to return.
  public static func retained(_ description: _SceneDescription) -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(_SceneBox(description)).toOpaque()
  }

  /// The description behind a pointer an entry function returned (taking its reference).
  public static func take(_ pointer: UnsafeMutableRawPointer) -> _SceneDescription {
    Unmanaged<_SceneBox>.fromOpaque(pointer).takeRetainedValue().description
  }
}
