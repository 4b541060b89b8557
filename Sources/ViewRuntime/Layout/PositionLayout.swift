import Foundation

/// `.position(x:y:)` and `.position(_:)`: the view's centre at a point in its parent's space. The
/// modifier takes all the space it is offered (an unspecified dimension becomes 10 points, as
/// `ProposedViewSize.replacingUnspecifiedDimensions()` says) and offers that space to its content,
/// which it places centred on the point; the point is animatable.
/// https://developer.apple.com/documentation/swiftui/view/position(x:y:)
public struct PositionLayout: ViewEffect, ResolvableEffect {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) { self.x = x; self.y = y }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let point = r.animated("position", [x, y])
    return ResolvedView(.effect(try r.content(), Drawer(x: point[0], y: point[1], modelX: x, modelY: y)))
  }

  struct Drawer: DrawnEffect {
    /// The point drawn now, and the point the last update laid the content out at.
    let x: Double
    let y: Double
    let modelX: Double
    let modelY: Double

    var isTransparentToLayout: Bool { false }

    /// The offered length, 10 when unspecified; an infinite offer (a scroll view's axis) leaves the
    /// content's own length, as a view cannot be infinitely large.
    private func length(_ proposed: Double?, _ content: () -> Double) -> Double {
      guard let proposed else { return 10 }
      return proposed.isFinite ? proposed : content()
    }

    func sizeThatFits(_ content: ResolvedView, _ p: ProposedViewSize) -> CGSize {
      CGSize(width: length(p.width) { Double(content.sizeThatFits(p).width) },
             height: length(p.height) { Double(content.sizeThatFits(p).height) })
    }

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let box = place.laidOut
      let size = content.sizeThatFits(ProposedViewSize(box.size))
      func centred(_ x: Double, _ y: Double) -> CGRect {
        CGRect(x: Double(box.minX) + x - Double(size.width) / 2, y: Double(box.minY) + y - Double(size.height) / 2,
               width: Double(size.width), height: Double(size.height))
      }
      var c = place
      c.laidOut = centred(x, y)
      if x != modelX || y != modelY {
        // The point is moving. If the content's size animates too (it changed in the same update),
        // the frame the last update laid it out in has an animation that says its size now; the
        // content is laid out in that size, centred on the moving point, or it would jump to its new
        // size. (Laying it out in the update's frame instead moved what its views draw at their old
        // places, a cross-fading text's outgoing copy, away from the point.)
        let model = centred(modelX, modelY)
        let now = out.geometry(content, model).size
        if now != model.size {
          c.laidOut = CGRect(x: Double(box.minX) + x - Double(now.width) / 2, y: Double(box.minY) + y - Double(now.height) / 2,
                             width: Double(now.width), height: Double(now.height))
        }
      }
      try out.draw(content, c)
    }
  }
}
