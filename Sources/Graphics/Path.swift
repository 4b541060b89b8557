import Foundation

/// A vector outline in points, with SwiftUI's `Path` building API.
///
/// Arcs, rounded rectangles and ellipses are stored as cubic Béziers, so a rasterizer only needs
/// to understand four element kinds.
public struct Path: Hashable, Sendable, Codable {
  public enum Element: Hashable, Sendable, Codable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  /// The outline; the current point and the start of the current subpath are worked out from it,
  /// so a path is one reference (every fill item of a frame's display list holds one).
  public private(set) var elements: [Element] = []

  private var current: CGPoint? {
    switch elements.last {
    case .move(let p), .line(let p), .curve(let p, _, _): p
    case .closeSubpath: subpathStart
    case nil: nil
    }
  }

  private var subpathStart: CGPoint? {
    for case .move(let p) in elements.reversed() { return p }
    return nil
  }

  public init() {}

  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  public var isEmpty: Bool { elements.isEmpty }

  public var currentPoint: CGPoint? { current }

  public mutating func move(to p: CGPoint) {
    elements.append(.move(to: p))
  }

  public mutating func addLine(to p: CGPoint) {
    if current == nil { move(to: p); return }
    elements.append(.line(to: p))
  }

  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for p in points.dropFirst() { addLine(to: p) }
  }

  public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
    if current == nil { move(to: control1) }
    elements.append(.curve(to: p, control1: control1, control2: control2))
  }

  /// A quadratic Bézier, stored as the equivalent cubic.
  public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
    let p0 = current ?? control
    if current == nil { move(to: control) }
    let c1 = CGPoint(x: p0.x + 2.0 / 3.0 * (control.x - p0.x), y: p0.y + 2.0 / 3.0 * (control.y - p0.y))
    let c2 = CGPoint(x: p.x + 2.0 / 3.0 * (control.x - p.x), y: p.y + 2.0 / 3.0 * (control.y - p.y))
    elements.append(.curve(to: p, control1: c1, control2: c2))
  }

  public mutating func closeSubpath() {
    guard current != nil else { return }
    elements.append(.closeSubpath)
  }

  /// An arc around `center`, angles in radians measured clockwise on screen from +x
  /// (y points down), as SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:)`
  /// interprets them in its flipped coordinate space: `clockwise: true` runs counterclockwise on screen.
  public mutating func addArc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
    var sweep = endAngle - startAngle
    // SwiftUI's "clockwise" refers to a y-up space, so on a y-down screen it decreases the angle.
    if clockwise {
      while sweep > 0 { sweep -= 2 * .pi }
    } else {
      while sweep < 0 { sweep += 2 * .pi }
    }
    let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    if current == nil { move(to: start) } else { addLine(to: start) }
    let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    var a0 = startAngle
    for _ in 0..<pieces {
      let a1 = a0 + step
      // Standard cubic approximation of a circular arc of angle `step`.
      let k = 4.0 / 3.0 * tan(step / 4)
      let p0 = CGPoint(x: cos(a0), y: sin(a0)), p1 = CGPoint(x: cos(a1), y: sin(a1))
      let c1 = CGPoint(x: center.x + radius * (p0.x - k * p0.y), y: center.y + radius * (p0.y + k * p0.x))
      let c2 = CGPoint(x: center.x + radius * (p1.x + k * p1.y), y: center.y + radius * (p1.y - k * p1.x))
      let end = CGPoint(x: center.x + radius * p1.x, y: center.y + radius * p1.y)
      elements.append(.curve(to: end, control1: c1, control2: c2))
      a0 = a1
    }
  }

  /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the line
  /// from there to `tangent2End`, joined to the current point by a straight line (Core Graphics'
  /// `addArc(tangent1End:tangent2End:radius:)`). Collinear points give a line to `tangent1End`.
  public mutating func addArc(tangent1End t1: CGPoint, tangent2End t2: CGPoint, radius: Double) {
    guard let p0 = current else { move(to: t1); return }
    let ax = Double(p0.x - t1.x), ay = Double(p0.y - t1.y), bx = Double(t2.x - t1.x), by = Double(t2.y - t1.y)
    let la = (ax * ax + ay * ay).squareRoot(), lb = (bx * bx + by * by).squareRoot()
    let cross = ax * by - ay * bx
    guard radius > 0, la > 0, lb > 0, abs(cross) > 1e-12 * la * lb else { addLine(to: t1); return }
    let ux = ax / la, uy = ay / la, vx = bx / lb, vy = by / lb
    let theta = acos(max(-1, min(1, ux * vx + uy * vy)))  // angle at t1 between the two lines
    let d = radius / tan(theta / 2)  // from t1 to each tangent point
    let start = CGPoint(x: Double(t1.x) + ux * d, y: Double(t1.y) + uy * d)
    // The centre lies on the bisector, radius / sin(θ/2) from t1.
    var bxs = ux + vx, bys = uy + vy
    let bl = (bxs * bxs + bys * bys).squareRoot()
    bxs /= bl; bys /= bl
    let h = radius / sin(theta / 2)
    let center = CGPoint(x: Double(t1.x) + bxs * h, y: Double(t1.y) + bys * h)
    let a0 = atan2(Double(start.y - center.y), Double(start.x - center.x))
    let end = CGPoint(x: Double(t1.x) + vx * d, y: Double(t1.y) + vy * d)
    let a1 = atan2(Double(end.y - center.y), Double(end.x - center.x))
    // Turning towards decreasing screen angle (cross > 0 here) is SwiftUI's `clockwise: true`.
    var sweep = a1 - a0
    while sweep > .pi { sweep -= 2 * .pi }
    while sweep < -.pi { sweep += 2 * .pi }
    addArc(center: center, radius: radius, startAngle: a0, endAngle: a0 + sweep, clockwise: sweep < 0)
  }

  /// An arc of `delta` radians from `startAngle` (SwiftUI's `addRelativeArc`).
  public mutating func addRelativeArc(center: CGPoint, radius: Double, startAngle: Double, delta: Double) {
    addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0)
  }

  public mutating func addRect(_ r: CGRect) {
    elements.reserveCapacity(elements.count + 5)
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// An ellipse inscribed in `r`, starting at the right-hand point and running clockwise on screen.
  public mutating func addEllipse(in r: CGRect) {
    let k = 0.5522847498307936  // 4/3·(√2−1): cubic quarter-circle
    let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
    // One allocation, not one per doubling: every frame outlines every drawn circle anew.
    elements.reserveCapacity(elements.count + 6)
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
    addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
    addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
    addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
    closeSubpath()
  }

  /// A rectangle with circular corners of `radius` (clamped to half the shorter side).
  public mutating func addRoundedRect(in r: CGRect, cornerRadius radius: Double) {
    let rad = max(0, min(radius, min(r.width, r.height) / 2))
    if rad == 0 { addRect(r); return }
    let k = 0.5522847498307936 * rad
    elements.reserveCapacity(elements.count + 10)
    move(to: CGPoint(x: r.minX + rad, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - rad, y: r.minY))
    addCurve(to: CGPoint(x: r.maxX, y: r.minY + rad), control1: CGPoint(x: r.maxX - rad + k, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + rad - k))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - rad))
    addCurve(to: CGPoint(x: r.maxX - rad, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - rad + k), control2: CGPoint(x: r.maxX - rad + k, y: r.maxY))
    addLine(to: CGPoint(x: r.minX + rad, y: r.maxY))
    addCurve(to: CGPoint(x: r.minX, y: r.maxY - rad), control1: CGPoint(x: r.minX + rad - k, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - rad + k))
    addLine(to: CGPoint(x: r.minX, y: r.minY + rad))
    addCurve(to: CGPoint(x: r.minX + rad, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + rad - k), control2: CGPoint(x: r.minX + rad - k, y: r.minY))
    closeSubpath()
  }

  public mutating func addPath(_ other: Path, transform: Transform2D = .identity) {
    for e in other.elements {
      switch e {
      case .move(let p): move(to: transform.apply(p))
      case .line(let p): addLine(to: transform.apply(p))
      case .curve(let p, let c1, let c2): addCurve(to: transform.apply(p), control1: transform.apply(c1), control2: transform.apply(c2))
      case .closeSubpath: closeSubpath()
      }
    }
  }

  public func applying(_ transform: Transform2D) -> Path {
    var p = Path()
    p.addPath(self, transform: transform)
    return p
  }

  /// Bounds of all points, control points included (a cheap, conservative box).
  public var controlPointBounds: CGRect {
    var extent = PointExtent()
    for e in elements {
      switch e {
      case .move(let p), .line(let p): extent.add(p)
      case .curve(let p, let c1, let c2): extent.add(p); extent.add(c1); extent.add(c2)
      case .closeSubpath: break
      }
    }
    return extent.rect ?? .zero
  }
}
