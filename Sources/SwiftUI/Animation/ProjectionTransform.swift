import Foundation

/// SwiftUI's `ProjectionTransform`: a 3×3 matrix; animrender draws its affine part
/// (https://developer.apple.com/documentation/swiftui/projectiontransform). `init(_: CGAffineTransform)`
/// is in ProjectionTransform+CGAffineTransform.swift, beside the module's `CGAffineTransform`.
public struct ProjectionTransform: Hashable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  public init() {}

  public var isIdentity: Bool { self == ProjectionTransform() }
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// `self` then `rhs`.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    var r = ProjectionTransform()
    r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
    r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
    r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
    r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
    r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
    r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
    r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
    r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
    r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
    return r
  }

  /// Translation · rotation · scale of the affine part (shear dropped), as the interpreter decomposes it.
  var decomposed: (scaleX: Double, scaleY: Double, rotation: Double, translation: CGSize) {
    let a = Double(m11), b = Double(m12), c = Double(m21), d = Double(m22)
    let scaleX = (a * a + b * b).squareRoot()
    let rotation = scaleX == 0 ? 0 : atan2(b, a)
    let scaleY = scaleX == 0 ? d : (a * d - b * c) / scaleX
    return (scaleX, scaleY, rotation, CGSize(width: m31, height: m32))
  }
}
