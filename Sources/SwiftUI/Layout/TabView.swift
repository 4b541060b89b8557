import Foundation
import ViewRuntime

/// SwiftUI's `TabView` (https://developer.apple.com/documentation/swiftui/tabview): the selected page
/// above iOS's tab bar, or, under `.tabViewStyle(.page)`, a horizontal pager (`PagerNode`) with its
/// page dots: an animated selection change slides the pages.
///
/// Its pages are the views of its content (`ForEach` and blocks flattened); each page's `.tabItem`
/// label is drawn in the bar as iOS draws it: the symbol (in its `.fill` variant) above a 10-point
/// medium title, the selected item in the tint and the others in system grey, on the bar material with
/// a hairline above. The page whose `.tag` equals the selection is shown (the first without a
/// selection binding, until an item is tapped). Tapping an item selects its page without animation, as
/// iOS switches tabs. A choice where Apple publishes no number: the bar's symbols are 22 points.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let pages: [_TabPage]
  let selection: Binding<SelectionValue>?
  @State private var shownHere = 0
  @Environment(\._tabViewStyle) private var style

  public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
    pages = _TabPage.pages(_ImplicitTags.lowering(content()))
    selection = nil
  }

  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    pages = _TabPage.pages(_ImplicitTags.lowering(content()))
    self.selection = selection
  }

  private var shown: Int {
    guard let selection else { return min(shownHere, max(0, pages.count - 1)) }
    let current = _TagValue.normalized(selection.wrappedValue)
    return pages.firstIndex { $0.tag == current } ?? 0
  }

  private func select(_ index: Int) {
    if let selection {
      if let value = pages[index].tag?.base as? SelectionValue { selection.wrappedValue = value }
    } else {
      shownHere = index
    }
  }

  public var body: some View {
    let shown = self.shown
    if pages.isEmpty {
      EmptyView()
    } else if let dots = style.pageDots {
      // The pages side by side, scrolled to the selection (animated in the transaction); the dots
      // stay put over them.
      AnyView(_node: .primitive(PagerNode(pages: pages.map { _makeNode(AnyView(_node: $0.node).frame(maxWidth: .infinity, maxHeight: .infinity)) },
                                          selected: shown)))
        .overlay(alignment: .bottom) {
          if dots && pages.count > 1 { _PageDots(count: pages.count, current: shown).padding(.bottom, 12) }
        }
    } else {
      VStack(spacing: 0) {
        AnyView(_node: pages[shown].node)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
        _TabBar(pages: pages, selected: shown, select: select)
      }
    }
  }
}

/// One page of a `TabView`: its view, its `.tabItem` label and its `.tag`.
public struct _TabPage {
  let node: ViewNode
  let label: ViewNode?
  let tag: AnyHashable?
  /// Its `.badge`, drawn on its item.
  let badge: String?

  static func pages(_ node: ViewNode) -> [_TabPage] {
    switch node {
    case .empty: return []
    case .group(let nodes): return nodes.flatMap(pages)
    case .forEach(let rows): return rows.flatMap { pages($0.node) }
    case .conditional(_, let inner): return pages(inner)
    default:
      return [_TabPage(node: node, label: effect(TabItemEffect.self, of: node)?.label, tag: effect(TagEffect.self, of: node)?.tag,
                       badge: effect(BadgeEffect.self, of: node)?.label)]
    }
  }

  private static func effect<E>(_ type: E.Type, of node: ViewNode) -> E? {
    guard case .modified(let inner, let modifier) = node else { return nil }
    if case .effect(let e) = modifier, let found = e as? E { return found }
    return effect(type, of: inner)
  }
}

/// iOS's tab bar: one item per page, equally wide, 49 points tall above the bottom safe area.
struct _TabBar: View {
  let pages: [_TabPage]
  let selected: Int
  let select: (Int) -> Void

  var body: some View {
    HStack(spacing: 0) {
      ForEach(pages.indices, id: \.self) { i in
        Button { select(i) } label: {
          AnyView(_node: pages[i].label ?? .empty)
            .labelStyle(_TabItemLabelStyle(badge: pages[i].badge))
            .symbolVariant(.fill)
            .foregroundStyle(i == selected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color(uiColor: .systemGray)))
            .frame(maxWidth: .infinity)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
      }
    }
    .padding(.top, 7)
    .frame(height: 49, alignment: .top)
    .background {
      Rectangle().fill(.bar).ignoresSafeArea(edges: .bottom)
        .overlay(alignment: .top) { Rectangle().fill(Color.black.opacity(0.3)).frame(height: 1.0 / 3) }
    }
  }
}

