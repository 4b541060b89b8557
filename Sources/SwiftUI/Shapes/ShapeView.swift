import Foundation
import ViewRuntime

// The runtime's stroke and fill descriptions have SwiftUI's shape and are not views.
public typealias StrokeStyle = Graphics.StrokeStyle
public typealias FillStyle = ViewRuntime.FillStyle
/// Core Graphics' names for the stroke's caps and joins (`StrokeStyle(lineCap: .round)`).
public typealias CGLineCap = Graphics.StrokeStyle.LineCap
public typealias CGLineJoin = Graphics.StrokeStyle.LineJoin

/// A shape drawn with a fill and/or a stroke: SwiftUI's `_ShapeView` and `StrokeShapeView`, which
/// take further `fill`, `stroke` and `strokeBorder` calls (iOS 17's `ShapeView`,
/// https://developer.apple.com/documentation/swiftui/shapeview).
public struct _ShapeView: View, _PrimitiveView {
  public typealias Body = Never
  /// Lowered when the view is: a shape's node is main-actor work, the modifiers that build this are not.
  let make: @MainActor () -> ViewNode
  public var _node: ViewNode { make() }

  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView {
    _ShapeView { [make] in _shadowed(_fill(make(), content._style, style), content._shadow) }
  }
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
    _ShapeView { [make] in _stroke(make(), content._style, lineWidth: Double(lineWidth)) }
  }
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
    _ShapeView { [make] in _stroke(make(), content._style, style: style, isBorder: false) }
  }
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
    _ShapeView { [make] in _stroke(make(), content._style, style: StrokeStyle(lineWidth: Double(lineWidth)), isBorder: true) }
  }
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
    _ShapeView { [make] in _stroke(make(), content._style, style: style, isBorder: true) }
  }
}

/// A plain fill on a shape node (a styled shape keeps its styles and takes the fill); a fill style
/// other than the default draws through ``StyledShape``, as the interpreter's `fill(_:style:)`.
func _fill(_ node: ViewNode, _ style: ViewRuntime.AnyShapeStyle, _ fillStyle: FillStyle) -> ViewNode {
  if fillStyle == FillStyle(), !_isStyled(node) { return _restyled(node) { $0.fill = style } }
  return _styled(node) { $0.fill = style; if fillStyle != FillStyle() { $0.fillStyle = fillStyle } }
}

/// A stroke of `lineWidth` (a plain shape node's stroke, or a styled shape's).
func _stroke(_ node: ViewNode, _ style: ViewRuntime.AnyShapeStyle, lineWidth: Double) -> ViewNode {
  if !_isStyled(node) { return _restyled(node) { $0.stroke = (style, lineWidth) } }
  return _styled(node) { $0.stroke = StyledShape.Stroke(style: style, strokeStyle: StrokeStyle(lineWidth: lineWidth)) }
}

/// A stroke with a full `StrokeStyle`, or a border (stroked inside the frame).
func _stroke(_ node: ViewNode, _ style: ViewRuntime.AnyShapeStyle, style strokeStyle: StrokeStyle, isBorder: Bool) -> ViewNode {
  _styled(node) { $0.stroke = StyledShape.Stroke(style: style, strokeStyle: strokeStyle, isBorder: isBorder) }
}

/// A filled shape with its style's shadow: a drop shadow under the filled view, or an inner shadow
/// cast inside a plain shape's outline (the interpreter's `fill(_:)` with a `ShadowStyle`).
func _shadowed(_ node: ViewNode, _ shadow: ShadowStyle?) -> ViewNode {
  guard let s = shadow else { return node }
  if !s._inner { return .modified(node, .shadow(color: s._color._color, radius: s._radius, x: s._x, y: s._y)) }
  guard case .shape(let shape) = node else { return node }
  return .modified(node, .effect(InnerShadowEffect(shape: shape.kind, color: s._color._color, radius: s._radius, x: s._x, y: s._y)))
}

/// Whether a shape's node already draws through ``StyledShape``.
func _isStyled(_ node: ViewNode) -> Bool {
  if case .primitive(let effect) = node { return effect is StyledShape }
  return false
}

extension Shape {
  /// SwiftUI's `fill(_:style:)`.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView {
    _ShapeView { [self] in _shadowed(_fill(self._node, content._style, style), content._shadow) }
  }

  /// SwiftUI's `stroke(_:lineWidth:antialiased:)`.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
    _ShapeView { [self] in _stroke(self._node, content._style, lineWidth: Double(lineWidth)) }
  }

  /// SwiftUI's `stroke(_:style:antialiased:)`.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
    _ShapeView { [self] in _stroke(self._node, content._style, style: style, isBorder: false) }
  }

  /// SwiftUI's `stroke(lineWidth:)`, in the foreground style. SwiftUI returns the stroked outline
  /// as a shape; here it is the stroked view, which is what it draws.
  public func stroke(lineWidth: CGFloat = 1) -> _ShapeView {
    _ShapeView { [self] in _stroke(self._node, ForegroundStyle()._style, lineWidth: Double(lineWidth)) }
  }

  /// SwiftUI's `stroke(style:)`, in the foreground style.
  public func stroke(style: StrokeStyle) -> _ShapeView {
    _ShapeView { [self] in _stroke(self._node, ForegroundStyle()._style, style: style, isBorder: false) }
  }
}

extension InsettableShape {
  /// SwiftUI's `strokeBorder(_:lineWidth:antialiased:)`: the stroke stays inside the frame.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
    _ShapeView { [self] in _stroke(self._node, content._style, style: StrokeStyle(lineWidth: Double(lineWidth)), isBorder: true) }
  }

  /// SwiftUI's `strokeBorder(_:style:antialiased:)`.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
    _ShapeView { [self] in _stroke(self._node, content._style, style: style, isBorder: true) }
  }
}
