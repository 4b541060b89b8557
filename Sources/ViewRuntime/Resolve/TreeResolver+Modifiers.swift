import Foundation

extension TreeResolver {
  /// A modifier around `content`: every modifier is a ``ViewEffect``.
  func resolveModifier(_ modifier: ViewModifierNode, _ content: ViewNode, _ ctx: ResolveContext) throws -> ResolvedView {
    switch modifier {
    case .effect(let effect): return try resolveEffect(effect, content, ctx)
    }
  }

  /// A ``ViewEffect`` around `content` (`.empty` for a primitive view).
  func resolveEffect(_ effect: any ViewEffect, _ content: ViewNode, _ ctx: ResolveContext) throws -> ResolvedView {
    guard let resolvable = effect as? any ResolvableEffect else {
      preconditionFailure("\(type(of: effect)) conforms to ViewEffect but not to ResolvableEffect")
    }
    return try resolvable.resolve(EffectResolution(resolver: self, context: ctx, node: content))
  }
}
