import Foundation
import Graphics

/// How most compositing effects draw: their content in a layer whose ``LayerEffect`` may depend on
/// where the view is (projections), reported to `inspect` as one modifier.
struct LayerDrawer: DrawnEffect {
  let inspect: InspectModifier
  let effect: (EffectPlacement) -> LayerEffect?

  init(_ inspect: InspectModifier, _ effect: @escaping (EffectPlacement) -> LayerEffect?) {
    self.inspect = inspect; self.effect = effect
  }

  init(_ inspect: InspectModifier, _ layer: LayerEffect) { self.init(inspect) { _ in layer } }

  func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
    let p = place.adding(inspect)
    // nil: the effect changes nothing here (a zero rotation), so the content is drawn as it is.
    guard let layer = effect(place) else { return try out.draw(content, p) }
    out.emit(.beginLayer(layer))
    try out.draw(content, p)
    out.emit(.endLayer)
  }
}

extension EffectPlacement {
  /// `m`, given in the view's own coordinates (origin at its drawn frame's top-left, as SwiftUI's
  /// geometry effects see them), as a transform of canvas points.
  func canvasProjection(_ m: Projection) -> Projection? {
    let origin = Projection(Transform2D.translation(x: Double(frame.minX), y: Double(frame.minY)))
    let back = Projection(Transform2D.translation(x: -Double(frame.minX), y: -Double(frame.minY)))
    let c = Projection(ctm)
    guard let cInv = c.inverted else { return nil }
    return cInv.concatenating(back).concatenating(m).concatenating(origin).concatenating(c)
  }

  /// The same placement with `t` (in the view's own coordinates) applied to its drawing.
  func transformed(_ t: Transform2D) -> EffectPlacement {
    var p = self
    let toLocal = Transform2D.translation(x: -Double(frame.minX), y: -Double(frame.minY))
    let fromLocal = Transform2D.translation(x: Double(frame.minX), y: Double(frame.minY))
    p.ctm = toLocal.concatenating(t).concatenating(fromLocal).concatenating(ctm)
    return p
  }
}

extension Projection {
  /// The affine transform this projection is, when it is one (within rounding).
  var affine: Transform2D? {
    guard abs(m13) < 1e-12, abs(m23) < 1e-12, abs(m33 - 1) < 1e-12 else { return nil }
    return Transform2D(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
  }
}
