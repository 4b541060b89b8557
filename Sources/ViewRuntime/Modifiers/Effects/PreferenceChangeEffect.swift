import Foundation

/// `.onPreferenceChange(_:perform:)`: reads the value its subtree reduced a key to, once the tree is
/// laid out, and calls `action` when it differs from the value the action saw last, and with the
/// first value when the view appears. The runtime runs the action after the update, as an event at
/// the same time, so its state writes update the tree again before the frame is drawn
/// (``SceneRuntime``, `SceneRuntime+Preferences.swift`). The values pass on up unchanged.
/// https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
public struct PreferenceChangeEffect: ViewEffect, ResolvableEffect {
  public let key: AnyPreferenceKey
  /// The value as the runtime compares it between updates (`Value` is `Equatable`).
  public let comparable: (Any) -> AnyHashable
  public let action: (Any) throws -> Void

  public init(key: AnyPreferenceKey, comparable: @escaping (Any) -> AnyHashable, action: @escaping (Any) throws -> Void) {
    self.key = key; self.comparable = comparable; self.action = action
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(try r.content(), Drawer(effect: self, path: r.context.identity)))
  }

  private struct Drawer: DrawnEffect {
    let effect: PreferenceChangeEffect
    let path: ViewIdentity

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      out.preferences.open()
      try out.draw(content, place)
      let values = out.preferences.close()
      let value = values[effect.key.id]?.value ?? effect.key.defaultValue()
      let action = effect.action
      out.preferences.observe(PreferenceCollector.Observation(
        path: path, reader: "onPreferenceChange(\(effect.key.name).self)", value: effect.comparable(value), action: { _ in try action(value) }))
      out.preferences.contribute(values)
    }
  }
}
