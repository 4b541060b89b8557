import Foundation
import ViewRuntime

/// SwiftUI's `Form` (https://developer.apple.com/documentation/swiftui/form): a grouped list of controls.
public struct Form<Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var _node: ViewNode { .primitive(ListNode(content: _makeNode(content), isForm: true)) }
}
