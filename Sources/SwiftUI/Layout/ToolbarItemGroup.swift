import Foundation
import ViewRuntime

/// SwiftUI's `ToolbarItemGroup`: several items at one placement.
public struct ToolbarItemGroup<Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    node = .primitive(ToolbarItemNode(placement: placement.placement, content: _makeNode(content())))
  }
  public var _node: ViewNode { node }
}
