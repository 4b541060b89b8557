import Foundation

/// SwiftUI's `GeometryProxy`: the size (and place) a `GeometryReader` was given.
public struct GeometryProxy {
  public var size: CGSize
  /// The reader's frame in canvas points (before transforms).
  let globalFrame: CGRect
  /// The parts of the device's unsafe area the reader borders on (zero on a plain canvas and on edges
  /// where it ignores the safe area); see ``LayoutContainer/safeAreaInsets(of:)``.
  public var safeAreaInsets: EdgeInsets

  public enum CoordinateSpace: Hashable, Sendable { case local, global }

  public func frame(in space: CoordinateSpace) -> CGRect {
    space == .local ? CGRect(origin: .zero, size: size) : globalFrame
  }

  public init(size: CGSize, globalFrame: CGRect, safeAreaInsets: EdgeInsets = EdgeInsets()) {
    self.size = size; self.globalFrame = globalFrame; self.safeAreaInsets = safeAreaInsets
  }
}

/// `GeometryReader` as a value: content built from the size the reader is given.
public struct GeometryReaderNode {
  public var content: (GeometryProxy) throws -> ViewNode
  public init(content: @escaping (GeometryProxy) throws -> ViewNode) { self.content = content }
}

/// SwiftUI's `GeometryReader`: takes all the space offered and builds its content from that size,
/// placing it at the top-leading corner.
public struct GeometryReader: PrimitiveView {
  public let _node: ViewNode
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> some View) {
    _node = .geometryReader(GeometryReaderNode { content($0)._node })
  }
}
