/// Turns a display list into pixels.
public protocol Rasterizer {
  /// Renders `list` at `scale` pixels per point. Throws on what it cannot draw faithfully
  /// (a glyph missing from every pinned font, say) rather than drawing something else.
  func render(_ list: DisplayList, scale: Double) throws -> FrameBuffer
}
