import Foundation
import Graphics

/// `.navigationTitle(_:)` and `.navigationBarTitleDisplayMode(_:)`: values the enclosing
/// `NavigationStack` reads (SwiftUI carries them up as preferences); the view itself is unchanged.
/// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-avgj
public struct NavigationTitle: ViewEffect, ResolvableEffect {
  public enum DisplayMode: Hashable, Sendable { case automatic, inline, large }
  public var title: String?
  public var displayMode: DisplayMode?
  public init(title: String? = nil, displayMode: DisplayMode? = nil) { self.title = title; self.displayMode = displayMode }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let content = try r.content()
    if let title { return ResolvedView(.effect(content, TitleMarker(title: title))) }
    return ResolvedView(.effect(content, ModeMarker(mode: displayMode ?? .automatic)))
  }

  struct TitleMarker: DrawnEffect {
    let title: String
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws { try out.draw(content, place) }
  }

  struct ModeMarker: DrawnEffect {
    let mode: DisplayMode
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws { try out.draw(content, place) }
  }
}

/// Where a toolbar item goes in the navigation bar (SwiftUI's `ToolbarItemPlacement`, reduced to the
/// places a still shows): `.automatic`, `.primaryAction`, `.confirmationAction`, `.topBarTrailing`
/// and `.navigationBarTrailing` are trailing; `.cancellationAction`, `.topBarLeading` and
/// `.navigationBarLeading` leading; `.principal` replaces the inline title; `.bottomBar` is a bar above
/// the bottom safe area.
public enum ToolbarPlacement: String, Hashable, Sendable { case leading, trailing, principal, bottomBar }

/// `ToolbarItem(placement:content:)` and `ToolbarItemGroup(placement:content:)`. Outside a toolbar it
/// lays its views out in a row.
public struct ToolbarItemNode: ViewEffect, ResolvableEffect {
  public var placement: ToolbarPlacement
  public var content: ViewNode
  public init(placement: ToolbarPlacement, content: ViewNode) { self.placement = placement; self.content = content }

  /// The scene value that tells views they are a toolbar item's content (a `ControlGroup` draws its
  /// buttons as bar items there).
  public static let environmentKey = "toolbarItem"

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    var context = r.context
    context.environment.sceneValues[Self.environmentKey] = AnyHashable(true)
    r.resolver.recorder?.notePassesEnvironment()
    let inner = EffectResolution(resolver: r.resolver, context: context, node: r.node)
    return ResolvedView(.effect(.empty, Drawer(placement: placement, views: try inner.children(content, "/item", axis: .horizontal))))
  }

  struct Drawer: DrawnEffect, DrawerWithViews {
    let placement: ToolbarPlacement
    let views: [ResolvedView]
    var isTransparentToLayout: Bool { false }
    /// SwiftUI's bar items are spaced about 16 points apart (measured on iOS 18 screenshots).
    var row: StackLayout { StackLayout(axis: .horizontal, spacing: 16, children: views) }
    func sizeThatFits(_ empty: ResolvedView, _ p: ProposedViewSize) -> CGSize { row.size(for: .unspecified) }
    func draw(_ empty: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      for (v, f) in zip(views, row.frames(in: place.laidOut, alignment: .center)) {
        var c = place
        c.laidOut = f
        try out.draw(v, c)
      }
    }
  }
}

/// `.toolbar { … }`: the items the enclosing `NavigationStack` draws in its bars. Views written without
/// a `ToolbarItem` are `.automatic` (trailing on iOS).
public struct ToolbarEffect: ViewEffect, ResolvableEffect {
  public var content: ViewNode
  public init(content: ViewNode) { self.content = content }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let items = try r.children(content, "/toolbar", axis: .horizontal).map { v -> ToolbarItemNode.Drawer in
      if case .effect(_, let e) = v.kind, let item = e as? ToolbarItemNode.Drawer { return item }
      return ToolbarItemNode.Drawer(placement: .trailing, views: [v])
    }
    return ResolvedView(.effect(try r.content(), Marker(items: items)))
  }

  struct Marker: DrawnEffect {
    let items: [ToolbarItemNode.Drawer]
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws { try out.draw(content, place) }
  }
}
