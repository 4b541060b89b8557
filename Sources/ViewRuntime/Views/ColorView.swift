import Foundation

/// `Color` as a view fills the space it is offered.
extension Color: PrimitiveView {
  public var _node: ViewNode { .color(self) }
}
