import AnimationEngine
import Foundation

/// Frames as animatable data: x, y, width, height.
enum GeometryVector {
  static func frame(of v: AnimatableVector) -> CGRect {
    let c = v.components(4)
    return CGRect(x: c[0], y: c[1], width: max(0, c[2]), height: max(0, c[3]))
  }

  static func vector(of r: CGRect) -> AnimatableVector {
    AnimatableVector([Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)])
  }
}
