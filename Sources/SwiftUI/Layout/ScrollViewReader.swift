import Foundation
import ViewRuntime

/// SwiftUI's `ScrollViewProxy` (https://developer.apple.com/documentation/swiftui/scrollviewproxy).
/// A render has no user scrolling; `scrollTo` is accepted and changes nothing, as in the interpreter
/// (`defaultScrollAnchor` sets where a scroll view rests).
public struct ScrollViewProxy {
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: ViewRuntime.UnitPoint? = nil) {}
}

/// SwiftUI's `ScrollViewReader` (https://developer.apple.com/documentation/swiftui/scrollviewreader):
/// its content, given a proxy.
public struct ScrollViewReader<Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  public var content: (ScrollViewProxy) -> Content
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
  public var _node: ViewNode { _makeNode(content(ScrollViewProxy())) }
}
