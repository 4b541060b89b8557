import Foundation
import Graphics

/// A page-style `TabView`'s pages: a horizontal strip of pages, each the pager's full size, scrolled
/// to the (animated) selected index, as SwiftUI's `PageTabViewStyle` pager scrolls when the selection
/// changes in an animation: the old page slides out to the leading edge while the new one slides in
/// from the trailing edge (the reverse going back). Without an animation it jumps.
/// https://developer.apple.com/documentation/swiftui/pagetabviewstyle
///
/// Every page is resolved (each at its own path, so it keeps its state), but only the pages on screen
/// are laid out and drawn. A page off screen runs no lifecycle events (`onAppear`, `task`: it appears
/// when it scrolls in, as in a lazy collection) and registers no tap actions. At rest the selected page
/// is drawn alone, unclipped, where the pager is: exactly as a single page. Swiping is not modelled.
public struct PagerNode: ViewEffect, ResolvableEffect {
  public var pages: [ViewNode]
  public var selected: Int

  public init(pages: [ViewNode], selected: Int) { self.pages = pages; self.selected = selected }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let shown = r.animated("pageIndex", [Double(selected)])[0]
    // On screen now or on the way to the selection (the model value): the pages a slide shows.
    let low = Int(min(shown, Double(selected)).rounded(.down)), high = Int(max(shown, Double(selected)).rounded(.up))
    var views: [ResolvedView] = []
    for (i, page) in pages.enumerated() {
      var c = r.context.child("/page\(i)")
      c.environment.stackAxis = nil
      let visible = (low...high).contains(i)
      if !visible { c.environment.layoutContainer.offscreenPage = true }
      let taps = r.resolver.tapActions.count, interactions = r.resolver.interactions.count
      views.append(try r.resolver.resolve(page, c))
      if !visible {
        r.resolver.tapActions.removeSubrange(taps...)
        r.resolver.interactions.removeSubrange(interactions...)
      }
    }
    return ResolvedView(.effect(.empty, Drawer(pages: views, selected: min(max(0, selected), pages.count - 1), shown: shown)))
  }

  struct Drawer: DrawnEffect, DrawerWithViews {
    let pages: [ResolvedView]
    let selected: Int
    /// The presented index: fractional while the strip slides.
    let shown: Double

    var views: [ResolvedView] { pages }
    var isTransparentToLayout: Bool { false }

    /// The selected page's size: every page takes the pager's.
    func sizeThatFits(_ empty: ResolvedView, _ p: ProposedViewSize) -> CGSize {
      pages.indices.contains(selected) ? pages[selected].sizeThatFits(p) : .zero
    }

    func draw(_ empty: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let width = Double(place.laidOut.width)
      let moving = shown != shown.rounded()
      // Pages sliding past the pager's edges are clipped to it, as a scroll view clips its content.
      if moving { out.emit(.beginLayer(LayerEffect(clip: Path { $0.addRect(place.frame) }, clipTransform: place.ctm))) }
      for (i, page) in pages.enumerated() {
        let dx = (Double(i) - shown) * width
        guard abs(dx) < width || (width == 0 && i == selected) else { continue }
        var c = place
        c.laidOut = place.laidOut.offsetBy(dx: dx, dy: 0)
        try out.draw(page, c)
      }
      if moving { out.emit(.endLayer) }
    }
  }
}
