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
    let navigation = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
    return _modified(.effect(NavigationBarVisibility(isHidden: navigation && visibility == .hidden)))
  }

  /// The iOS 13 `navigationBarHidden(_:)`, deprecated for `toolbar(.hidden, for: .navigationBar)`.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    _modified(.effect(NavigationBarVisibility(isHidden: hidden)))
  }
}
