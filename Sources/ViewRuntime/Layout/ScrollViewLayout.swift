import Foundation
import Graphics

/// `ScrollView(_:showsIndicators:)`: the content is laid out unbounded along the scroll axes (proposed
/// nil there, the scroll view's size across), drawn at the scroll offset and clipped to the scroll
/// view's frame. Along a scroll axis the scroll view takes the length it is offered (its content's when
/// asked for its ideal size); across it, it takes its content's length for the offered one, as SwiftUI's
/// does: a vertical scroll view is only as wide as its content, a horizontal carousel only as tall as
/// its cards (https://www.swiftuifieldguide.com/layout/scrollview/, "Gotchas").
///
/// Choices: several views in the content are stacked along the scroll axis with default spacing (an
/// implicit `VStack`, or `HStack` for a horizontal-only scroll view); content shorter than the scroll
/// view sits at its top (leading) edge and is centred across, as in SwiftUI. The offset is
/// `defaultScrollAnchor`'s (0 = top) or an explicit one; scroll indicators are not drawn (a still at
/// rest shows none). https://developer.apple.com/documentation/swiftui/scrollview
public struct ScrollViewNode: ViewEffect, ResolvableEffect {
  public var axes: Edge.Set
  public var content: ViewNode
  /// Where the content rests: `.topLeading` is unscrolled, `.bottom` shows its end (`defaultScrollAnchor`).
  public var anchor: UnitPoint
  /// An extra offset in points into the content (positive scrolls down/right), animatable.
  public var offset: CGSize

  /// `axes`: `.vertical`, `.horizontal` or both.
  public init(axes: Edge.Set = .vertical, anchor: UnitPoint = .topLeading, offset: CGSize = .zero, content: ViewNode) {
    self.axes = axes; self.anchor = anchor; self.offset = offset; self.content = content
  }

  var scrollsVertically: Bool { axes.contains(.top) || axes.contains(.bottom) }
  var scrollsHorizontally: Bool { axes.contains(.leading) || axes.contains(.trailing) }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let box = ContainerBox()
    let axis: StackNode.Axis = scrollsHorizontally && !scrollsVertically ? .horizontal : .vertical
    let o = r.animated("scrollOffset", [Double(offset.width), Double(offset.height)])
    var c = r.context.child("/scroll")
    c.environment.stackAxis = nil
    c.environment.layoutContainer.scrollBox = box
    let stacked = try r.resolver.resolve(.stack(StackNode(axis: axis, children: [content])), c)
    let inner: ResolvedView
    if case .stack(_, _, _, let kids) = stacked.kind, kids.filter({ !$0.isEmpty }).count == 1 {
      inner = kids.first { !$0.isEmpty }!
    } else {
      inner = stacked
    }
    return ResolvedView(.effect(.empty, Drawer(content: inner, vertical: scrollsVertically, horizontal: scrollsHorizontally,
                                               anchor: anchor, offset: CGSize(width: o[0], height: o[1]), box: box)))
  }

  struct Drawer: DrawnEffect, DrawerWithViews {
    let content: ResolvedView
    let vertical: Bool
    let horizontal: Bool
    let anchor: UnitPoint
    let offset: CGSize
    let box: ContainerBox

    var views: [ResolvedView] { [content] }
    var isTransparentToLayout: Bool { false }

    func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
      ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(_ empty: ResolvedView, _ p: ProposedViewSize) -> CGSize {
      // Scrolling both ways, a finite offer is taken whole without measuring the content.
      if horizontal, vertical, let w = p.width, let h = p.height, w.isFinite, h.isFinite { return CGSize(width: w, height: h) }
      // The content's `containerRelativeFrame`s are measured against this offer (the scroll view's
      // length along its axis); `draw` sets the settled size.
      if let w = p.width, let h = p.height, w.isFinite, h.isFinite { box.size = CGSize(width: w, height: h) }
      let c = content.sizeThatFits(contentProposal(p))
      func along(_ proposed: Double?, _ own: Double) -> Double {
        guard let proposed, proposed.isFinite else { return own }
        return proposed
      }
      return CGSize(width: horizontal ? along(p.width, Double(c.width)) : Double(c.width),
                    height: vertical ? along(p.height, Double(c.height)) : Double(c.height))
    }

    func draw(_ empty: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let viewport = place.laidOut
      box.size = viewport.size
      let s = content.sizeThatFits(contentProposal(ProposedViewSize(viewport.size)))
      let w = Double(s.width), h = Double(s.height)
      let vw = Double(viewport.width), vh = Double(viewport.height)
      // Along a scroll axis the content starts at the leading edge, moved by the offset (clamped to the
      // content); across it, it is centred.
      let dx = horizontal ? max(0, w - vw) * anchor.x + Double(offset.width) : 0
      let dy = vertical ? max(0, h - vh) * anchor.y + Double(offset.height) : 0
      let x = horizontal ? Double(viewport.minX) - min(max(0, dx), max(0, w - vw)) : Double(viewport.minX) + (vw - w) / 2
      let y = vertical ? Double(viewport.minY) - min(max(0, dy), max(0, h - vh)) : Double(viewport.minY) + (vh - h) / 2
      out.emit(.beginLayer(LayerEffect(clip: Path { $0.addRect(place.frame) }, clipTransform: place.ctm)))
      var c = place.adding(InspectModifier(name: "scrollView", values: [
        "contentSize": [w, h], "offset": [Double(viewport.minX) - x, Double(viewport.minY) - y],
      ]))
      c.laidOut = CGRect(x: x, y: y, width: w, height: h)
      try out.draw(content, c)
      out.emit(.endLayer)
    }
  }
}
