import Foundation
import Graphics

/// `background(_ material:)` and `background(_ material:in:)`: the material drawn in the shape (the
/// view's frame by default) below the view. `background(_:ignoresSafeAreaEdges:)` grows the material
/// into the unsafe area on those edges where the view touches it (a tab bar's `.bar` runs down under the
/// home indicator), as `ignoresSafeArea` grows a view; the view itself stays where it is.
/// https://developer.apple.com/documentation/swiftui/view/background(_:ignoresSafeAreaEdges:)
public struct MaterialEffect: ViewEffect, ResolvableEffect {
  public var material: Material
  public var shape: ShapeKind
  public var ignoresSafeAreaEdges: Edge.Set
  public init(_ material: Material, in shape: ShapeKind = .rectangle, ignoresSafeAreaEdges: Edge.Set = []) {
    self.material = material; self.shape = shape; self.ignoresSafeAreaEdges = ignoresSafeAreaEdges
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    // The tint follows the scheme the view is drawn in; it animates when the scheme changes under a transaction.
    let t = r.animatedColor("material.tint", material.tint(r.environment.colorScheme))
    return ResolvedView(.effect(try r.content(), Drawer(material: material, shape: shape, tint: t,
                                                        edges: ignoresSafeAreaEdges, container: r.environment.layoutContainer)))
  }

  struct Drawer: DrawnEffect {
    let material: Material
    let shape: ShapeKind
    let tint: RGBAColor
    let edges: Edge.Set
    let container: LayoutContainer
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let m = material
      var box = place.frame
      if !edges.isEmpty {
        // Grown in layout coordinates, then moved by the same offset as the view's drawn frame.
        let grown = container.extended(place.laidOut, edges)
        box = grown.offsetBy(dx: place.frame.minX - place.laidOut.minX, dy: place.frame.minY - place.laidOut.minY)
      }
      out.emit(.backdrop(Backdrop(path: try shape.outline(in: box), transform: place.ctm, blurRadius: m.blurRadius,
                                  saturation: m.saturation, tint: tint)))
      let t = tint
      try out.draw(content, place.adding(InspectModifier(name: "material", values: [
        "blur": [m.blurRadius], "saturation": [m.saturation], "rgba": [t.red, t.green, t.blue, t.alpha],
      ])))
    }
  }
}
