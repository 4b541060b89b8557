import Foundation
import ViewRuntime

/// SwiftUI's `GeometryProxy` (https://developer.apple.com/documentation/swiftui/geometryproxy): the
/// size and place a `GeometryReader` was given.
public struct GeometryProxy {
  let proxy: ViewRuntime.GeometryProxy
  public var size: CGSize { proxy.size }
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { proxy.frame(in: coordinateSpace.runtime) }
  /// iOS 17's `frame(in:)` taking a `CoordinateSpaceProtocol` value (`.named("scroll")`, `.scrollView`).
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { frame(in: coordinateSpace.coordinateSpace) }
  /// The named space's rectangle in this view's coordinates, nil where no view around has that name.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { proxy.bounds(of: coordinateSpace.name) }

  /// The device's safe-area insets on the edges the reader borders on: zero on a plain canvas and on
  /// edges where it (or a view around it) ignores the safe area, as in SwiftUI (docs/layout.md).
  public var safeAreaInsets: EdgeInsets { proxy.safeAreaInsets }

  /// SwiftUI's `subscript(_:)` for anchors: the anchor's rectangle or point in this view's coordinates
  /// (https://developer.apple.com/documentation/swiftui/geometryproxy/subscript(_:)). The anchor holds
  /// where its view was drawn in the frame it was taken in, so a reader in the same frame gets the
  /// view's animated place.
  public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(anchor.geometry, proxy) }
}
