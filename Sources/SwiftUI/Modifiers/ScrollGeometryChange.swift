import Foundation
import ViewRuntime

/// SwiftUI's `ScrollGeometry` (https://developer.apple.com/documentation/swiftui/scrollgeometry): where a
/// scroll view's content is scrolled to and how large it and the visible container are.
public struct ScrollGeometry: Equatable, Sendable {
  public var contentOffset: CGPoint
  public var contentSize: CGSize
  public var contentInsets: EdgeInsets
  public var containerSize: CGSize
  /// The visible part of the content, in the content's coordinates.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  /// The container's bounds, in the content's coordinates (as `visibleRect` here: no zoom).
  public var bounds: CGRect { visibleRect }

  init(_ reading: ScrollGeometryReading) {
    contentOffset = reading.contentOffset; contentSize = reading.contentSize
    contentInsets = reading.contentInsets; containerSize = reading.containerSize
  }
}

extension View {
  /// SwiftUI's `onScrollGeometryChange(for:of:action:)`: `transform` of the scroll view's geometry once
  /// it is drawn; `action` runs with the first value (as old and new) and whenever it changes.
  public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                   action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
    _modified(.effect(GeometryChangeEffect(
      typeName: String(describing: T.self),
      scrollValue: { ChangeValue.wrap(transform(ScrollGeometry($0))) },
      action: { new, old in
        guard let value = ChangeValue.unwrap(new, as: T.self) else { return }
        action(old.flatMap { ChangeValue.unwrap($0, as: T.self) } ?? value, value)
      })))
  }
}
