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
    // The metatype is cast, not the value: casting an effect larger than an existential's inline
    // buffer (a scale effect) to `any ResolvableEffect` boxed it on the heap, once per modifier per pass.
    guard let resolvable = type(of: effect) as? any ResolvableEffect.Type else {
      preconditionFailure("\(type(of: effect)) conforms to ViewEffect but not to ResolvableEffect")
    }
    return try resolvable.resolve(erased: effect, EffectResolution(resolver: self, context: ctx, node: content))
  }
}
