import Foundation
import Graphics

/// `clipShape(_:style: FillStyle(eoFill: true))`: the content kept inside the shape filled even-odd.
public struct EvenOddClipEffect: ViewEffect, ResolvableEffect {
  public var shape: ShapeKind
  public init(shape: ShapeKind) { self.shape = shape }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(try r.content(), Drawer(shape: shape)))
  }

  struct Drawer: DrawnEffect {
    let shape: ShapeKind
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      out.emit(.beginLayer(LayerEffect()))
      try out.draw(content, place.adding(InspectModifier(name: "clipShape", values: ["eoFill": [1]])))
      out.emit(.beginMask)
      out.emit(.fill(path: try shape.outline(in: place.frame), paint: .solid(.black), rule: .evenOdd, transform: place.ctm))
      out.emit(.endLayer)
    }
  }
}
