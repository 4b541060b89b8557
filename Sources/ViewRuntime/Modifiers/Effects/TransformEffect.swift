import Foundation
import Graphics

/// `transformEffect(_:)`: an affine transform of the view's drawing in its own coordinates (origin at
/// its top-left corner), leaving its layout alone. The entries animate.
/// https://developer.apple.com/documentation/swiftui/view/transformeffect(_:)
public struct TransformEffect: ViewEffect, ResolvableEffect {
  public var transform: Transform2D
  public init(_ transform: Transform2D) { self.transform = transform }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let t = transform
    // Animated values hold at most four numbers (AnimatableVector): the linear part and the translation apart.
    let v = r.animated("transformEffect", [t.a, t.b, t.c, t.d]), o = r.animated("transformEffect.t", [t.tx, t.ty])
    let m = Transform2D(a: v[0], b: v[1], c: v[2], d: v[3], tx: o[0], ty: o[1])
    return ResolvedView(.effect(try r.content(), Drawer(transform: m)))
  }

  struct Drawer: DrawnEffect {
    let transform: Transform2D
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let t = transform
      let inspect = InspectModifier(name: "transformEffect", values: ["m": [t.a, t.b, t.c, t.d, t.tx, t.ty]])
      try out.draw(content, place.adding(inspect).transformed(t))
    }
  }
}
