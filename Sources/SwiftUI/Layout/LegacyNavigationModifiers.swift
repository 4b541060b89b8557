import Foundation
import ViewRuntime

// The navigation bar modifiers of iOS 13 and 14, deprecated since and still in much app code written
// with `NavigationView`. Each is the modifier that replaced it, as Apple's deprecation notes say:
// https://developer.apple.com/documentation/swiftui/view/navigationbartitle(_:displaymode:)-8vmhm
// ("use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"),
// https://developer.apple.com/documentation/swiftui/view/navigationbaritems(leading:trailing:)
// ("use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement"),
// https://developer.apple.com/documentation/swiftui/view/accentcolor(_:) ("use tint(_:)").
extension View {
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }
  @_disfavoredOverload public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }
  public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
  }
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }
  public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }

  /// The accent colour of the view and its descendants: `tint(_:)` here (controls and
  /// `Color.accentColor` below take it), nil as `tint(nil)`.
  public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
}
