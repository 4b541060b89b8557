import Foundation
import Graphics

/// `NavigationStack { root }` showing its root view: a navigation bar with the title the content sets
/// (`navigationTitle`, large by default, inline with `.navigationBarTitleDisplayMode(.inline)`) and the
/// content's `toolbar` items, over the content's background (grouped when the content is a `List` or
/// `Form`). Pushing destinations is not modelled: a still shows the root.
///
/// Metrics (UIKit's `UINavigationBar`, Apple's HIG "Navigation bars"): the bar is 44 pt tall, a large
/// title adds a 52 pt row (34 pt bold, 16 pt from the leading edge); the inline title is 17 pt semibold,
/// centred; bar items sit 16 pt from the edges in the accent colour; a bottom toolbar is 44 pt. At rest
/// (content scrolled to the top) iOS 15 and later draw no bar background, so none is drawn.
public struct NavigationStackNode: ViewEffect, ResolvableEffect {
  public var content: ViewNode
  public init(content: ViewNode) { self.content = content }

  static let barHeight = 44.0
  static let largeTitleHeight = 52.0
  static let margin = 16.0

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let content = try r.resolve(self.content, "/root")
    let title = content.firstDrawer(NavigationTitle.TitleMarker.self)?.title
    let mode = content.firstDrawer(NavigationTitle.ModeMarker.self)?.mode ?? .automatic
    let large = mode != .inline
    let barHidden = content.firstDrawer(NavigationBarVisibility.Marker.self)?.isHidden ?? false
    // A hidden bar keeps only the bottom toolbar's items (`NavigationBarVisibility`).
    let items = (content.firstDrawer(ToolbarEffect.Marker.self)?.items ?? []).filter { !barHidden || $0.placement == .bottomBar }
    let barAppearance = barHidden ? nil : content.firstDrawer(ToolbarBackgroundEffect.Marker.self)
    let barScheme = barAppearance?.colorScheme ?? r.environment.colorScheme
    var titleView: ResolvedView?
    if let title, !title.isEmpty, !barHidden {
      let font: Font = large ? .system(size: 34, weight: .bold) : .system(size: 17, weight: .semibold)
      // The title in the bar's appearance (`toolbarColorScheme`).
      var barContext = r.context
      barContext.environment.colorScheme = barScheme
      titleView = try EffectResolution(resolver: r.resolver, context: barContext, node: r.node).resolve(.modified(.modified(.text(title), .font(font)), .lineLimit(1)), "/title")
    }
    let search = barHidden ? nil : try content.firstDrawer(SearchableEffect.Marker.self).map { try SearchableEffect.field(r, text: $0.text, prompt: $0.prompt) }
    let grouped = content.firstDrawer(ListNode.Drawer.self)?.style.isGrouped ?? false
    let background = Color.system[grouped ? "systemGroupedBackground" : "systemBackground"]!.resolved(r.environment.colorScheme)
    return ResolvedView(.effect(content, Drawer(
      title: titleView, large: large, search: search, items: items, background: background, container: r.environment.layoutContainer,
      barHidden: barHidden, barBackground: barAppearance, scheme: barScheme)))
  }

  struct Drawer: DrawnEffect, DrawerWithViews {
    let title: ResolvedView?
    let large: Bool
    /// The `.searchable` field, drawn in a row under the title.
    let search: ResolvedView?
    let items: [ToolbarItemNode.Drawer]
    let background: RGBAColor
    let container: LayoutContainer
    /// `toolbar(.hidden, for: .navigationBar)`: no bar row at the top.
    var barHidden = false
    /// `toolbarBackground(_:for:)` on the content: the bar's background, when visible.
    var barBackground: ToolbarBackgroundEffect.Marker? = nil
    var scheme: ColorScheme = .light

    var views: [ResolvedView] { [] }
    var isTransparentToLayout: Bool { false }

    var topHeight: Double {
      if barHidden { return 0 }
      return NavigationStackNode.barHeight + (large ? NavigationStackNode.largeTitleHeight : 0) + (search == nil ? 0 : SearchableEffect.rowHeight)
    }
    var bottomHeight: Double { items.contains { $0.placement == .bottomBar } ? NavigationStackNode.barHeight : 0 }

    func sizeThatFits(_ content: ResolvedView, _ p: ProposedViewSize) -> CGSize {
      let inner = content.sizeThatFits(ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - topHeight - bottomHeight) }))
      func side(_ v: Double?, _ own: Double) -> Double { v.flatMap { $0.isFinite ? $0 : nil } ?? own }
      return CGSize(width: side(p.width, Double(inner.width)), height: side(p.height, Double(inner.height) + topHeight + bottomHeight))
    }

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let b = place.laidOut
      // The stack's background reaches the screen's edges, as SwiftUI's navigation container does.
      let full = container.extended(b, .all)
      out.emit(.fill(path: Path { $0.addRect(full) }, paint: .solid(background), rule: .nonZero, transform: place.ctm))
      let body = CGRect(x: b.minX, y: b.minY + topHeight, width: b.width, height: max(0, b.height - topHeight - bottomHeight))
      var c = place
      c.laidOut = aligned(content.sizeThatFits(ProposedViewSize(body.size)), in: body, .center)
      try out.draw(content, c)
      // Over the content that scrolls under the bar, under the bar's title and items.
      let barArea = container.extended(CGRect(x: b.minX, y: b.minY, width: b.width, height: topHeight), [.top, .leading, .trailing])
      ToolbarBackgroundEffect.drawBar(barBackground, barArea, scheme, place.ctm, &out)

      let bar = CGRect(x: b.minX, y: b.minY, width: b.width, height: NavigationStackNode.barHeight)
      let m = NavigationStackNode.margin
      var leadingX = Double(bar.minX) + m, trailingX = Double(bar.maxX) - m
      for item in items where item.placement == .leading {
        let s = item.sizeThatFits(.empty, .unspecified)
        try drawItem(item, CGRect(x: leadingX, y: Double(bar.midY) - Double(s.height) / 2, width: s.width, height: s.height), place, &out)
        leadingX += Double(s.width) + m
      }
      for item in items.reversed() where item.placement == .trailing {
        let s = item.sizeThatFits(.empty, .unspecified)
        trailingX -= Double(s.width)
        try drawItem(item, CGRect(x: trailingX, y: Double(bar.midY) - Double(s.height) / 2, width: s.width, height: s.height), place, &out)
        trailingX -= m
      }
      let principal = items.first { $0.placement == .principal }
      if let principal {
        let s = principal.sizeThatFits(.empty, .unspecified)
        try drawItem(principal, aligned(s, in: bar, .center), place, &out)
      }
      if let title {
        var t = place
        if large {
          let row = CGRect(x: b.minX + m, y: bar.maxY, width: max(0, b.width - 2 * m), height: NavigationStackNode.largeTitleHeight)
          t.laidOut = aligned(title.sizeThatFits(ProposedViewSize(row.size)), in: row, .leading)
          try out.draw(title, t)
        } else if principal == nil {
          // The inline title is centred in the bar, between the items.
          let room = max(0, min(trailingX - Double(bar.midX), Double(bar.midX) - leadingX) * 2)
          t.laidOut = aligned(title.sizeThatFits(ProposedViewSize(width: room, height: nil)), in: bar, .center)
          try out.draw(title, t)
        }
      }
      if let search {
        let top = Double(bar.maxY) + (large ? NavigationStackNode.largeTitleHeight : 0)
        let fieldHeight = SearchableEffect.fieldHeight
        var f = place
        f.laidOut = CGRect(x: Double(b.minX) + m, y: top + (SearchableEffect.rowHeight - fieldHeight) / 2,
                           width: max(0, Double(b.width) - 2 * m), height: fieldHeight)
        try out.draw(search, f)
      }
      let bottomItems = items.filter { $0.placement == .bottomBar }
      if !bottomItems.isEmpty {
        let strip = CGRect(x: b.minX + m, y: b.maxY - bottomHeight, width: max(0, b.width - 2 * m), height: bottomHeight)
        // Several bottom items are spread across the bar, as a toolbar with flexible space between them.
        let views = bottomItems.flatMap(\.views)
        let widths = views.map { Double($0.sizeThatFits(.unspecified).width) }
        let gap = views.count > 1 ? max(0, (Double(strip.width) - widths.reduce(0, +)) / Double(views.count - 1)) : 0
        var x = views.count > 1 ? Double(strip.minX) : Double(strip.midX) - (widths.first ?? 0) / 2
        for (v, w) in zip(views, widths) {
          let s = v.sizeThatFits(.unspecified)
          var c = place
          c.laidOut = CGRect(x: x, y: Double(strip.midY) - Double(s.height) / 2, width: w, height: s.height)
          try out.draw(v, c)
          x += w + gap
        }
      }
    }

    private func drawItem(_ item: ToolbarItemNode.Drawer, _ frame: CGRect, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      var c = place
      c.laidOut = frame
      try item.draw(.empty, c, &out)
    }
  }
}
