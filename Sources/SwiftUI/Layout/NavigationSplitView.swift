import Foundation
import ViewRuntime

// Not drawn by the runtime yet: declared with SwiftUI's initialisers, unavailable, so a scene using
// it gets the message at the line that builds it.

/// SwiftUI's `NavigationSplitView` (https://developer.apple.com/documentation/swiftui/navigationsplitview).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, _PrimitiveView {
  public typealias Body = Never
  public var _node: ViewNode { .empty }
  @available(*, unavailable, message: "animrender: NavigationSplitView is not supported yet; use NavigationStack")
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView { fatalError() }
  @available(*, unavailable, message: "animrender: NavigationSplitView is not supported yet; use NavigationStack")
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) { fatalError() }
}
