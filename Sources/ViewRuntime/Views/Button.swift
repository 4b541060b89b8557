import Foundation

/// SwiftUI's `Button`: draws its label (accent-coloured text for a title); the action runs at tap times.
public struct Button: PrimitiveView {
  public let _node: ViewNode
  public init(_ title: String, action: @escaping () -> Void) {
    _node = .button(ButtonNode(label: .text(title), action: action))
  }
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> some View) {
    _node = .button(ButtonNode(label: label()._node, action: action))
  }
}
