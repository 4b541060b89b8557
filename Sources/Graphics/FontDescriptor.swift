/// The font a text run asks for. The rasterizer maps it onto the project's pinned fonts.
public struct FontDescriptor: Hashable, Sendable, Codable {
  /// `symbols`: the icon font that stands for SF Symbols, for an `Image` inside a `Text`.
  public enum Design: String, Hashable, Sendable, Codable { case `default`, serif, rounded, monospaced, symbols }

  /// A line's height above and below the baseline, in ems, in place of the drawn font's own (the
  /// system font's metrics applied to the font that stands in for it).
  public struct LineBox: Hashable, Sendable, Codable {
    public var ascent: Double
    public var descent: Double
    public init(ascent: Double, descent: Double) { self.ascent = ascent; self.descent = descent }
  }

  /// Point size (SwiftUI's `Font.system(size:)`).
  public var size: Double
  /// CSS-style weight: 100 ultraLight … 400 regular … 700 bold … 900 black.
  public var weight: Int
  public var design: Design
  public var italic: Bool
  /// Space added between characters, in points (the system font's size-dependent tracking).
  public var tracking: Double
  /// The line box to lay the text out in; nil: the font's own ascent and descent.
  public var lineBox: LineBox?

  public init(size: Double, weight: Int = 400, design: Design = .default, italic: Bool = false,
              tracking: Double = 0, lineBox: LineBox? = nil) {
    self.size = size; self.weight = weight; self.design = design; self.italic = italic
    self.tracking = tracking; self.lineBox = lineBox
  }

  private enum CodingKeys: String, CodingKey { case size, weight, design, italic, tracking, lineBox }

  // Written and read without the keys a plain font does not use, so display lists recorded before
  // tracking and line boxes existed still decode.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(size: try c.decode(Double.self, forKey: .size), weight: try c.decode(Int.self, forKey: .weight),
              design: try c.decode(Design.self, forKey: .design), italic: try c.decode(Bool.self, forKey: .italic),
              tracking: try c.decodeIfPresent(Double.self, forKey: .tracking) ?? 0,
              lineBox: try c.decodeIfPresent(LineBox.self, forKey: .lineBox))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(size, forKey: .size)
    try c.encode(weight, forKey: .weight)
    try c.encode(design, forKey: .design)
    try c.encode(italic, forKey: .italic)
    if tracking != 0 { try c.encode(tracking, forKey: .tracking) }
    try c.encodeIfPresent(lineBox, forKey: .lineBox)
  }
}
