import Foundation
import Graphics

/// `background(_ material:)` and `background(_ material:in:)`: the material drawn in the shape (the
/// view's frame by default) below the view.
public struct MaterialEffect: ViewEffect, ResolvableEffect {
  public var material: Material
  public var shape: ShapeKind
  public init(_ material: Material, in shape: ShapeKind = .rectangle) { self.material = material; self.shape = shape }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    // The tint follows the scheme the view is drawn in; it animates when the scheme changes under a transaction.
    let t = r.animatedColor("material.tint", material.tint(r.environment.colorScheme))
    return ResolvedView(.effect(try r.content(), Drawer(material: material, shape: shape, tint: t)))
  }

  struct Drawer: DrawnEffect {
    let material: Material
    let shape: ShapeKind
    let tint: RGBAColor
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let m = material
      out.emit(.backdrop(Backdrop(path: try shape.outline(in: place.frame), transform: place.ctm, blurRadius: m.blurRadius,
                                  saturation: m.saturation, tint: tint)))
      let t = tint
      try out.draw(content, place.adding(InspectModifier(name: "material", values: [
        "blur": [m.blurRadius], "saturation": [m.saturation], "rgba": [t.red, t.green, t.blue, t.alpha],
      ])))
    }
  }
}
