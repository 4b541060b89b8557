import AnimationEngine
import Foundation

/// Frames as animatable data: x, y, width, height.
enum GeometryVector {
  static func frame(of v: AnimatableVector) -> CGRect {
    CGRect(x: v.a, y: v.b, width: max(0, v.c), height: max(0, v.d))
  }

  static func vector(of r: CGRect) -> AnimatableVector {
    AnimatableVector(a: Double(r.minX), b: Double(r.minY), c: Double(r.width), d: Double(r.height))
  }
}
