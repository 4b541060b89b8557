import Foundation
import ViewRuntime

// `containerRelativeFrame` (iOS 17): a frame sized from the nearest container's size
// (https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:)).
extension View {
  /// SwiftUI's `containerRelativeFrame(_:alignment:)`: the container's length on those axes.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    _modified(.effect(ContainerRelativeFrame(axes: axes._edges, alignment: alignment) { length, _ in length }))
  }

  /// SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`: `span` of `count` equal parts.
  public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                     alignment: Alignment = .center) -> some View {
    _modified(.effect(ContainerRelativeFrame(axes: axes._edges, count: count, span: span, spacing: Double(spacing),
                                             alignment: alignment)))
  }

  /// SwiftUI's `containerRelativeFrame(_:alignment:_:)`: the length computed from the container's.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                     _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
    _modified(.effect(ContainerRelativeFrame(axes: axes._edges, alignment: alignment) { value, vertical in
      Double(length(CGFloat(value), vertical ? .vertical : .horizontal))
    }))
  }
}
