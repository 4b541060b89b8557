import Foundation

/// `.id(_:)`: the content's identity starts anew under this value, so a new value removes the old view
/// (with its transition) and inserts a new one with fresh state.
/// https://developer.apple.com/documentation/swiftui/view/id(_:)
public struct IdentityModifier: ViewEffect, ResolvableEffect {
  public var id: AnyHashable
  public init(_ id: AnyHashable) { self.id = id }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let inner = r.context.child("/m")
    return try r.resolver.resolveBoundary(r.node, inner, inner.child("#\(id)"))
  }
}
