import Foundation
import Graphics

/// SwiftUI's `GeometryProxy`: the size (and place) a `GeometryReader` was given.
public struct GeometryProxy {
  public var size: CGSize
  /// The reader's frame in canvas points (before transforms).
  let globalFrame: CGRect
  /// The parts of the device's unsafe area the reader borders on (zero on a plain canvas and on edges
  /// where it ignores the safe area); see ``LayoutContainer/safeAreaInsets(of:)``.
  public var safeAreaInsets: EdgeInsets
  /// The frames of the named coordinate spaces around the reader (`.coordinateSpace(name:)`, and
  /// ``scrollViewSpace`` inside a scroll view), in the same canvas points as `globalFrame`.
  let namedFrames: [AnyHashable: CGRect]
  /// The rotations and scales around the reader (its frames are in the coordinates they map to the
  /// canvas), so an anchor taken elsewhere can be brought into the reader's coordinates.
  var canvasTransform = Transform2D.identity

  public enum CoordinateSpace: Hashable, @unchecked Sendable {  // names are values scenes pass (strings, enums)
    case local, global
    case named(AnyHashable)
  }

  /// The name of the innermost scroll view's visible rectangle (`CoordinateSpace.scrollView`).
  public static var scrollViewSpace: AnyHashable { AnyHashable("animrender.scrollView") }

  /// The reader's frame in `space`. A name no view around the reader declares gives the global
  /// frame, as SwiftUI falls back to it (https://developer.apple.com/documentation/swiftui/coordinatespace/named(_:)).
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .local: return CGRect(origin: .zero, size: size)
    case .global: return globalFrame
    case .named(let name):
      guard let origin = namedFrames[name]?.origin else { return globalFrame }
      return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }

  /// The named space's rectangle in the reader's own coordinates, or nil if no view around it has
  /// that name (https://developer.apple.com/documentation/swiftui/geometryproxy/bounds(of:)).
  public func bounds(of name: AnyHashable) -> CGRect? {
    namedFrames[name].map { $0.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY) }
  }

  public init(size: CGSize, globalFrame: CGRect, safeAreaInsets: EdgeInsets = EdgeInsets(),
              namedFrames: [AnyHashable: CGRect] = [:]) {
    self.size = size; self.globalFrame = globalFrame; self.safeAreaInsets = safeAreaInsets; self.namedFrames = namedFrames
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
