import Foundation
import Graphics

/// SwiftUI's `MeshGradient` (https://developer.apple.com/documentation/swiftui/meshgradient): a grid of
/// `width × height` vertices, row by row, each a point in the unit square of the frame it fills and a
/// colour. Colours blend across each cell, smoothly from cell to cell (`smoothsColors`) or linearly
/// within each; `background` fills what the mesh leaves uncovered.
public struct MeshGradient: ShapeStyle, Hashable, Sendable {
  public var width: Int
  public var height: Int
  public var points: [UnitPoint]
  public var colors: [Color]
  public var background: Color
  public var smoothsColors: Bool

  public init(width: Int, height: Int, points: [UnitPoint], colors: [Color], background: Color = .clear, smoothsColors: Bool = true) {
    self.width = width; self.height = height; self.points = points; self.colors = colors
    self.background = background; self.smoothsColors = smoothsColors
  }

  public var resolvedStyle: ResolvedShapeStyle { .meshGradient(self) }

  /// Whether it has a vertex grid to draw: at least 2 × 2, and a point and a colour for every vertex.
  var isDrawable: Bool { width >= 2 && height >= 2 && points.count >= width * height && colors.count >= width * height }
}

/// A mesh gradient resolved (colours in the environment, values animated), waiting for its frame.
struct MeshStyle: Hashable {
  var width: Int
  var height: Int
  var points: [UnitPoint]
  var colors: [RGBAColor]
  var background: RGBAColor
  var smooth: Bool

  /// Quads per cell side: fine enough that the bilinear quads show no steps in the curves or colours.
  static let subdivisions = 8

  /// The mesh over `rect`: each cell divided into `subdivisions²` quads. Positions follow a
  /// Catmull-Rom surface through the vertices, SwiftUI's implicit tangents, so a regular grid stays
  /// regular and a moved vertex bends the cells around it; colours follow the same surface when
  /// smooth (clamped to 0…1) and blend bilinearly within each cell when not.
  func paint(in rect: CGRect) -> MeshPaint {
    guard width >= 2, height >= 2, points.count >= width * height, colors.count >= width * height else {
      return MeshPaint(columns: 0, rows: 0, points: [], colors: [], background: background)
    }
    let n = Self.subdivisions
    let columns = (width - 1) * n + 1, rows = (height - 1) * n + 1
    var outPoints: [CGPoint] = [], outColors: [RGBAColor] = []
    outPoints.reserveCapacity(columns * rows)
    outColors.reserveCapacity(columns * rows)
    let xs = points.map(\.x), ys = points.map(\.y)
    let channels = [colors.map(\.red), colors.map(\.green), colors.map(\.blue), colors.map(\.alpha)]
    for r in 0..<rows {
      let (j, v) = Self.cell(r, n, height)
      for c in 0..<columns {
        let (i, u) = Self.cell(c, n, width)
        let x = surface(xs, i, j, u, v), y = surface(ys, i, j, u, v)
        outPoints.append(CGPoint(x: Double(rect.minX) + x * Double(rect.width), y: Double(rect.minY) + y * Double(rect.height)))
        let ch = channels.map { smooth ? min(1, max(0, surface($0, i, j, u, v))) : bilinear($0, i, j, u, v) }
        outColors.append(RGBAColor(red: ch[0], green: ch[1], blue: ch[2], alpha: ch[3]))
      }
    }
    return MeshPaint(columns: columns, rows: rows, points: outPoints, colors: outColors, background: background)
  }

  /// Which cell sample `k` of a side falls in, and where in it (0…1); the last sample ends the last cell.
  private static func cell(_ k: Int, _ n: Int, _ count: Int) -> (Int, Double) {
    let i = min(k / n, count - 2)
    return (i, Double(k - i * n) / Double(n))
  }

  private func value(_ values: [Double], _ i: Int, _ j: Int) -> Double { values[j * width + i] }

  /// The vertex values of row `j` (clamped) extended past the ends linearly, at column `i`.
  private func extended(_ values: [Double], _ i: Int, _ j: Int) -> Double {
    let j = min(max(j, 0), height - 1)
    if i < 0 { return 2 * value(values, 0, j) - value(values, 1, j) }
    if i >= width { return 2 * value(values, width - 1, j) - value(values, width - 2, j) }
    return value(values, i, j)
  }

  /// The Catmull-Rom surface through the vertex values, in cell (`i`, `j`) at (`u`, `v`).
  private func surface(_ values: [Double], _ i: Int, _ j: Int, _ u: Double, _ v: Double) -> Double {
    func row(_ jj: Int) -> Double {
      Self.catmullRom(extended(values, i - 1, jj), extended(values, i, jj), extended(values, i + 1, jj), extended(values, i + 2, jj), u)
    }
    func rowExtended(_ jj: Int) -> Double {
      if jj < 0 { return 2 * row(0) - row(1) }
      if jj >= height { return 2 * row(height - 1) - row(height - 2) }
      return row(jj)
    }
    return Self.catmullRom(rowExtended(j - 1), rowExtended(j), rowExtended(j + 1), rowExtended(j + 2), v)
  }

  private func bilinear(_ values: [Double], _ i: Int, _ j: Int, _ u: Double, _ v: Double) -> Double {
    let top = value(values, i, j) * (1 - u) + value(values, i + 1, j) * u
    let bottom = value(values, i, j + 1) * (1 - u) + value(values, i + 1, j + 1) * u
    return top * (1 - v) + bottom * v
  }

  /// The uniform Catmull-Rom spline through p1 (t = 0) and p2 (t = 1), with tangents (p2 − p0) / 2 and
  /// (p3 − p1) / 2: evenly spaced collinear values give a straight line.
  static func catmullRom(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ t: Double) -> Double {
    let t2 = t * t, t3 = t2 * t
    return 0.5 * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2 + (3 * p1 - p0 - 3 * p2 + p3) * t3)
  }
}
