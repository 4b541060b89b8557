import Foundation
import Testing
@testable import Graphics

@Suite struct TransformTests {
  @Test func rotationIsClockwiseOnScreen() {
    // y points down, so +90° takes +x to +y.
    let p = Transform2D.rotation(radians: .pi / 2).apply(CGPoint(x: 1, y: 0))
    #expect(abs(p.x) < 1e-12)
    #expect(abs(p.y - 1) < 1e-12)
  }

  @Test func concatenationAppliesSelfFirst() {
    let t = Transform2D.scale(x: 2, y: 3).concatenating(.translation(x: 10, y: 20))
    let p = t.apply(CGPoint(x: 1, y: 1))
    #expect(p == CGPoint(x: 12, y: 23))
    let u = Transform2D.translation(x: 10, y: 20).concatenating(.scale(x: 2, y: 3))
    #expect(u.apply(CGPoint(x: 1, y: 1)) == CGPoint(x: 22, y: 63))
  }

  @Test func ellipseBoundsMatchItsRect() {
    var path = Path()
    path.addEllipse(in: CGRect(x: 10, y: 20, width: 100, height: 50))
    let b = path.controlPointBounds
    #expect(b == CGRect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test func arcEndsWhereTheAngleSays() {
    var path = Path()
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    let end = path.currentPoint!
    #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
  }

  @Test func dumpIsStable() {
    var path = Path()
    path.addRect(CGRect(x: 0, y: 0, width: 2, height: 1))
    let list = DisplayList(size: CGSize(width: 4, height: 4), background: .white, items: [
      .fill(path: path, paint: .solid(.black), rule: .nonZero, transform: .translation(x: 1, y: -0.00001)),
    ])
    #expect(list.dump() == """
      canvas 4x4 background rgba(1, 1, 1, 1)
      fill rgba(0, 0, 0, 1) nonZero [1 0 0 1 1 0] M0,0 L2,0 L2,1 L0,1 Z

      """)
  }
}
