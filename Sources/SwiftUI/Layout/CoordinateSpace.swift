import Foundation
import ViewRuntime

/// SwiftUI's `CoordinateSpace` (https://developer.apple.com/documentation/swiftui/coordinatespace):
/// the spaces a `GeometryProxy` gives frames in: the canvas, the view's own, or a view named with
/// `.coordinateSpace(name:)` around it.
public enum CoordinateSpace: Hashable, @unchecked Sendable {  // names are values scenes pass (strings, enums)
  case global, local
  case named(AnyHashable)

  var runtime: ViewRuntime.GeometryProxy.CoordinateSpace {
    switch self {
    case .global: .global
    case .local: .local
    case .named(let name): .named(name)
    }
  }
}

/// iOS 17's `CoordinateSpaceProtocol` (https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol):
/// `.global`, `.local`, `.named(_:)` and `.scrollView` as values of their own types.
public protocol CoordinateSpaceProtocol {
  var coordinateSpace: CoordinateSpace { get }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

/// A named space: one a view declares with `.coordinateSpace(_:)`, or the innermost scroll view's
/// visible rectangle (`.scrollView`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
  let name: AnyHashable
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  public static var global: GlobalCoordinateSpace { .init() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  public static var local: LocalCoordinateSpace { .init() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { .init(name: AnyHashable(name)) }
  /// The innermost scroll view's visible rectangle (https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/scrollview).
  public static var scrollView: NamedCoordinateSpace { .init(name: ViewRuntime.GeometryProxy.scrollViewSpace) }
  /// `scrollView(axis:)`: the same rectangle (a render's scroll views scroll along one axis at a time).
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace { scrollView }
}

extension CoordinateSpace {
  /// `CoordinateSpace.scrollView` spelled on the enum, as iOS 17 code writes it in `frame(in:)`.
  public static var scrollView: CoordinateSpace { .named(ViewRuntime.GeometryProxy.scrollViewSpace) }
}

extension View {
  /// SwiftUI's `coordinateSpace(name:)`: geometry proxies inside give frames relative to this view.
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    _modified(.effect(CoordinateSpaceEffect(name: AnyHashable(name))))
  }

  /// iOS 17's `coordinateSpace(_:)`.
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    _modified(.effect(CoordinateSpaceEffect(name: name.name)))
  }
}
