import Foundation
import ViewRuntime

/// SwiftUI's `NavigationSplitView` (https://developer.apple.com/documentation/swiftui/navigationsplitview).
///
/// In a compact width (an iPhone) it collapses into one navigation stack showing its sidebar, as iOS
/// shows it until a selection pushes the detail. In a regular width (an iPad) its columns stand side by
/// side with hairlines between them: the sidebar and the middle column 320 points wide each (a choice
/// near iPadOS's default widths), the detail taking the rest. `columnVisibility: .detailOnly` shows the
/// detail alone; `.doubleColumn` hides the sidebar of a three-column view.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  let visibility: Binding<NavigationSplitViewVisibility>?
  @Environment(\.horizontalSizeClass) private var sizeClass

  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
    self.sidebar = sidebar(); content = nil; self.detail = detail(); visibility = nil
  }

  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar(); self.content = content(); self.detail = detail(); visibility = nil
  }

  public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
              @ViewBuilder detail: () -> Detail) where Content == EmptyView {
    self.sidebar = sidebar(); content = nil; self.detail = detail(); visibility = columnVisibility
  }

  public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
              @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar(); self.content = content(); self.detail = detail(); visibility = columnVisibility
  }

  /// Column width of the sidebar and of the middle column in a regular width.
  static var columnWidth: CGFloat { 320 }

  public var body: some View {
    let shown = visibility?.wrappedValue ?? .automatic
    if sizeClass != .regular {
      NavigationStack { sidebar }
    } else if shown == .detailOnly {
      NavigationStack { detail }
    } else {
      HStack(spacing: 0) {
        if shown != .doubleColumn || content == nil {
          NavigationStack { sidebar }.frame(width: Self.columnWidth)
          Divider()
        }
        if let content {
          NavigationStack { content }.frame(width: Self.columnWidth)
          Divider()
        }
        NavigationStack { detail }.frame(maxWidth: .infinity)
      }
    }
  }
}

/// SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  private let name: String
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  public static let all = NavigationSplitViewVisibility(name: "all")
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// SwiftUI's `NavigationSplitViewStyle`: the columns are drawn side by side in every style.
public protocol NavigationSplitViewStyle {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

extension View {
  /// SwiftUI's `navigationSplitViewStyle(_:)`.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { _transformed { $0 } }

  /// SwiftUI's `navigationSplitViewColumnWidth(_:)` and its `min:ideal:max:` form: the columns keep
  /// the widths above.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { _transformed { $0 } }
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    _transformed { $0 }
  }
}
