import Foundation
import Graphics

/// `mask(alignment:_:)`: the content is kept where the mask view is opaque; the mask's alpha multiplies
/// the content's. The mask is laid out in the view's frame (proposed its size) and aligned in it.
/// https://developer.apple.com/documentation/swiftui/view/mask(alignment:_:)
public struct MaskEffect: ViewEffect, ResolvableEffect {
  public var mask: ViewNode
  public var alignment: Alignment
  public init(alignment: Alignment = .center, mask: ViewNode) { self.mask = mask; self.alignment = alignment }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(try r.content(), Drawer(mask: try r.resolve(mask, "/mask"), alignment: alignment)))
  }

  struct Drawer: DrawnEffect {
    let mask: ResolvedView
    let alignment: Alignment

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let p = place.adding(InspectModifier(name: "mask", values: [:]))
      out.emit(.beginLayer(LayerEffect()))
      try out.draw(content, p)
      out.emit(.beginMask)
      var m = p
      let size = mask.sizeThatFits(ProposedViewSize(place.laidOut.size))
      m.laidOut = aligned(size, in: place.laidOut, alignment)
      try out.draw(mask, m)
      out.emit(.endLayer)
    }
  }
}
