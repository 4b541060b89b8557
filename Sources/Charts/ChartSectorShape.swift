import Foundation
import SwiftUI

/// A pie or donut slice about the centre of its rect: angles in radians (0 at 3 o'clock, clockwise on
/// screen), radii in points. All four animate, so slices grow and turn to new shares.
struct _ChartSectorShape: Shape {
  var start: Double, end: Double, inner: Double, outer: Double

  var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
    get { AnimatablePair(AnimatablePair(start, end), AnimatablePair(inner, outer)) }
    set { start = newValue.first.first; end = newValue.first.second; inner = newValue.second.first; outer = newValue.second.second }
  }

  func path(in rect: CGRect) -> Path {
    var path = Path()
    guard end > start, outer > 0 else { return path }
    let c = CGPoint(x: rect.midX, y: rect.midY)
    path.addArc(center: c, radius: outer, startAngle: .radians(start), endAngle: .radians(end), clockwise: false)
    if inner > 0 {
      path.addArc(center: c, radius: inner, startAngle: .radians(end), endAngle: .radians(start), clockwise: true)
    } else {
      path.addLine(to: c)
    }
    path.closeSubpath()
    return path
  }
}
