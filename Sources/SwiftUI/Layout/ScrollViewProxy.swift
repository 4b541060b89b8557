import Foundation
import ViewRuntime

/// SwiftUI's `ScrollViewProxy` (https://developer.apple.com/documentation/swiftui/scrollviewproxy).
public struct ScrollViewProxy {
  let target: Binding<ScrollViewNode.Target?>?

  /// Scrolls to the view with `.id(id)`: its `anchor` point at the same point of the scroll view, or
  /// just into sight with no anchor. In `withAnimation`, the content moves there with the animation.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: ViewRuntime.UnitPoint? = nil) {
    target?.wrappedValue = ScrollViewNode.Target(id: AnyHashable(id), anchor: anchor)
  }
}
