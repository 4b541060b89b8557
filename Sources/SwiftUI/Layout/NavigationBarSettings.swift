import Foundation
import ViewRuntime

/// SwiftUI's `ToolbarTitleDisplayMode` (iOS 17,
/// https://developer.apple.com/documentation/swiftui/toolbartitledisplaymode): the newer name of the
/// navigation bar's title display modes. `.inlineLarge` (a large title inside the bar) draws as `.large`.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  let mode: NavigationBarItem.TitleDisplayMode
  public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
  public static let inline = ToolbarTitleDisplayMode(mode: .inline)
  public static let large = ToolbarTitleDisplayMode(mode: .large)
  public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

/// SwiftUI's `ToolbarRole` (iOS 16): how an iPad lays out a bar's items; an iPhone's bar is the same
/// for every role, as it is drawn here.
public struct ToolbarRole: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarRole(name: "automatic")
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  public static let browser = ToolbarRole(name: "browser")
  public static let editor = ToolbarRole(name: "editor")
}

extension View {
  /// SwiftUI's `toolbarTitleDisplayMode(_:)` (iOS 17): as `navigationBarTitleDisplayMode(_:)`.
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarTitleDisplayMode(mode.mode)
  }

  /// SwiftUI's `toolbarRole(_:)`.
  public func toolbarRole(_ role: ToolbarRole) -> some View { _transformed { $0 } }

  /// SwiftUI's `navigationBarBackButtonHidden(_:)`: a render shows a stack's root, which has no back
  /// button to hide.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { _transformed { $0 } }

  /// SwiftUI's `toolbarTitleMenu(content:)` (iOS 16): the menu a tap on an inline title opens; the
  /// title is drawn without the menu's chevron.
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { _transformed { $0 } }
}
