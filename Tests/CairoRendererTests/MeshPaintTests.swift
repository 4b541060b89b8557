import CairoRenderer
import Foundation
import Graphics
import Testing

/// Mesh paints drawn as Cairo mesh patterns.
@Suite struct MeshPaintTests {
  /// One quad over a 100 × 100 canvas, red, green, blue and white at its corners (clockwise from the
  /// top-left): each corner pixel is its colour and the centre is the average of the four, within the
  /// rounding of 8-bit channels and a pixel's offset from the exact corner.
  @Test func aQuadBlendsItsCornerColours() throws {
    let colors = [RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 1, blue: 0), RGBAColor(red: 1, green: 1, blue: 1),
                  RGBAColor(red: 0, green: 0, blue: 1)]
    // Grid order is row by row: top-left, top-right, bottom-left, bottom-right.
    let mesh = MeshPaint(columns: 2, rows: 2, points: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 100)],
                         colors: [colors[0], colors[1], colors[3], colors[2]])
    let square = Path { $0.addRect(CGRect(x: 0, y: 0, width: 100, height: 100)) }
    let frame = try Fixture.rasterizer().render(Fixture.list([.fill(path: square, paint: .mesh(mesh), rule: .nonZero, transform: .identity)],
                                                             width: 100, height: 100), scale: 1)
    func rgb(_ x: Int, _ y: Int) -> [Double] { let p = frame.pixel(x: x, y: y); return [Double(p.r), Double(p.g), Double(p.b)] }
    func close(_ a: [Double], _ b: [Double], _ tolerance: Double) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }
    #expect(close(rgb(0, 0), [255, 0, 0], 8), "\(rgb(0, 0))")
    #expect(close(rgb(99, 0), [0, 255, 0], 8), "\(rgb(99, 0))")
    #expect(close(rgb(0, 99), [0, 0, 255], 8), "\(rgb(0, 99))")
    #expect(close(rgb(99, 99), [255, 255, 255], 8), "\(rgb(99, 99))")
    #expect(close(rgb(50, 50), [127.5, 127.5, 127.5], 6), "\(rgb(50, 50))")
  }
}
