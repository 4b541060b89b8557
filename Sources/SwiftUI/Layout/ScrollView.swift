import Foundation
import ViewRuntime

/// SwiftUI's `ScrollView` (https://developer.apple.com/documentation/swiftui/scrollview), drawn at rest
/// (scrolled to its start); indicators are not drawn.
public struct ScrollView<Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  public var content: Content
  public var axes: Axis.Set
  public var showsIndicators: Bool
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes; self.showsIndicators = showsIndicators; self.content = content()
  }
  public var _node: ViewNode { .primitive(ScrollViewNode(axes: axes._edges, content: _makeNode(content))) }
}
