import AnimationEngine
import Foundation
import Graphics

/// A resolved style waiting for the frame it fills: gradients are laid out over the view's frame.
enum StylePaint: Hashable {
  case solid(RGBAColor)
  case linear(stops: [GradientStop], start: UnitPoint, end: UnitPoint)
  /// Radii in points around a unit point.
  case radial(stops: [GradientStop], center: UnitPoint, startRadius: Double, endRadius: Double)
  /// Radii as fractions of the frame's width (horizontally) and height (vertically).
  case elliptical(stops: [GradientStop], center: UnitPoint, startFraction: Double, endFraction: Double)
  /// Angles in radians, clockwise on screen from +x.
  case conic(stops: [GradientStop], center: UnitPoint, startAngle: Double, endAngle: Double)
  case mesh(MeshStyle)

  /// The paint for a view whose frame is `rect`, in the coordinates of the item that uses it.
  func paint(in rect: CGRect) -> Paint {
    func point(_ u: UnitPoint) -> CGPoint {
      CGPoint(x: Double(rect.minX) + u.x * Double(rect.width), y: Double(rect.minY) + u.y * Double(rect.height))
    }
    switch self {
    case .solid(let c): return .solid(c)
    case .linear(let stops, let s, let e):
      return .linearGradient(stops: stops, start: point(s), end: point(e))
    case .radial(let stops, let c, let r0, let r1):
      return .radialGradient(stops: stops, center: point(c), startRadius: r0, endRadius: r1, yScale: 1)
    case .elliptical(let stops, let c, let f0, let f1):
      let w = Double(rect.width), h = Double(rect.height)
      return .radialGradient(stops: stops, center: point(c), startRadius: f0 * w, endRadius: f1 * w, yScale: w > 0 ? h / w : 1)
    case .conic(let stops, let c, let a0, let a1):
      return .conicGradient(stops: stops, center: point(c), startAngle: a0, endAngle: a1)
    case .mesh(let m):
      return .mesh(m.paint(in: rect))
    }
  }

  var stops: [GradientStop] {
    switch self {
    case .solid, .mesh: []
    case .linear(let s, _, _), .radial(let s, _, _, _), .elliptical(let s, _, _, _), .conic(let s, _, _, _): s
    }
  }

  /// A single colour standing for the style (symbol layers, inspection): a gradient's first stop, a
  /// mesh's first vertex.
  var representativeColor: RGBAColor {
    if case .solid(let c) = self { return c }
    if case .mesh(let m) = self { return m.colors.first ?? m.background }
    return stops.first?.color ?? .clear
  }

  /// The style with every colour's alpha multiplied by `factor`.
  func faded(by factor: Double) -> StylePaint {
    func fade(_ s: [GradientStop]) -> [GradientStop] { s.map { GradientStop(color: $0.color.withAlphaMultiplied(by: factor), location: $0.location) } }
    switch self {
    case .solid(let c): return .solid(c.withAlphaMultiplied(by: factor))
    case .linear(let s, let a, let b): return .linear(stops: fade(s), start: a, end: b)
    case .radial(let s, let c, let r0, let r1): return .radial(stops: fade(s), center: c, startRadius: r0, endRadius: r1)
    case .elliptical(let s, let c, let f0, let f1): return .elliptical(stops: fade(s), center: c, startFraction: f0, endFraction: f1)
    case .conic(let s, let c, let a0, let a1): return .conic(stops: fade(s), center: c, startAngle: a0, endAngle: a1)
    case .mesh(var m):
      m.colors = m.colors.map { $0.withAlphaMultiplied(by: factor) }
      m.background = m.background.withAlphaMultiplied(by: factor)
      return .mesh(m)
    }
  }

  /// What `inspect` reports for the style: `rgba` of its first colour, and for gradients every
  /// stop (`stops`: r, g, b, a, location per stop) and the geometry (`points`, `radii`, `angles`).
  var inspectValues: [String: [Double]] {
    let c = representativeColor
    var v: [String: [Double]] = ["rgba": [c.red, c.green, c.blue, c.alpha]]
    guard case .solid = self else {
      v["stops"] = stops.flatMap { [$0.color.red, $0.color.green, $0.color.blue, $0.color.alpha, $0.location] }
      switch self {
      case .solid: break
      case .linear(_, let s, let e): v["points"] = [s.x, s.y, e.x, e.y]
      case .radial(_, let center, let r0, let r1): v["points"] = [center.x, center.y]; v["radii"] = [r0, r1]
      case .elliptical(_, let center, let f0, let f1): v["points"] = [center.x, center.y]; v["radii"] = [f0, f1]
      case .conic(_, let center, let a0, let a1): v["points"] = [center.x, center.y]; v["angles"] = [a0, a1]
      case .mesh(let m):
        v["mesh"] = [Double(m.width), Double(m.height)]
        v["points"] = m.points.flatMap { [$0.x, $0.y] }
        v["colors"] = m.colors.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
      }
      return v
    }
    return v
  }
}
