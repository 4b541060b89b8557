import Foundation
import ViewRuntime

/// SwiftUI's `ToolbarPlacement` (https://developer.apple.com/documentation/swiftui/toolbarplacement): the
/// bars `toolbar(_:for:)` and `toolbarBackground(_:for:)` act on.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

extension View {
  /// SwiftUI's `toolbar(_:for:)` (iOS 16): `.hidden` for `.navigationBar` (or `.automatic`, which is the
  /// navigation bar on iPhone) hides the enclosing stack's navigation bar, the content taking its room
  /// (`NavigationBarVisibility`). Hiding the tab bar or the bottom bar is not built: a tab bar stays.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    _modified(.effect(NavigationBarVisibility(isHidden: Self.navigationBar(bars) && visibility == .hidden)))
  }

  /// The iOS 13 `navigationBarHidden(_:)`, deprecated for `toolbar(.hidden, for: .navigationBar)`.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    _modified(.effect(NavigationBarVisibility(isHidden: hidden)))
  }

  /// SwiftUI's `toolbarBackground(_:for:)` with a style (iOS 16): the colour the navigation bar's
  /// background is drawn in when it is visible (`ToolbarBackgroundEffect`).
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    _modified(.effect(ToolbarBackgroundEffect(style: Self.navigationBar(bars) ? style._style : nil)))
  }

  /// SwiftUI's `toolbarBackground(_:for:)` with a visibility: `.visible` draws the navigation bar's
  /// background at rest, where iOS shows it only while content scrolls under the bar.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    toolbarBackground(visibility, bars)
  }

  /// SwiftUI's `toolbarBackgroundVisibility(_:for:)` (iOS 18), the new name of the visibility form.
  public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    toolbarBackground(visibility, bars)
  }

  /// Both visibility forms: `.automatic` leaves the bar as iOS draws it at rest.
  private func toolbarBackground(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
    let visible: Bool? = visibility == .automatic ? nil : visibility == .visible
    return _modified(.effect(ToolbarBackgroundEffect(isVisible: Self.navigationBar(bars) ? visible : nil)))
  }

  /// SwiftUI's `toolbarColorScheme(_:for:)` (iOS 16): the navigation bar's appearance; its title is
  /// drawn in it (white on a dark bar) and its default background follows it.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
    _modified(.effect(ToolbarBackgroundEffect(colorScheme: Self.navigationBar(bars) ? colorScheme : nil)))
  }

  /// Whether `bars` names the navigation bar (`.automatic` is it on iPhone).
  private static func navigationBar(_ bars: [ToolbarPlacement]) -> Bool {
    bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
  }
}
