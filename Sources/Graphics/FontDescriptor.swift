/// The font a text run asks for. The rasterizer maps it onto the project's pinned fonts.
public struct FontDescriptor: Hashable, Sendable, Codable {
  public enum Design: String, Hashable, Sendable, Codable { case `default`, serif, rounded, monospaced }

  /// Point size (SwiftUI's `Font.system(size:)`).
  public var size: Double
  /// CSS-style weight: 100 ultraLight … 400 regular … 700 bold … 900 black.
  public var weight: Int
  public var design: Design
  public var italic: Bool

  public init(size: Double, weight: Int = 400, design: Design = .default, italic: Bool = false) {
    self.size = size; self.weight = weight; self.design = design; self.italic = italic
  }
}
