import Foundation

/// SwiftUI's `RoundedCornerStyle`: circular arcs, or Apple's continuous ("squircle") corners.
public enum RoundedCornerStyle: String, Hashable, Sendable { case circular, continuous }

/// SwiftUI's `RectangleCornerRadii`: one radius per corner.
public struct RectangleCornerRadii: Hashable, Sendable {
  public var topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double
  public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0) {
    self.topLeading = topLeading; self.bottomLeading = bottomLeading; self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
  }
  public init(all r: Double) { self.init(topLeading: r, bottomLeading: r, bottomTrailing: r, topTrailing: r) }
  public var values: [Double] { [topLeading, bottomLeading, bottomTrailing, topTrailing] }
}

extension Path {
  /// How far a continuous corner reaches along each edge, per unit of radius: iOS 7's continuous
  /// rounded rectangle starts bending 1.528665 radii before the corner (PaintCode, "The Code for iOS 7
  /// Rounded Rectangles", https://www.paintcodeapp.com/news/code-for-ios-7-rounded-rectangles).
  public static let continuousCornerExtent = 1.528665

  public init(roundedRect rect: CGRect, cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
    self.init()
    addRoundedRect(in: rect, cornerRadii: RectangleCornerRadii(all: cornerRadius), style: style)
  }

  public init(ellipseIn rect: CGRect) {
    self.init()
    addEllipse(in: rect)
  }

  public init(_ rect: CGRect) {
    self.init()
    addRect(rect)
  }

  /// A rectangle with a radius per corner, each clamped to half the shorter side, drawn clockwise on
  /// screen from the top edge like `addRoundedRect(in:cornerRadius:)`.
  ///
  /// Continuous corners follow Figma's construction of Apple's smoothed corner ("Desperately Seeking
  /// Squircles", https://www.figma.com/blog/desperately-seeking-squircles/): a circular arc shortened
  /// at both ends and joined to the edges by cubic Béziers with zero curvature at the edge and the
  /// arc's curvature where they meet it. Its smoothing is set so the corner reaches
  /// ``continuousCornerExtent`` radii along each edge; where the side is too short for that, the
  /// smoothing shrinks (down to a circular arc) so corners never overlap.
  public mutating func addRoundedRect(in r: CGRect, cornerRadii radii: RectangleCornerRadii, style: RoundedCornerStyle) {
    let half = Double(min(r.width, r.height)) / 2
    guard half > 0 else { addRect(r); return }
    let minX = Double(r.minX), minY = Double(r.minY), maxX = Double(r.maxX), maxY = Double(r.maxY)
    // Corner point, direction back along the incoming edge (u) and along the outgoing edge (v).
    let corners: [(CGPoint, CGPoint, CGPoint, Double)] = [
      (CGPoint(x: maxX, y: minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1), radii.topTrailing),
      (CGPoint(x: maxX, y: maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0), radii.bottomTrailing),
      (CGPoint(x: minX, y: maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1), radii.bottomLeading),
      (CGPoint(x: minX, y: minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0), radii.topLeading),
    ]
    let profiles = corners.map { CornerProfile(radius: max(0, min($0.3.isFinite ? $0.3 : 0, half)), half: half, style: style) }
    let last = corners[3], lastProfile = profiles[3]
    // Start where the top-leading corner ends on the top edge.
    move(to: Self.point(last.0, last.1, last.2, 0, lastProfile.extent))
    for (corner, profile) in zip(corners, profiles) {
      let (c, u, v, _) = corner
      func p(_ a: Double, _ b: Double) -> CGPoint { Self.point(c, u, v, a, b) }
      addLine(to: p(profile.extent, 0))
      for seg in profile.segments {
        addCurve(to: p(seg.to.0, seg.to.1), control1: p(seg.c1.0, seg.c1.1), control2: p(seg.c2.0, seg.c2.1))
      }
    }
    closeSubpath()
  }

  private static func point(_ c: CGPoint, _ u: CGPoint, _ v: CGPoint, _ a: Double, _ b: Double) -> CGPoint {
    CGPoint(x: Double(c.x) + a * Double(u.x) + b * Double(v.x), y: Double(c.y) + a * Double(u.y) + b * Double(v.y))
  }
}

/// One corner in its own frame: the corner at (0, 0), the incoming edge along +α, the outgoing edge
/// along +β. The path enters at (extent, 0) and leaves at (0, extent).
private struct CornerProfile {
  typealias Pair = (Double, Double)
  var extent: Double
  var segments: [(c1: Pair, c2: Pair, to: Pair)] = []

  init(radius r: Double, half: Double, style: RoundedCornerStyle) {
    guard r > 0 else { extent = 0; return }
    let smoothing = style == .continuous ? min(Path.continuousCornerExtent * r, half) / r - 1 : 0
    extent = (1 + smoothing) * r
    // Circle points by angle φ from the incoming tangent point (r, 0) to the outgoing one (0, r).
    func circle(_ phi: Double) -> Pair { (r - r * sin(phi), r - r * cos(phi)) }
    let phi1 = Double.pi / 4 * smoothing, phi2 = Double.pi / 2 - phi1
    var lead: (c1: Pair, c2: Pair, to: Pair)?
    if phi1 > 1e-9 {
      // Zero curvature at the edge (both controls on it), the arc's tangent and curvature 1/r at B.
      let b = circle(phi1)
      let back = r * (1 - cos(phi1)) / sin(phi1)  // from B back along its tangent to the edge
      let c2 = (b.0 + back * cos(phi1), 0.0)
      let c1 = (c2.0 + 3 * back * back / (2 * r * sin(phi1)), 0.0)
      lead = (c1: c1, c2: c2, to: b)
    }
    if let lead { segments.append(lead) }
    // The arc, in pieces of at most 45°: the standard cubic with handles 4/3·tan(Δ/4)·r.
    let pieces = max(1, Int(((phi2 - phi1) / (.pi / 4)).rounded(.up)))
    let step = (phi2 - phi1) / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4) * r
    for i in 0..<pieces {
      let a0 = phi1 + Double(i) * step, a1 = a0 + step
      let p0 = circle(a0), p1 = circle(a1)
      // Tangent direction of travel: d/dφ of circle(φ) = (−cos φ, sin φ).
      segments.append((c1: (p0.0 - k * cos(a0), p0.1 + k * sin(a0)), c2: (p1.0 + k * cos(a1), p1.1 - k * sin(a1)), to: p1))
    }
    if let lead {
      // The mirror image of the lead-in (α ↔ β), run backwards.
      segments.append((c1: (lead.c2.1, lead.c2.0), c2: (lead.c1.1, lead.c1.0), to: (0, extent)))
    }
  }
}
