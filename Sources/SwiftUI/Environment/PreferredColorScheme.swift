import Foundation
import ViewRuntime

extension View {
  /// SwiftUI's `preferredColorScheme(_:)`: the appearance the presentation asks for. Written on the
  /// scene's root view it sets the whole canvas's appearance (as SwiftUI applies it to the window);
  /// elsewhere the views below draw in it. nil keeps the surrounding appearance.
  /// https://developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:)
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    _modified(.effect(ColorSchemeModifier(colorScheme, isPreferred: true)))
  }
}
