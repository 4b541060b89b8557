import Foundation

/// A mesh gradient as the rasterizer draws it: a grid of `columns × rows` points in the item's space,
/// row by row, each with its colour. Every cell between four neighbours is a quad whose colour is
/// interpolated bilinearly from its corners; the grid is fine enough (the runtime tessellates SwiftUI's
/// smooth patches into it) that the quads read as one smooth surface. `background` fills what the
/// mesh does not cover.
public struct MeshPaint: Hashable, Sendable, Codable {
  public var columns: Int
  public var rows: Int
  public var points: [CGPoint]
  public var colors: [RGBAColor]
  public var background: RGBAColor

  public init(columns: Int, rows: Int, points: [CGPoint], colors: [RGBAColor], background: RGBAColor = .clear) {
    self.columns = columns; self.rows = rows; self.points = points; self.colors = colors; self.background = background
  }

  /// Each cell's corners as indices into `points`, clockwise from its top-left.
  public var cells: [(Int, Int, Int, Int)] {
    guard columns > 1, rows > 1, points.count >= columns * rows, colors.count >= columns * rows else { return [] }
    var out: [(Int, Int, Int, Int)] = []
    out.reserveCapacity((columns - 1) * (rows - 1))
    for j in 0..<(rows - 1) {
      for i in 0..<(columns - 1) {
        let a = j * columns + i
        out.append((a, a + 1, a + columns + 1, a + columns))
      }
    }
    return out
  }
}
