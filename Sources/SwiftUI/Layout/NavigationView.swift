import Foundation
import ViewRuntime

/// SwiftUI's `NavigationView`, deprecated for `NavigationStack`, drawn as one.
public struct NavigationView<Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var _node: ViewNode { .primitive(NavigationStackNode(content: _makeNode(content))) }
}
