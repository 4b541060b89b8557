import Foundation
import ViewRuntime

/// SwiftUI's `GeometryReader` (https://developer.apple.com/documentation/swiftui/geometryreader): takes
/// the space offered and builds its content from that size, at its top-leading corner.
public struct GeometryReader<Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  public var content: (GeometryProxy) -> Content
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
  public var _node: ViewNode {
    let content = self.content
    return .geometryReader(GeometryReaderNode { proxy in
      _onRenderThread { _makeNode(content(GeometryProxy(proxy: proxy))) }
    })
  }
}
