import Foundation
import ViewRuntime

/// SwiftUI's `PlaceholderContentView`: the content a scoped modifier's body (`animation(_:body:)`,
/// `transaction(_:body:)`, `phaseAnimator`, `keyframeAnimator`) receives, already lowered
/// (https://developer.apple.com/documentation/swiftui/placeholdercontentview).
public struct PlaceholderContentView<Value>: View, _PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  init(node: ViewNode) { self.node = node }
  public var _node: ViewNode { node }
}
