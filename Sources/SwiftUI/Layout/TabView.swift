import Foundation
import ViewRuntime

// Not drawn by the runtime yet: declared with SwiftUI's initialisers, unavailable, so a scene using
// it gets the message at the line that builds it.

/// SwiftUI's `TabView` (https://developer.apple.com/documentation/swiftui/tabview).
public struct TabView<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  public var _node: ViewNode { .empty }
  @available(*, unavailable, message: "animrender: TabView is not supported yet")
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Int { fatalError() }
  @available(*, unavailable, message: "animrender: TabView is not supported yet")
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { fatalError() }
}
