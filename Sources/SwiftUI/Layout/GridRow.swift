import Foundation
import ViewRuntime

/// SwiftUI's `GridRow` (https://developer.apple.com/documentation/swiftui/gridrow): one row of a `Grid`.
public struct GridRow<Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    node = .primitive(GridRowNode(alignment: alignment, content: _makeNode(content())))
  }
  public var _node: ViewNode { node }
}
