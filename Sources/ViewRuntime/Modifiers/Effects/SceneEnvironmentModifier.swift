import Foundation

/// A value stored in the environment by name: `.environment(\.theme, …)` with a custom key,
/// `.environmentObject(model)`, the scene's dynamic type size and locale. The component bodies below
/// read it through `StateAccess.environment`.
/// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
public struct SceneEnvironmentModifier: ViewEffect, ResolvableEffect {
  public var key: String
  public var value: AnyHashable
  public init(key: String, value: AnyHashable) { self.key = key; self.value = value }
  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content { $0.environment.sceneValues[key] = value } }
}
