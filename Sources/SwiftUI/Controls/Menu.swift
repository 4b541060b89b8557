import Foundation
import ViewRuntime

// Not drawn by the runtime yet: declared with SwiftUI's signatures so a scene using it fails at its line
// with a message, rather than "cannot find 'Menu' in scope".

/// SwiftUI's `Menu` (https://developer.apple.com/documentation/swiftui/menu): not supported yet.
public struct Menu<Label: View, Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  public var _node: ViewNode { .empty }

  @available(*, unavailable, message: "animrender: Menu is not supported yet")
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}

  @available(*, unavailable, message: "animrender: Menu is not supported yet")
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {}
}

extension Menu where Label == Text {
  @available(*, unavailable, message: "animrender: Menu is not supported yet")
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}

  @available(*, unavailable, message: "animrender: Menu is not supported yet")
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}
