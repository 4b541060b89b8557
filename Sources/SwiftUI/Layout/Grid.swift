import Foundation
import ViewRuntime

/// SwiftUI's `Grid` (https://developer.apple.com/documentation/swiftui/grid): rows of `GridRow`s with
/// shared column widths.
public struct Grid<Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
              @ViewBuilder content: () -> Content) {
    node = .primitive(GridNode(alignment: alignment, horizontalSpacing: horizontalSpacing.map(Double.init),
                               verticalSpacing: verticalSpacing.map(Double.init), content: _makeNode(content())))
  }
  public var _node: ViewNode { node }
}
