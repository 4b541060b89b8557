import Foundation
import ViewRuntime

/// The view modifiers that take a shape (https://developer.apple.com/documentation/swiftui/view):
/// clipping, shape-filled backgrounds and overlays, hit-testing shapes.
extension View {
  /// SwiftUI's `clipShape(_:style:)`. Layer clips use the non-zero rule; an even-odd clip draws
  /// through the runtime's `EvenOddClipEffect`.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    let kind = _shapeKind(shape)
    return _modified(style.isEOFilled ? .effect(EvenOddClipEffect(shape: kind)) : .clipShape(kind))
  }

  /// SwiftUI's deprecated `cornerRadius(_:antialiased:)`: a clip to a rounded rectangle.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    _modified(.clipShape(.roundedRectangle(cornerRadius: Double(radius))))
  }

  /// SwiftUI's `background(_:in:fillStyle:)`: the style filled in the shape, behind the view; a
  /// material draws its blurred backdrop in the shape instead.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    let kind = _shapeKind(shape)
    if let material = style._material { return _modified(.effect(MaterialEffect(material, in: kind))) }
    return _modified(.background(.primitive(StyledShape(kind: kind, fill: style._style, fillStyle: fillStyle)), alignment: .center))
  }

  /// SwiftUI's `background(in:fillStyle:)`: the shape filled with the background style (the nearest
  /// `backgroundStyle(_:)`, else the system background).
  public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
    background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
  }

  /// SwiftUI's `overlay(_:in:fillStyle:)`: the style filled in the shape, in front of the view.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    _modified(.overlay(.primitive(StyledShape(kind: _shapeKind(shape), fill: style._style, fillStyle: fillStyle)), alignment: .center))
  }

  /// SwiftUI's `contentShape(_:eoFill:)`: changes what is hit, not what is drawn (scripted taps by
  /// point hit the whole shape, see the runtime's `InteractionMap`).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    _modified(.effect(InteractionEffect(.contentShape(_shapeKind(shape)))))
  }
}
