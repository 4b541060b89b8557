import Foundation
import ViewRuntime

/// SwiftUI's `ScrollViewReader` (https://developer.apple.com/documentation/swiftui/scrollviewreader):
/// its content, given a proxy.
public struct ScrollViewReader<Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  public var content: (ScrollViewProxy) -> Content
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
  public var _node: ViewNode { _makeNode(content(ScrollViewProxy())) }
}
