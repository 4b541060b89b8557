import Foundation
import Testing
@testable import AnimationEngine

@Suite struct UnitCurveTests {
  /// The Bézier formula with P0 = (0,0), P3 = (1,1): B(s) = 3(1−s)²s·P1 + 3(1−s)s²·P2 + s³.
  func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
  }

  @Test func standardCurvesMatchTheBezierFormula() {
    let curves: [(UnitCurve, Double, Double, Double, Double)] = [
      (.easeIn, 0.42, 0, 1, 1), (.easeOut, 0, 0, 0.58, 1), (.easeInOut, 0.42, 0, 0.58, 1),
      (.bezier(startControlPoint: UnitPoint(x: 0.2, y: -0.5), endControlPoint: UnitPoint(x: 0.7, y: 1.6)), 0.2, -0.5, 0.7, 1.6),
    ]
    for (curve, x1, y1, x2, y2) in curves {
      for s in stride(from: 0.0, through: 1.0, by: 0.01) {
        let x = bezier(s, x1, x2), y = bezier(s, y1, y2)
        #expect(close(curve.value(at: x), y, 1e-9))
      }
    }
  }

  @Test func velocityIsTheDerivative() {
    for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .linear, .circularEaseIn, .circularEaseOut, .circularEaseInOut] {
      for p in stride(from: 0.05, through: 0.95, by: 0.05) where abs(p - 0.5) > 1e-9 {
        let h = 1e-6
        let numeric = (curve.value(at: p + h) - curve.value(at: p - h)) / (2 * h)
        #expect(close(curve.velocity(at: p), numeric, 1e-5 * (1 + abs(numeric))))
      }
    }
  }

  @Test func knownValues() {
    #expect(close(UnitCurve.easeIn.value(at: 0.25), 0.0935, 0.0005))  // OpenSwiftUI compat test ≈ 0.09
    #expect(close(UnitCurve.easeInOut.value(at: 0.5), 0.5, 1e-12))
    #expect(close(UnitCurve.circularEaseIn.value(at: 0.6), 1 - (1 - 0.36).squareRoot(), 1e-12))
    #expect(close(UnitCurve.circularEaseOut.value(at: 0.6), (1 - 0.16).squareRoot(), 1e-12))
    #expect(close(UnitCurve.circularEaseInOut.value(at: 0.25), 0.5 * (1 - (1 - 0.25).squareRoot()), 1e-12))
    #expect(UnitCurve.linear.value(at: 1.7) == 1)
    #expect(UnitCurve.easeOut.value(at: -2) == 0)
  }
}
