import Foundation
import Graphics
@testable import ViewRuntime
import XCTest

/// The mesh gradient's tessellation: a Catmull-Rom surface through the vertices, 8 quads per cell side.
final class MeshGradientTests: XCTestCase {
  private let red = RGBAColor(red: 1, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)

  /// A 2 × 2 mesh over (10, 20, 80 × 40): Catmull-Rom with its ends extended linearly is linear between
  /// two values, so the points form a regular 9 × 9 grid and the colours blend bilinearly: red on the
  /// left, blue on the right, half and half in the middle column.
  func testATwoByTwoMeshIsARegularGridWithBilinearColours() {
    let style = MeshStyle(width: 2, height: 2, points: [UnitPoint(x: 0, y: 0), UnitPoint(x: 1, y: 0), UnitPoint(x: 0, y: 1), UnitPoint(x: 1, y: 1)],
                          colors: [red, blue, red, blue], background: .clear, smooth: true)
    let mesh = style.paint(in: CGRect(x: 10, y: 20, width: 80, height: 40))
    XCTAssertEqual(mesh.columns, 9)
    XCTAssertEqual(mesh.rows, 9)
    for r in 0..<9 {
      for c in 0..<9 {
        let p = mesh.points[r * 9 + c]
        XCTAssertEqual(Double(p.x), 10 + 10 * Double(c), accuracy: 1e-9)
        XCTAssertEqual(Double(p.y), 20 + 5 * Double(r), accuracy: 1e-9)
        XCTAssertEqual(mesh.colors[r * 9 + c].red, 1 - Double(c) / 8, accuracy: 1e-9)
        XCTAssertEqual(mesh.colors[r * 9 + c].blue, Double(c) / 8, accuracy: 1e-9)
      }
    }
    XCTAssertEqual(mesh.cells.count, 64)
  }

  /// The surface passes through every vertex: a moved centre vertex of a 3 × 3 mesh is where the
  /// tessellation's middle point is, with its own colour; with `smoothsColors` off, colours blend
  /// linearly within each cell (the point half way along the first cell's top edge is the average of
  /// its two vertices).
  func testTheSurfacePassesThroughEveryVertex() {
    let points = [(0.0, 0.0), (0.5, 0), (1, 0), (0, 0.5), (0.8, 0.3), (1, 0.5), (0, 1), (0.5, 1), (1, 1)].map { UnitPoint(x: $0.0, y: $0.1) }
    let colors = [red, blue, red, blue, RGBAColor(red: 0, green: 1, blue: 0), blue, red, blue, red]
    for smooth in [true, false] {
      let mesh = MeshStyle(width: 3, height: 3, points: points, colors: colors, background: .clear, smooth: smooth)
        .paint(in: CGRect(x: 0, y: 0, width: 100, height: 100))
      XCTAssertEqual(mesh.columns, 17)
      let centre = mesh.points[8 * 17 + 8]
      XCTAssertEqual(Double(centre.x), 80, accuracy: 1e-9)
      XCTAssertEqual(Double(centre.y), 30, accuracy: 1e-9)
      XCTAssertEqual(mesh.colors[8 * 17 + 8].green, 1, accuracy: 1e-9)
      if !smooth {
        XCTAssertEqual(mesh.colors[4].red, 0.5, accuracy: 1e-9)
        XCTAssertEqual(mesh.colors[4].blue, 0.5, accuracy: 1e-9)
      }
    }
  }

  /// Too few points or colours for the grid draw nothing rather than trap.
  func testAnIncompleteMeshDrawsNothing() {
    let mesh = MeshStyle(width: 3, height: 3, points: [UnitPoint(x: 0, y: 0)], colors: [red], background: .clear, smooth: true)
      .paint(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    XCTAssertTrue(mesh.cells.isEmpty)
  }
}
