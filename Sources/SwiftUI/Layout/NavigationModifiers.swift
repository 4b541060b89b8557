import Foundation
import ViewRuntime

/// SwiftUI's `NavigationBarItem`, for its title display modes.
public struct NavigationBarItem {
  public typealias TitleDisplayMode = ViewRuntime.NavigationTitle.DisplayMode
}

/// The navigation bar's title and items, read by the enclosing `NavigationStack`
/// (https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-avgj).
extension View {
  public func navigationTitle(_ title: Text) -> some View {
    _transformed { content in _StringLookup.title(title.localized, text: title.content, on: content) }
  }
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    _transformed { content in _StringLookup.title(LocalizedText(key: titleKey, table: nil), text: titleKey.text, on: content) }
  }
  @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _modified(.effect(NavigationTitle(title: String(title)))) }

  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    _modified(.effect(NavigationTitle(displayMode: displayMode)))
  }

  /// Destinations are not pushed in a render; accepted so app code compiles unchanged.
  public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
    _transformed { $0 }
  }

  /// The bar's items: `ToolbarItem`s by placement, other views trailing. Labels in a bar show their
  /// icon only, as iOS draws them there (`Button("Share", systemImage: …)`, `ShareLink`).
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    _modified(.effect(ToolbarEffect(content: Self.iconOnlyLabels(_makeNode(content())))))
  }

  /// Each item of a bar with icon-only labels (each, so the bar still sees its items one by one).
  private static func iconOnlyLabels(_ node: ViewNode) -> ViewNode {
    if case .group(let items) = node { return .group(items.map(iconOnlyLabels)) }
    if case .forEach(let rows) = node { return .forEach(rows.map { ForEachRow(id: $0.id, iconOnlyLabels($0.node)) }) }
    return _makeNode(AnyView(_node: node).labelStyle(.iconOnly))
  }
}
