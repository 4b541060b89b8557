import Foundation
import ViewRuntime

/// The modifiers that return `Text` (https://developer.apple.com/documentation/swiftui/text, "Styling
/// the view's text"), so styled texts still concatenate. Each lowers to the view modifier's runtime node.
extension Text {
  public func font(_ font: Font?) -> Text { adding(.font(font?._font)) }
  public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.fontWeight(weight)) }
  public func fontDesign(_ design: Font.Design?) -> Text { adding(.fontDesign(design)) }
  public func bold(_ isActive: Bool = true) -> Text { adding(.bold(isActive)) }
  public func italic(_ isActive: Bool = true) -> Text { adding(.italic(isActive)) }
  /// The monospaced design; `false` is the default design.
  public func monospaced(_ isActive: Bool = true) -> Text { adding(.fontDesign(isActive ? .monospaced : nil)) }
  /// `nil` is the environment's foreground style.
  public func foregroundColor(_ color: Color?) -> Text { adding(.foregroundStyle(color.map { [ViewRuntime.AnyShapeStyle($0._color)] } ?? [])) }
  /// A style with a drop shadow (`.white.shadow(.drop(radius: 6))`) draws the glyphs with it, as the view modifier does.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    let styled = adding(.foregroundStyle([style._style]))
    guard let s = style._shadow, !s._inner else { return styled }
    return styled.adding(.shadow(s._color._color, radius: s._radius, x: s._x, y: s._y))
  }

  /// SwiftUI's `kerning(_:)`: drawn as tracking (see `TrackingModifier`).
  public func kerning(_ kerning: CGFloat) -> Text { adding(.tracking(Double(kerning))) }

  /// SwiftUI's `tracking(_:)`: points added between characters, on top of the font's own tracking.
  public func tracking(_ tracking: CGFloat) -> Text { adding(.tracking(Double(tracking))) }

  /// A line under each line of the text, in `color` or the text's foreground style.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { adding(.underline(isActive, color?._color)) }

  /// A line through each line of the text, in `color` or the text's foreground style.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { adding(.strikethrough(isActive, color?._color)) }

  @available(*, unavailable, message: "animrender: baseline offsets are not supported yet")
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { fatalError() }

  /// SwiftUI's `monospacedDigit()`. Drawn with the font's default figures: the pinned text font's
  /// tabular figures are not selected yet, so digits keep their (close) proportional widths.
  public func monospacedDigit() -> Text { self }
  /// SwiftUI's `fontWidth(_:)`: drawn at the standard width (see `Font.Width`).
  public func fontWidth(_ width: Font.Width?) -> Text { self }
}
