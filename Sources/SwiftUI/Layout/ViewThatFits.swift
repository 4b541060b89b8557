import Foundation
import ViewRuntime

/// SwiftUI's `ViewThatFits` (https://developer.apple.com/documentation/swiftui/viewthatfits): the first
/// child whose ideal size fits the space offered on the given axes.
public struct ViewThatFits<Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let axes: Axis.Set
  let content: Content
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes; self.content = content()
  }
  public var _node: ViewNode { .primitive(ViewThatFitsNode(axes: axes._edges, content: _makeNode(content))) }
}
