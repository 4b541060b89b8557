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
  /// Scripted events addressed to one view each (`Tap(at:on:)`, `LongPress`, `Drag`, `Type`).
  public var events: [InteractionEvent] = []
  /// `Scene(date:)`: the date at scene time 0 as written (ISO 8601); parsed by the host.
  public var date: String?
  /// `Scene(seed:)`: the seed of the scene's random numbers.
  public var seed: UInt64?
  /// `Scene(device:)`: a device's canvas, scale and safe area.
  public var device: DeviceModel?
  /// The device as written (`Scene(device: "ipad-mini")`), so the host can name an unknown one.
  public var deviceName: String?
  /// `Scene(device:statusBar: false)`: leave out the status bar, Dynamic Island and home indicator.
  public var statusBar = true
  /// `#Preview(traits: .sizeThatFitsLayout)` / `.previewLayout(.sizeThatFits)`: the canvas is the root's
  /// ideal size (no device, no safe area); the host measures it.
  public var sizeThatFits = false
  /// Where each `Scene(…)` argument was written (`"device"` → `"scene.swift-dsl:3:20"`), so the host
  /// can point at a value it refuses; filled by the pre-pass.
  public var settingLocations: [String: String] = [:]
  /// Builds the root view's node; called on the render thread.
  var makeRoot: @MainActor () -> ViewNode

  /// This scene with the places of its `Scene(…)` arguments.
  public func _locating(_ locations: [String: String]) -> _SceneDescription {
    var d = self
    d.settingLocations = locations
    return d
  }

  /// The same settings with another root (a `#Preview`'s content).
  public func _replacingRoot<Content: View>(@ViewBuilder _ content: @escaping @MainActor () -> Content) -> _SceneDescription {
    var d = self
    d.makeRoot = { _makeNode(content()) }
    return d
  }

  /// A `#Preview(traits: .fixedLayout(width:height:))`: the preview's canvas, without a device's
  /// safe area (Xcode draws such a preview on a plain canvas of that size).
  public func _fixedLayout(width: Double, height: Double) -> _SceneDescription {
    var d = self
    d.width = width; d.height = height; d.device = nil; d.deviceName = nil; d.sizeThatFits = false
    return d
  }

  /// `#Preview(traits: .sizeThatFitsLayout)` or `.previewLayout(.sizeThatFits)`: a plain canvas the
  /// root's ideal size (https://developer.apple.com/documentation/swiftui/previewlayout/sizethatfits).
  public func _sizeThatFitsLayout() -> _SceneDescription {
    var d = self
    d.device = nil; d.deviceName = nil; d.sizeThatFits = true
    return d
  }

  /// `.previewDevice("iPhone 16 Pro")` on a `PreviewProvider`'s view: that device's canvas, scale and
  /// safe area. An unknown name keeps `deviceName` without a `device`, which the host reports.
  public func _previewDevice(_ name: String) -> _SceneDescription {
    var d = self
    d.deviceName = name; d.device = DeviceModel.simulatorNamed(name); d.sizeThatFits = false
    if let model = d.device { d.width = model.width; d.height = model.height; d.scale = model.scale }
    return d
  }

  /// The root view as the runtime's node.
  public func rootNode() -> ViewNode { _onRenderThread { makeRoot() } }
}

/// The scene's `Scene(…)`, as rewritten by the pre-pass (arguments in this order, each optional).
@_spi(AnimRender)
public func _scene<Content: View>(width: Double? = nil, height: Double? = nil, scale: Double? = nil, fps: Double = 60,
                                  duration: Double? = nil, background: Color? = nil, colorScheme: ColorScheme? = nil,
                                  taps: [_SceneEvent] = [], events: [_SceneEvent] = [], date: String? = nil, seed: Int? = nil, device: _SceneDevice? = nil,
                                  statusBar: Bool = true,
                                  @ViewBuilder content: @escaping @MainActor () -> Content) -> _SceneDescription {
  // The root view is built in a component's body, so a simulation the runtime restarts from time 0
  // builds it anew: objects it creates (`@State` models, `Scene { Root(model: Model()) }`) start from
  // their initial values again, as the interpreter's objects do.
  var d = _SceneDescription(makeRoot: { .component(ComponentNode(name: "Scene", state: []) { _ in _makeNode(content()) }) })
  // A device sets the canvas; a width, height or scale written beside it wins (as the interpreter's SceneProgram).
  let model = device?.model
  d.width = width ?? model?.width ?? 400; d.height = height ?? model?.height ?? 400; d.scale = scale ?? model?.scale ?? 1
  d.fps = fps; d.duration = duration
  d.background = background?._color; d.colorScheme = colorScheme
  d.taps = (taps + events).compactMap(\.time).sorted(); d.events = (taps + events).compactMap(\.event)
  d.date = date; d.seed = seed.map { UInt64(max(0, $0)) }; d.device = model; d.deviceName = device?.name; d.statusBar = statusBar
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