/// A tab item's label as the bar draws it: icon above title, and its page's badge on the icon's
/// top-trailing corner: white 13-point text on a red capsule at least 18 points across (a choice
/// matching iOS's look).
struct _TabItemLabelStyle: LabelStyle {
  let badge: String?

  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 2) {
      configuration.icon.font(.system(size: 22))
        .overlay(alignment: .topTrailing) {
          if let badge {
            Text(badge)
              .font(.system(size: 13))
              .foregroundStyle(.white)
              .lineLimit(1)
              .padding(.horizontal, 5)
              .frame(minWidth: 18, minHeight: 18)
              .background(Capsule().fill(Color.red))
              .fixedSize()
              .offset(x: 10, y: -6)
          }
        }
      configuration.title.font(.system(size: 10, weight: .medium)).lineLimit(1)
    }
  }
}

/// The page style's dots: the current page's solid, the others at 30 %, in the primary style on a
/// page whose background decides their contrast (iOS draws them white on a dark backdrop; here they
/// take the foreground so they show on light pages too). On the index style's backing they are white
/// on a translucent dark capsule (its 0.25 alpha and 8 × 6 pt margins are our choice).
struct _PageDots: View {
  let count: Int
  let current: Int
  @Environment(\._indexBacking) private var backing

  var body: some View {
    if backing {
      dots(Color.white, 0.5).padding(.horizontal, 8).padding(.vertical, 6).background(Capsule().fill(Color.black.opacity(0.25)))
    } else {
      dots(Color.primary, 0.3)
    }
  }

  private func dots(_ color: Color, _ others: Double) -> some View {
    HStack(spacing: 8) {
      ForEach(0..<count, id: \.self) { i in
        Circle().fill(color.opacity(i == current ? 1 : others)).frame(width: 7, height: 7)
      }
    }
  }
}

/// SwiftUI's `TabViewStyle` and its built-in styles.
public protocol TabViewStyle { var _pageDots: Bool? { get } }
public struct DefaultTabViewStyle: TabViewStyle { public init() {}; public var _pageDots: Bool? { nil } }
/// `.page` and `.page(indexDisplayMode:)`: dots unless `.never`.
public struct PageTabViewStyle: TabViewStyle {
  public struct IndexDisplayMode: Hashable, Sendable {
    let shows: Bool
    public static let automatic = IndexDisplayMode(shows: true)
    public static let always = IndexDisplayMode(shows: true)
    public static let never = IndexDisplayMode(shows: false)
  }
  let mode: IndexDisplayMode
  public init(indexDisplayMode: IndexDisplayMode = .automatic) { mode = indexDisplayMode }
  public var _pageDots: Bool? { mode.shows }
}
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { .init() }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { .init(indexDisplayMode: indexDisplayMode) }
}

/// The style the tab views below draw in.
struct _TabViewStyleValue: Hashable, Sendable {
  /// nil: the tab bar; true or false: pages, with or without dots.
  var pageDots: Bool?
}

private struct _TabViewStyleKey: EnvironmentKey {
  static let defaultValue = _TabViewStyleValue()
}

extension EnvironmentValues {
  var _tabViewStyle: _TabViewStyleValue {
    get { self[_TabViewStyleKey.self] }
    set { self[_TabViewStyleKey.self] = newValue }
  }
}

/// iOS 18's `Tab(_:systemImage:value:content:)` and `Tab(_:systemImage:content:)`: a page with its item.
public struct Tab<Value: Hashable, Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let title: String
  let systemImage: String
  let value: Value?
  let content: Content

  public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
    self.title = title; self.systemImage = systemImage; self.value = value; self.content = content()
  }

  public var _node: ViewNode {
    let page = _makeNode(content)
    let item = ViewNode.modified(page, .effect(TabItemEffect(SwiftUI.Label(title, systemImage: systemImage)._node)))
    guard let value else { return item }
    return .modified(item, .effect(TagEffect(_TagValue.normalized(value))))
  }
}

extension Tab where Value == Never {
  public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
    self.title = title; self.systemImage = systemImage; value = nil; self.content = content()
  }
}

extension View {
  /// SwiftUI's `badge(_:)`: a count (0 is none), a text or a string, trailing in a list row and on the
  /// item of a tab view's page (see `BadgeEffect`).
  public func badge(_ count: Int) -> some View { _modified(.effect(BadgeEffect(count == 0 ? nil : String(count)))) }
  public func badge(_ label: Text?) -> some View { _modified(.effect(BadgeEffect(label?.content))) }
  public func badge(_ key: LocalizedStringKey?) -> some View { _modified(.effect(BadgeEffect(key?.text))) }
  @_disfavoredOverload public func badge<S: StringProtocol>(_ label: S?) -> some View { _modified(.effect(BadgeEffect(label.map { String($0) }))) }

  /// SwiftUI's `tabItem(_:)`: this page's label in the tab bar.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    _modified(.effect(TabItemEffect(_makeNode(label()))))
  }

  /// SwiftUI's `tabViewStyle(_:)`.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\._tabViewStyle, _TabViewStyleValue(pageDots: style._pageDots))
  }
}
