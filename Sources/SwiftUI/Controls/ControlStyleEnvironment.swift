import Foundation
import ViewRuntime

/// How a control meets a custom style set above it (`.toggleStyle(MyStyle())`, `.labelStyle(…)`,
/// `.progressViewStyle(…)`).
///
/// SwiftUI passes styles down the environment. The runtime keeps the built-in styles in its
/// `ControlEnvironment`; a user's style type travels in the environment's scene values instead, under
/// one key per style family, and the control reads it when the runtime evaluates it: such controls
/// lower to a component whose body is the style's `makeBody(configuration:)` when a custom style is
/// set, and the runtime's own control otherwise.
enum ControlStyleEnvironment {
  /// A style value in the environment: equal only to itself, as a style has no value equality.
  final class Box: Hashable {
    let style: Any
    init(_ style: Any) { self.style = style }
    static func == (a: Box, b: Box) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  /// What a built-in style leaves in the key: the custom style of an outer view no longer applies.
  static let builtIn = AnyHashable("built-in")

  /// Sets `style` (nil: a built-in one) for the controls of one family below `content`.
  static func set(_ key: String, _ style: Any?, on content: ViewNode) -> ViewNode {
    .modified(content, .sceneEnvironment(key: key, value: style.map { AnyHashable(Box($0)) } ?? builtIn))
  }

  /// A control of the family `key`: `custom(style)` with the custom style set above it, else
  /// `builtIn(environment)`; with no key, always the built-in control (which still reads the
  /// environment, for `labelsHidden()`).
  @MainActor static func control(_ name: String, key: String?, builtIn: @escaping @MainActor (ViewRuntime.EnvironmentValues) -> ViewNode,
                                 custom: @escaping @MainActor (Any) -> ViewNode = { _ in .empty }) -> ViewNode {
    .component(ComponentNode(name: name, state: []) { access in
      if let key, let box = access.environment.sceneValues[key]?.base as? Box { return custom(box.style) }
      return builtIn(access.environment)
    })
  }

  /// Whether `labelsHidden()` applies to the controls here.
  static func labelsHidden(_ environment: ViewRuntime.EnvironmentValues) -> Bool {
    environment.sceneValues[labelsHiddenKey] == AnyHashable(true)
  }

  static let labelsHiddenKey = ControlEnvironment.labelsHiddenKey

  /// A style's body: `make()`, evaluated as a component when the style has dynamic properties
  /// (`@State`, `@Environment`, …) so they are bound as in a view's body; as it is otherwise.
  @MainActor static func body<Style>(of style: Style, _ make: @escaping @MainActor () -> ViewNode) -> ViewNode {
    let properties = DynamicFields.properties(of: style)
    if properties.isEmpty { return make() }
    return .component(ComponentNode(name: DynamicFields.typeName(Style.self), state: properties.flatMap { $0.slots }) { access in
      for p in properties { p.property._bind(access, named: p.name) }
      return make()
    })
  }

  static let toggleStyle = "SwiftUI.ToggleStyle"
  static let labelStyle = "SwiftUI.LabelStyle"
  static let progressViewStyle = "SwiftUI.ProgressViewStyle"
  static let gaugeStyle = "SwiftUI.GaugeStyle"

  /// Changes the runtime's control environment below the view (`.controlSize`, built-in styles, …).
  static func environment(_ change: @escaping (inout ControlEnvironment) -> Void) -> ViewModifierNode {
    .effect(ControlEnvironmentModifier(change))
  }
}
