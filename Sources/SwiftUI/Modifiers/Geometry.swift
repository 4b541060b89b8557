import Foundation
import ViewRuntime

public typealias Edge = ViewRuntime.Edge
public typealias EdgeInsets = ViewRuntime.EdgeInsets

extension View {
  /// SwiftUI's `offset(x:y:)`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    _modified(.offset(CGSize(width: x, height: y)))
  }

  /// SwiftUI's `offset(_:)`.
  public func offset(_ offset: CGSize) -> some View { _modified(.offset(offset)) }

  /// SwiftUI's `opacity(_:)`.
  public func opacity(_ opacity: Double) -> some View { _modified(.opacity(opacity)) }

  /// SwiftUI's `padding(_:_:)`; nil length is SwiftUI's default, 16 points.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    _modified(.padding(EdgeInsets(edges, Double(length ?? 16))))
  }

  /// SwiftUI's `padding(_:)` with one length on every edge.
  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

  /// SwiftUI's `padding(_:)` with insets.
  public func padding(_ insets: EdgeInsets) -> some View { _modified(.padding(insets)) }

  /// SwiftUI's `frame(width:height:alignment:)`.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    _modified(.frame(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment))
  }
}
