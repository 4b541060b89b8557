import Foundation

// iOS 18's text renderers (https://developer.apple.com/documentation/swiftui/textrenderer): drawing a
// text's lines, runs and glyphs yourself. The runtime lays text out as whole lines (Pango), with no
// glyph-level layout to hand a renderer yet, so these are declared to fail at the scene's line with
// a clear message rather than "cannot find type".

@available(*, unavailable, message: "animrender: TextRenderer is not supported yet (no glyph-level text layout)")
public protocol TextRenderer {}

extension Text {
  @available(*, unavailable, message: "animrender: Text.Layout is not supported yet (no glyph-level text layout)")
  public struct Layout {}
}

extension View {
  @available(*, unavailable, message: "animrender: textRenderer(_:) is not supported yet (no glyph-level text layout)")
  public func textRenderer<T>(_ renderer: T) -> some View { self }
}
