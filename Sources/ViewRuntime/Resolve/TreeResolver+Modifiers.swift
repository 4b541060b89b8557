import Foundation
import AnimationEngine
import Graphics

extension TreeResolver {
  func resolveModifier(_ modifier: ViewModifierNode, _ content: ViewNode, _ ctx: ResolveContext) throws -> ResolvedView {
    let inner = ctx.child("/m")
    func child(_ c: ResolveContext = inner) throws -> ResolvedView { try resolve(content, c) }

    switch modifier {
    case .shadow(let color, let radius, let x, let y):
      let c = animatedColor(ctx, "shadow.color", color.resolved(ctx.environment.colorScheme))
      let v = animated(ctx, "shadow", [radius, x, y])
      return ResolvedView(.layer(try child(), LayerEffect(shadow: Shadow(color: c, radius: max(0, v[0]), x: v[1], y: v[2]))))

    case .clipShape(let kind):
      return ResolvedView(.clip(try child(), animatedShape(kind, ctx, "clip.")))

    case .rotationEffect(let angle, let anchor):
      // Angle's animatable data is radians × 128, as in SwiftUI.
      let v = animated(ctx, "rotationEffect", [sanitized(angle.animatableData)])
      return ResolvedView(.rotation(try child(), radians: v[0] / 128, anchor: anchor))

    case .scaleEffect(let s, let anchor):
      let v = animated(ctx, "scaleEffect", [sanitized(Double(s.width), 1), sanitized(Double(s.height), 1)])
      return ResolvedView(.scale(try child(), CGSize(width: v[0], height: v[1]), anchor: anchor))

    case .offset(let o):
      let v = animated(ctx, "offset", [sanitized(Double(o.width)), sanitized(Double(o.height))])
      return ResolvedView(.offset(try child(), CGSize(width: v[0], height: v[1])))

    case .opacity(let o):
      let v = animated(ctx, "opacity", [min(1, max(0, sanitized(o, 1)))])
      return ResolvedView(.opacity(try child(), v[0]))

    case .effect(let effect):
      return try resolveEffect(effect, content, ctx)
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
