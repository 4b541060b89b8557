import Foundation

/// How a path or a glyph run is coloured. Gradient geometry is in the item's local space.
public enum Paint: Hashable, Sendable, Codable {
  case solid(RGBAColor)
  /// Two-stop-or-more linear gradient between two points in the item's local space.
  // Gradients are boxed so a paint is a colour's size: every fill item holds one.
  indirect case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
  /// Concentric circles from `startRadius` to `endRadius` around `center`; `yScale` stretches them
  /// vertically into ellipses (1 for SwiftUI's `RadialGradient`, height/width for `EllipticalGradient`).
  indirect case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: Double, endRadius: Double, yScale: Double)
  /// Colours swept clockwise on screen around `center`, location 0 at `startAngle` and 1 at
  /// `endAngle` (radians from +x, y down), held beyond them (SwiftUI's `AngularGradient`).
  indirect case conicGradient(stops: [GradientStop], center: CGPoint, startAngle: Double, endAngle: Double)
  /// A grid of coloured points (SwiftUI's `MeshGradient`), already tessellated into small quads.
  indirect case mesh(MeshPaint)

  /// The gradient's stops (empty for a solid paint).
  public var stops: [GradientStop] {
    switch self {
    case .solid, .mesh: []
    case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _, _), .conicGradient(let s, _, _, _): s
    }
  }

  /// The paint with every colour's alpha multiplied by `factor` (a faded gradient, `opacity` on a style).
  public func withAlphaMultiplied(by factor: Double) -> Paint {
    func fade(_ s: [GradientStop]) -> [GradientStop] { s.map { GradientStop(color: $0.color.withAlphaMultiplied(by: factor), location: $0.location) } }
    switch self {
    case .solid(let c): return .solid(c.withAlphaMultiplied(by: factor))
    case .linearGradient(let s, let a, let b): return .linearGradient(stops: fade(s), start: a, end: b)
    case .radialGradient(let s, let c, let r0, let r1, let y): return .radialGradient(stops: fade(s), center: c, startRadius: r0, endRadius: r1, yScale: y)
    case .conicGradient(let s, let c, let a0, let a1): return .conicGradient(stops: fade(s), center: c, startAngle: a0, endAngle: a1)
    case .mesh(var m):
      m.colors = m.colors.map { $0.withAlphaMultiplied(by: factor) }
      m.background = m.background.withAlphaMultiplied(by: factor)
      return .mesh(m)
    }
  }

  /// A stable text form for display-list dumps (numbers rounded to 4 decimals).
  public var dumpDescription: String {
    func n(_ v: Double) -> String {
      let r = (v * 10_000).rounded() / 10_000
      var t = String(format: "%.4f", r == 0 ? 0 : r)
      while t.hasSuffix("0") { t.removeLast() }
      if t.hasSuffix(".") { t.removeLast() }
      return t
    }
    func c(_ c: RGBAColor) -> String { "rgba(\(n(c.red)), \(n(c.green)), \(n(c.blue)), \(n(c.alpha)))" }
    func p(_ p: CGPoint) -> String { "(\(n(Double(p.x))), \(n(Double(p.y))))" }
    let s = stops.map { "\(c($0.color))@\(n($0.location))" }.joined(separator: " ")
    switch self {
    case .solid(let col): return c(col)
    case .linearGradient(_, let a, let b): return "linear(\(s) from \(p(a)) to \(p(b)))"
    case .radialGradient(_, let center, let r0, let r1, let y):
      return "radial(\(s) at \(p(center)) r \(n(r0))...\(n(r1))" + (y == 1 ? ")" : " yScale \(n(y)))")
    case .conicGradient(_, let center, let a0, let a1): return "conic(\(s) at \(p(center)) angle \(n(a0))...\(n(a1)))"
    case .mesh(let m): return "mesh(\(m.columns)x\(m.rows) from \(p(m.points.first ?? .zero)) \(m.colors.first.map(c) ?? ""))"
    }
  }
}

/// A gradient stop; `location` in 0…1.
public struct GradientStop: Hashable, Sendable, Codable {
  public var color: RGBAColor
  public var location: Double
  public init(color: RGBAColor, location: Double) {
    self.color = color; self.location = location
  }
}
