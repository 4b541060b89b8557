import Foundation

/// A projective transform of the plane (a 3×3 homography), y pointing down: `(x, y)` maps to
/// `((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w)` with `w = m13·x + m23·y + m33`.
///
/// The layout is SwiftUI's `ProjectionTransform` (row vectors, as `CGAffineTransform` and
/// `CATransform3D`): https://developer.apple.com/documentation/swiftui/projectiontransform
public struct Projection: Hashable, Sendable, Codable {
  public var m11: Double, m12: Double, m13: Double
  public var m21: Double, m22: Double, m23: Double
  public var m31: Double, m32: Double, m33: Double

  public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
              m31: Double, m32: Double, m33: Double) {
    self.m11 = m11; self.m12 = m12; self.m13 = m13
    self.m21 = m21; self.m22 = m22; self.m23 = m23
    self.m31 = m31; self.m32 = m32; self.m33 = m33
  }

  public static let identity = Projection(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

  /// The affine transform as a projection.
  public init(_ t: Transform2D) {
    self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
  }

  /// A 4×4 `CATransform3D`-style matrix (row vectors, entries m11…m44 in row-major order) restricted to
  /// the plane z = 0, keeping x, y and w: rows 1, 2 and 4, columns 1, 2 and 4.
  public init(transform3D m: [Double]) {
    precondition(m.count == 16)
    self.init(m11: m[0], m12: m[1], m13: m[3], m21: m[4], m22: m[5], m23: m[7], m31: m[12], m32: m[13], m33: m[15])
  }

  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
  public var isIdentity: Bool { self == .identity }
  public var isFinite: Bool {
    [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
  }

  /// The homogeneous image of `p`: (x, y, w) before the division.
  public func homogeneous(_ p: CGPoint) -> (x: Double, y: Double, w: Double) {
    let x = Double(p.x), y = Double(p.y)
    return (m11 * x + m21 * y + m31, m12 * x + m22 * y + m32, m13 * x + m23 * y + m33)
  }

  /// The image of `p` (non-finite where w is 0: the point goes to infinity).
  public func apply(_ p: CGPoint) -> CGPoint {
    let h = homogeneous(p)
    return CGPoint(x: h.x / h.w, y: h.y / h.w)
  }

  /// `self` applied first, then `next`.
  public func concatenating(_ n: Projection) -> Projection {
    Projection(
      m11: m11 * n.m11 + m12 * n.m21 + m13 * n.m31, m12: m11 * n.m12 + m12 * n.m22 + m13 * n.m32, m13: m11 * n.m13 + m12 * n.m23 + m13 * n.m33,
      m21: m21 * n.m11 + m22 * n.m21 + m23 * n.m31, m22: m21 * n.m12 + m22 * n.m22 + m23 * n.m32, m23: m21 * n.m13 + m22 * n.m23 + m23 * n.m33,
      m31: m31 * n.m11 + m32 * n.m21 + m33 * n.m31, m32: m31 * n.m12 + m32 * n.m22 + m33 * n.m32, m33: m31 * n.m13 + m32 * n.m23 + m33 * n.m33)
  }

  public var determinant: Double {
    m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
  }

  /// The inverse, or nil when the projection squashes the plane to a line.
  public var inverted: Projection? {
    let det = determinant
    guard det.isFinite, abs(det) > 1e-12 else { return nil }
    let i = 1 / det
    return Projection(
      m11: (m22 * m33 - m23 * m32) * i, m12: (m13 * m32 - m12 * m33) * i, m13: (m12 * m23 - m13 * m22) * i,
      m21: (m23 * m31 - m21 * m33) * i, m22: (m11 * m33 - m13 * m31) * i, m23: (m13 * m21 - m11 * m23) * i,
      m31: (m21 * m32 - m22 * m31) * i, m32: (m12 * m31 - m11 * m32) * i, m33: (m11 * m22 - m12 * m21) * i)
  }

  /// SwiftUI's `rotation3DEffect`: a rotation by `radians` about `axis` through the point `anchor`
  /// (at depth `anchorZ`), seen in perspective, as Core Animation composes it:
  /// translate(−anchor) · rotate · perspective · translate(anchor), with the perspective entry
  /// m34 = −perspective / max(width, height) of the view (`perspective` 1 by default; 0 is orthographic).
  /// The rotation is right-handed in SwiftUI's y-down, z-towards-the-viewer space
  /// (https://developer.apple.com/documentation/swiftui/view/rotation3deffect(_:axis:anchor:anchorz:perspective:),
  /// https://developer.apple.com/documentation/quartzcore/catransform3d).
  public static func rotation3D(radians: Double, axis: (x: Double, y: Double, z: Double), anchor: CGPoint, anchorZ: Double,
                                perspective: Double, size: CGSize) -> Projection {
    let len = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    guard len > 0, len.isFinite else { return .identity }
    let x = axis.x / len, y = axis.y / len, z = axis.z / len
    let c = cos(radians), s = sin(radians), t = 1 - c
    // Rodrigues' rotation as a matrix for row vectors (the transpose of the column-vector form).
    let r: [[Double]] = [
      [t * x * x + c, t * x * y + s * z, t * x * z - s * y],
      [t * x * y - s * z, t * y * y + c, t * y * z + s * x],
      [t * x * z + s * y, t * y * z - s * x, t * z * z + c],
    ]
    let side = max(Double(size.width), Double(size.height))
    let m34 = side > 0 ? -perspective / side : 0
    // A point (px, py, 0) relative to the anchor, pushed to depth −anchorZ, rotated, brought back by
    // anchorZ, then projected: w = 1 + z·m34.
    func row(_ i: Int) -> [Double] { r[i] }
    let ax = Double(anchor.x), ay = Double(anchor.y)
    // The affine part of translate(−a)·translate(0,0,−aZ)·R·translate(0,0,aZ) on z = 0 points:
    // X = (px − ax, py − ay, −aZ)·R + (0, 0, aZ).
    let r0 = row(0), r1 = row(1), r2 = row(2)
    let cx = -ax * r0[0] - ay * r1[0] - anchorZ * r2[0]
    let cy = -ax * r0[1] - ay * r1[1] - anchorZ * r2[1]
    let cz = -ax * r0[2] - ay * r1[2] - anchorZ * r2[2] + anchorZ
    // Homogeneous rows for inputs (x, y, 1): X = x·r0 + y·r1 + (cx, cy, cz); w = 1 + m34·Z.
    // Then translate(anchor) in x and y: x' = X + ax·w, y' = Y + ay·w.
    func col(_ X: Double, _ Y: Double, _ Z: Double, _ one: Double) -> (Double, Double, Double) {
      let w = one + m34 * Z
      return (X + ax * w, Y + ay * w, w)
    }
    let a = col(r0[0], r0[1], r0[2], 0), b = col(r1[0], r1[1], r1[2], 0), d = col(cx, cy, cz, 1)
    return Projection(m11: a.0, m12: a.1, m13: a.2, m21: b.0, m22: b.1, m23: b.2, m31: d.0, m32: d.1, m33: d.2)
  }
}
