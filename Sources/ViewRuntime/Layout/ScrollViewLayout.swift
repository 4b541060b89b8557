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
///
/// Content margins (`contentMargins`, or `safeAreaPadding` on the scroll view) inset the content inside
/// the scroll view: it scrolls under them and is not clipped there, and a `containerRelativeFrame`
/// inside measures the visible size less them.
public struct ScrollViewNode: ViewEffect, ResolvableEffect {
  public var axes: Edge.Set
  public var content: ViewNode
  /// Where the content rests: `.topLeading` is unscrolled, `.bottom` shows its end (`defaultScrollAnchor`).
  public var anchor: UnitPoint
  /// An extra offset in points into the content (positive scrolls down/right), animatable.
  public var offset: CGSize
  /// Insets of the content inside the scroll view (`safeAreaPadding` on it); `contentMargins` around it add to them.
  public var margins = EdgeInsets()
  /// False after `scrollClipDisabled()`: the content is drawn beyond the scroll view's bounds.
  public var clips = true
  /// The view to scroll to (`scrollPosition(id:)` on this scroll view); else a `ScrollViewReader`'s.
  public var target: Target?

  /// A view to bring into sight: the one with `.id(id)`, its `anchor` point at the same point of the
  /// scroll view (nil: scrolled just enough to show it whole), as `ScrollViewProxy.scrollTo` places it.
  /// https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)
  public struct Target: Hashable {
    public var id: AnyHashable
    public var anchor: UnitPoint?
    public init(id: AnyHashable, anchor: UnitPoint?) { self.id = id; self.anchor = anchor }
  }

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
    let target = self.target ?? r.context.environment.layoutContainer.scrollTarget
    var c = r.context.child("/scroll")
    c.environment.stackAxis = nil
    c.environment.layoutContainer.scrollBox = box
    c.environment.layoutContainer.marksIdentities = target != nil
    let around = r.context.environment.layoutContainer.scrollContentMargins
    let margins = EdgeInsets(top: self.margins.top + around.top, leading: self.margins.leading + around.leading,
                             bottom: self.margins.bottom + around.bottom, trailing: self.margins.trailing + around.trailing)
    let stacked = try r.resolver.resolve(.stack(StackNode(axis: axis, children: [content])), c)
    let inner: ResolvedView
    if case .stack(_, _, _, let kids) = stacked.kind, kids.filter({ !$0.isEmpty }).count == 1 {
      inner = kids.first { !$0.isEmpty }!
    } else {
      inner = stacked
    }
    return ResolvedView(.effect(.empty, Drawer(content: inner, vertical: scrollsVertically, horizontal: scrollsHorizontally,
                                               anchor: anchor, offset: CGSize(width: o[0], height: o[1]), margins: margins, clips: clips, target: target,
                                               targetView: try target.map { _ in try r.resolver.resolve(.empty, r.context.child("/scrollTarget")) },
                                               box: box)))
  }

  struct Drawer: DrawnEffect, DrawerWithViews {
    let content: ResolvedView
    let vertical: Bool
    let horizontal: Bool
    let anchor: UnitPoint
    let offset: CGSize
    let margins: EdgeInsets
    let clips: Bool
    let target: Target?
    /// Carries the offset to the target as its geometry, so a change of target animates in its
    /// transaction as a moved view does, the content moving as one (new views in it included).
    let targetView: ResolvedView?
    let box: ContainerBox

    var views: [ResolvedView] { [content] }
    var isTransparentToLayout: Bool { false }

    func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
      ProposedViewSize(width: horizontal ? nil : p.width.map { max(0, $0 - margins.leading - margins.trailing) },
                       height: vertical ? nil : p.height.map { max(0, $0 - margins.top - margins.bottom) })
    }

    /// The content's size with the margins around it.
    func paddedContent(_ p: ProposedViewSize) -> CGSize {
      let c = content.sizeThatFits(contentProposal(p))
      return CGSize(width: Double(c.width) + margins.leading + margins.trailing, height: Double(c.height) + margins.top + margins.bottom)
    }

    /// The offset into the content (before clamping) that shows the target as its anchor asks; nil
    /// without a target or when no view in the content has its id. Found by laying the content out
    /// once for a visible size; an offset change between updates animates as the content's frame does.
    func targetOffset(_ viewport: CGSize, _ padded: CGSize) -> CGSize? {
      guard let target else { return nil }
      if let cached = box.targetOffset, cached.viewport == viewport { return cached.offset }
      var scratch = DisplayListBuilder(inspects: false)
      scratch.identityFrames = [:]
      let inner = CGRect(x: margins.leading, y: margins.top, width: max(0, Double(padded.width) - margins.leading - margins.trailing),
                         height: max(0, Double(padded.height) - margins.top - margins.bottom))
      try? scratch.draw(content, EffectPlacement(laidOut: inner, frame: inner, shift: .zero, ctm: .identity, modifiers: [], inspects: false))
      var offset: CGSize?
      if let f = scratch.identityFrames?[target.id] {
        // Aligned within the visible area less the content margins, as iOS aligns a target to its
        // content insets: a view-aligned carousel's card lands at the margin, its neighbours peeking
        // (https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)).
        func along(_ lower: Double, _ length: Double, _ visible: Double, _ a: Double?, _ before: Double, _ after: Double) -> Double {
          let lower = lower - before, visible = max(0, visible - before - after)
          if let a { return lower + a * length - a * visible }
          // Just enough to show it whole, from the start.
          return lower + length > visible ? min(lower, lower + length - visible) : 0
        }
        offset = CGSize(width: along(Double(f.minX), Double(f.width), Double(viewport.width), target.anchor.map { $0.x },
                                     margins.leading, margins.trailing),
                        height: along(Double(f.minY), Double(f.height), Double(viewport.height), target.anchor.map { $0.y },
                                      margins.top, margins.bottom))
      }
      box.targetOffset = (viewport, offset)
      return offset
    }

    /// The visible size less the margins: what a `containerRelativeFrame` inside measures against.
    func containerSize(_ size: CGSize) -> CGSize {
      CGSize(width: max(0, Double(size.width) - margins.leading - margins.trailing),
             height: max(0, Double(size.height) - margins.top - margins.bottom))
    }

    func sizeThatFits(_ empty: ResolvedView, _ p: ProposedViewSize) -> CGSize {
      // Scrolling both ways, a finite offer is taken whole without measuring the content.
      if horizontal, vertical, let w = p.width, let h = p.height, w.isFinite, h.isFinite { return CGSize(width: w, height: h) }
      // The content's `containerRelativeFrame`s are measured against this offer (the scroll view's
      // length along its axis); `draw` sets the settled size.
      if let w = p.width, let h = p.height, w.isFinite, h.isFinite { box.size = containerSize(CGSize(width: w, height: h)) }
      let c = paddedContent(p)
      func along(_ proposed: Double?, _ own: Double) -> Double {
        guard let proposed, proposed.isFinite else { return own }
        return proposed
      }
      return CGSize(width: horizontal ? along(p.width, Double(c.width)) : Double(c.width),
                    height: vertical ? along(p.height, Double(c.height)) : Double(c.height))
    }

    func draw(_ empty: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let viewport = place.laidOut
      box.size = containerSize(viewport.size)
      let s = paddedContent(ProposedViewSize(viewport.size))
      let w = Double(s.width), h = Double(s.height)
      let vw = Double(viewport.width), vh = Double(viewport.height)
      // Along a scroll axis the content starts at the leading edge, moved by the offset (clamped to the
      // content); across it, it is centred.
      // Scrolled to a target, the content is laid out unscrolled and drawn shifted by the (animated)
      // offset; otherwise it is laid out where the anchor and offset put it.
      var scrolled = CGSize.zero
      if let aimed = targetOffset(viewport.size, CGSize(width: w, height: h)), let targetView {
        let model = CGRect(x: horizontal ? min(max(0, Double(aimed.width)), max(0, w - vw)) : 0,
                           y: vertical ? min(max(0, Double(aimed.height)), max(0, h - vh)) : 0, width: 0, height: 0)
        let shown = out.geometry(targetView, model)
        scrolled = CGSize(width: shown.minX, height: shown.minY)
      }
      let dx = horizontal && scrolled == .zero ? max(0, w - vw) * anchor.x + Double(offset.width) : 0
      let dy = vertical && scrolled == .zero ? max(0, h - vh) * anchor.y + Double(offset.height) : 0
      let x = horizontal ? Double(viewport.minX) - min(max(0, dx), max(0, w - vw)) : Double(viewport.minX) + (vw - w) / 2
      let y = vertical ? Double(viewport.minY) - min(max(0, dy), max(0, h - vh)) : Double(viewport.minY) + (vh - h) / 2
      if clips { out.emit(.beginLayer(LayerEffect(clip: Path { $0.addRect(place.frame) }, clipTransform: place.ctm))) }
      let shownOffset = CGPoint(x: Double(viewport.minX) - x + Double(scrolled.width), y: Double(viewport.minY) - y + Double(scrolled.height))
      box.scrollGeometry = ScrollGeometryReading(contentOffset: shownOffset, contentSize: CGSize(width: w, height: h),
                                                 containerSize: viewport.size, contentInsets: margins)
      var c = place.adding(InspectModifier(name: "scrollView", values: [
        "contentSize": [w, h], "offset": [Double(shownOffset.x), Double(shownOffset.y)],
      ]))
      c.shift = CGSize(width: Double(c.shift.width) - Double(scrolled.width), height: Double(c.shift.height) - Double(scrolled.height))
      c.laidOut = CGRect(x: x + margins.leading, y: y + margins.top, width: w - margins.leading - margins.trailing,
                         height: h - margins.top - margins.bottom)
      // What `scrollTransition`s inside measure their visibility against, in canvas coordinates.
      let outer = out.scrollViewport, outerSpace = out.coordinateSpaces[GeometryProxy.scrollViewSpace]
      out.scrollViewport = Viewport(rect: place.ctm.apply(place.frame), horizontal: horizontal && !vertical)
      // `CoordinateSpace.scrollView`: the visible rectangle, so content scrolled up has negative minY.
      out.coordinateSpaces[GeometryProxy.scrollViewSpace] = place.ctm.apply(place.frame)
      defer { out.scrollViewport = outer; out.coordinateSpaces[GeometryProxy.scrollViewSpace] = outerSpace }
      try out.draw(content, c)
      if clips { out.emit(.endLayer) }
    }
  }

  /// A scroll view's visible rectangle in canvas coordinates, and its scroll axis.
  struct Viewport {
    var rect: CGRect
    var horizontal: Bool
  }
}
