import Foundation
import ViewRuntime

extension View {
  /// SwiftUI's `inspector(isPresented:content:)` (iOS 17,
  /// https://developer.apple.com/documentation/swiftui/view/inspector(ispresented:content:)): in a
  /// horizontally compact size class (an iPhone) it adapts to a sheet, and is drawn as one (`_Sheet`).
  /// On an iPad's regular width SwiftUI shows it as a trailing column, which is not built: it is a
  /// sheet there too.
  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
    let inspector = content()
    return sheet(isPresented: isPresented) { inspector }
  }

  /// SwiftUI's `inspectorColumnWidth(_:)` and `inspectorColumnWidth(min:ideal:max:)`: the trailing
  /// column's width, which a sheet does not use.
  public func inspectorColumnWidth(_ width: CGFloat) -> some View { _transformed { $0 } }
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { _transformed { $0 } }
}
