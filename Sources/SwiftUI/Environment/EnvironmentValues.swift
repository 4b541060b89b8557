import Foundation
import ViewRuntime

/// SwiftUI's `EnvironmentValues` (https://developer.apple.com/documentation/swiftui/environmentvalues),
/// over the runtime's environment where a view's body runs.
///
/// The runtime carries the appearance itself and every other value by name in `sceneValues` (set by
/// `.sceneEnvironment` nodes), as the interpreter does. Setters also record what they wrote, so
/// `.environment(\.key, value)` can turn any key path, including a scene's own computed properties over
/// `self[SomeKey.self]`, into the runtime's modifier nodes.
public struct EnvironmentValues: CustomStringConvertible {
  @_spi(AnimRender) public var _values: ViewRuntime.EnvironmentValues
  /// The writes made through this value, in order (see ``EnvironmentWrite``).
  var writes: [EnvironmentWrite] = []

  public init() { _values = ViewRuntime.EnvironmentValues() }
  @_spi(AnimRender) public init(_runtime values: ViewRuntime.EnvironmentValues) { _values = values }

  public var description: String { "EnvironmentValues" }

  /// A custom value, stored under its key type's name; the key's default until a view above sets it.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { self[named: EnvironmentValues.name(of: K.self), default: K.defaultValue] }
    set { self[named: EnvironmentValues.name(of: K.self), default: K.defaultValue] = newValue }
  }

  /// A value kept by name in the runtime's scene values.
  subscript<Value>(named name: String, default defaultValue: @autoclosure () -> Value) -> Value {
    get {
      guard let stored = _values.sceneValues[name] else { return defaultValue() }
      return StateValue.unwrap(stored, as: Value.self) ?? defaultValue()
    }
    set {
      let stored = StateValue.wrap(newValue)
      _values.sceneValues[name] = stored
      writes.append(.scene(name, stored))
    }
  }

  static func name(of key: Any.Type) -> String { "key:" + String(reflecting: key) }

  // MARK: System values (those the interpreter offers, at an iPhone's defaults)

  /// Light or dark: the runtime's own value, which system colours follow.
  public var colorScheme: ColorScheme {
    get { _values.colorScheme }
    set { _values.colorScheme = newValue; writes.append(.colorScheme(newValue)) }
  }

  /// `.regular` on an iPad's screen (`Scene(device: .iPadPro11)`, `--device`), `.compact` elsewhere, as on an iPhone.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[named: "horizontalSizeClass", default: _values.isRegularWidth ? .regular : .compact] }
    set { self[named: "horizontalSizeClass", default: .compact] = newValue }
  }

  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[named: "verticalSizeClass", default: .regular] }
    set { self[named: "verticalSizeClass", default: .regular] = newValue }
  }

  public var dynamicTypeSize: DynamicTypeSize {
    get { self[named: "dynamicTypeSize", default: .large] }
    set { self[named: "dynamicTypeSize", default: .large] = newValue }
  }

  /// The runtime's own value: a change mirrors the layout below (`LayoutDirectionEffect`).
  public var layoutDirection: LayoutDirection {
    get { _values.isRightToLeft ? .rightToLeft : .leftToRight }
    set { _values.isRightToLeft = newValue == .rightToLeft; writes.append(.layoutDirection(newValue)) }
  }

  public var scenePhase: ScenePhase {
    get { self[named: "scenePhase", default: .active] }
    set { self[named: "scenePhase", default: .active] = newValue }
  }

  public var locale: Locale {
    get { self[named: "locale", default: Locale(identifier: "en_US")] }
    set { self[named: "locale", default: Locale(identifier: "en_US")] = newValue }
  }

  /// False under `.disabled(true)`: the runtime's control environment, which controls draw from.
  public var isEnabled: Bool {
    get { !_values.controls.isDisabled }
    set { _values.controls.isDisabled = !newValue; writes.append(.isEnabled(newValue)) }
  }

  /// Nothing is presented in a render: dismissing does nothing.
  public var dismiss: DismissAction { DismissAction() }
}

/// One write through ``EnvironmentValues``: what `.environment(\.key, value)` applies below it.
enum EnvironmentWrite {
  case scene(String, AnyHashable)
  case colorScheme(ColorScheme)
  case isEnabled(Bool)
  case layoutDirection(LayoutDirection)

  /// The runtime node that makes this write for the views below `node`.
  func apply(to node: ViewNode) -> ViewNode {
    switch self {
    case .scene(let key, let value): return .modified(node, .sceneEnvironment(key: key, value: value))
    case .colorScheme(let scheme): return .modified(node, .effect(ColorSchemeModifier(scheme, isPreferred: false)))
    case .isEnabled(let enabled): return .modified(node, .effect(ControlEnvironmentModifier { $0.isDisabled = !enabled }))
    case .layoutDirection(let direction):
      return .modified(node, .effect(LayoutDirectionEffect(isRightToLeft: direction == .rightToLeft)))
    }
  }
}
