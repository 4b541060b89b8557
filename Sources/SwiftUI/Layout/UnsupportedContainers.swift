import Foundation
import ViewRuntime

// SwiftUI's containers the runtime does not draw yet: declared with SwiftUI's initialisers, unavailable,
// so a scene using one gets this message at the line that builds it.

/// SwiftUI's `TabView` (https://developer.apple.com/documentation/swiftui/tabview).
public struct TabView<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  public var _node: ViewNode { .empty }
  @available(*, unavailable, message: "animrender: TabView is not supported yet")
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Int { fatalError() }
  @available(*, unavailable, message: "animrender: TabView is not supported yet")
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { fatalError() }
}

/// SwiftUI's `NavigationSplitView` (https://developer.apple.com/documentation/swiftui/navigationsplitview).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, _PrimitiveView {
  public typealias Body = Never
  public var _node: ViewNode { .empty }
  @available(*, unavailable, message: "animrender: NavigationSplitView is not supported yet; use NavigationStack")
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView { fatalError() }
  @available(*, unavailable, message: "animrender: NavigationSplitView is not supported yet; use NavigationStack")
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) { fatalError() }
}

/// SwiftUI's `HStackLayout` (https://developer.apple.com/documentation/swiftui/hstacklayout).
public struct HStackLayout {
  @available(*, unavailable, message: "animrender: layout values (HStackLayout, AnyLayout) are not supported yet; use HStack")
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { fatalError() }
}

/// SwiftUI's `VStackLayout` (https://developer.apple.com/documentation/swiftui/vstacklayout).
public struct VStackLayout {
  @available(*, unavailable, message: "animrender: layout values (VStackLayout, AnyLayout) are not supported yet; use VStack")
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { fatalError() }
}

/// SwiftUI's `ZStackLayout` (https://developer.apple.com/documentation/swiftui/zstacklayout).
public struct ZStackLayout {
  @available(*, unavailable, message: "animrender: layout values (ZStackLayout, AnyLayout) are not supported yet; use ZStack")
  public init(alignment: Alignment = .center) { fatalError() }
}
