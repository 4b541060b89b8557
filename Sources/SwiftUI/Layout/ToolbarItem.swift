import Foundation
import ViewRuntime

/// SwiftUI's `ToolbarItem` (https://developer.apple.com/documentation/swiftui/toolbaritem). A view here
/// (SwiftUI's is `ToolbarContent`), so `toolbar` has one builder form.
public struct ToolbarItem<ID, Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
    node = .primitive(ToolbarItemNode(placement: placement.placement, content: _makeNode(content())))
  }
  public var _node: ViewNode { node }
}
