import Foundation
import ViewRuntime

// Foreground styles and tint (https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)).
extension View {
  /// SwiftUI's `foregroundStyle(_:)`. A style with a drop shadow (`.white.shadow(.drop(radius: 2))`)
  /// draws the styled content with that shadow, as the interpreter; an inner shadow needs a shape's fill.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    let styled = ViewModifierNode.foregroundStyle([style._style])
    guard let s = style._shadow, !s._inner else { return _transformed { .modified($0, styled) } }
    return _transformed { .modified(.modified($0, styled), .shadow(color: s._color._color, radius: s._radius, x: s._x, y: s._y)) }
  }

  /// SwiftUI's `foregroundStyle(_:_:)`: primary and secondary levels.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    _modified(.foregroundStyle([primary._style, secondary._style]))
  }

  /// SwiftUI's `foregroundStyle(_:_:_:)`: primary, secondary and tertiary levels.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                              _ tertiary: S3) -> some View {
    _modified(.foregroundStyle([primary._style, secondary._style, tertiary._style]))
  }

  /// SwiftUI's deprecated `foregroundColor(_:)`; nil restores the inherited style.
  public func foregroundColor(_ color: Color?) -> some View {
    _modified(.foregroundStyle(color.map { [$0._style] } ?? []))
  }

  /// SwiftUI's `tint(_:)` with a colour.
  public func tint(_ tint: Color?) -> some View { _modified(.effect(TintModifier(tint?._color))) }
}
