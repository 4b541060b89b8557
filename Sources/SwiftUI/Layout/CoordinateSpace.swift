import Foundation
import ViewRuntime

/// SwiftUI's `CoordinateSpace` (https://developer.apple.com/documentation/swiftui/coordinatespace):
/// the spaces a `GeometryProxy` can give frames in. Named spaces are not supported yet.
public enum CoordinateSpace: Hashable, Sendable {
  case global, local

  var runtime: ViewRuntime.GeometryProxy.CoordinateSpace { self == .global ? .global : .local }
}
