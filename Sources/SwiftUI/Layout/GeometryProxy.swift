import Foundation
import ViewRuntime

/// SwiftUI's `GeometryProxy` (https://developer.apple.com/documentation/swiftui/geometryproxy): the
/// size and place a `GeometryReader` was given.
public struct GeometryProxy {
  let proxy: ViewRuntime.GeometryProxy
  public var size: CGSize { proxy.size }
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { proxy.frame(in: coordinateSpace.runtime) }

  @available(*, unavailable, message: "animrender: GeometryProxy.safeAreaInsets is not supported yet")
  public var safeAreaInsets: EdgeInsets { fatalError() }
}
