import Foundation
import Graphics
@_spi(AnimRender) import SwiftUI
import XCTest

// A mesh gradient whose centre vertex moves in a 1 s linear animation, as animated mesh backgrounds do.
private struct MovingMesh: View {
  @State private var shifted = false
  var body: some View {
    MeshGradient(width: 3, height: 3, points: [
      [0, 0], [0.5, 0], [1, 0],
      [0, 0.5], shifted ? [0.8, 0.3] : [0.2, 0.7], [1, 0.5],
      [0, 1], [0.5, 1], [1, 1],
    ], colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])
    .frame(width: 100, height: 100)
    .onTapGesture { withAnimation(.linear(duration: 1)) { shifted = true } }
  }
}

final class MeshGradientAnimationTests: XCTestCase {
  /// The view fills its 100-point frame with the mesh; the centre vertex, the middle point of the
  /// 17 × 17 tessellation, goes from (20, 70) to (80, 30), half way (50, 50) at 0.5 s after the tap.
  func testTheMeshFillsItsFrameAndItsPointsAnimate() throws {
    let lists = try displayLists(compiled: _scene(width: 100, height: 100, taps: [0.5]) { MovingMesh() }, at: [0.4, 1.0, 2.0])
    let centres = try lists.map { list -> CGPoint in
      let mesh = try XCTUnwrap(list.items.lazy.compactMap { item -> MeshPaint? in
        if case .fill(_, .mesh(let m), _, _) = item { return m }
        return nil
      }.first)
      XCTAssertEqual(mesh.columns, 17)
      return mesh.points[8 * 17 + 8]
    }
    for (centre, expected) in zip(centres, [(20.0, 70.0), (50, 50), (80, 30)]) {
      XCTAssertEqual(Double(centre.x), expected.0, accuracy: 1e-4)  // the points are Float
      XCTAssertEqual(Double(centre.y), expected.1, accuracy: 1e-4)  // the points are Float
    }
  }
}
