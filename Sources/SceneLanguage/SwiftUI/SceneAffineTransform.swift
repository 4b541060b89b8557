import Foundation
import ViewRuntime

/// `CGAffineTransform` and `ProjectionTransform` for `GeometryEffect`s: the affine matrix
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Apple, "CGAffineTransform").
struct SceneAffineTransform: Equatable {
  var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

  static let identity = SceneAffineTransform()

  /// `self` then `other` (Core Graphics' `concatenating`: `self × other`).
  func concatenating(_ other: SceneAffineTransform) -> SceneAffineTransform {
    SceneAffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  static func translation(_ x: Double, _ y: Double) -> SceneAffineTransform { SceneAffineTransform(tx: x, ty: y) }
  static func scale(_ x: Double, _ y: Double) -> SceneAffineTransform { SceneAffineTransform(a: x, d: y) }
  static func rotation(_ radians: Double) -> SceneAffineTransform {
    SceneAffineTransform(a: cos(radians), b: sin(radians), c: -sin(radians), d: cos(radians))
  }

  /// Translation · rotation · scale (shear dropped): the modifiers that draw the same transform.
  var decomposed: (scaleX: Double, scaleY: Double, rotation: Double, translation: CGSize) {
    let scaleX = (a * a + b * b).squareRoot()
    let rotation = scaleX == 0 ? 0 : atan2(b, a)
    let scaleY = scaleX == 0 ? d : (a * d - b * c) / scaleX
    return (scaleX, scaleY, rotation, CGSize(width: tx, height: ty))
  }
}

extension HostRegistry {
  mutating func registerAffineTransforms() {
    func value(_ t: SceneAffineTransform, _ type: String = "CGAffineTransform") -> Value { HostRegistry.host(type, t) }
    func transform(_ v: Value) throws -> SceneAffineTransform {
      guard let t = v.host(SceneAffineTransform.self) else { throw HostError("expected a CGAffineTransform, not '\(v.sceneType)'") }
      return t
    }
    let tx = Param<Double>("translationX"), ty = Param<Double>("y"), sx = Param<Double>("scaleX"), angle = Param<Double>("rotationAngle")
    let x = Param<Double>("x"), by = Param<Double>("by"), other = Param<Value>(nil, "t2")
    let a = Param<Double>("a"), b = Param<Double>("b"), c = Param<Double>("c"), d = Param<Double>("d")
    let mx = Param<Double>("tx"), my = Param<Double>("ty")
    modify("CGAffineTransform") { t in
      t.addStatic("identity") { _ in value(.identity) }
      t.addInit(.binding(returns: .named("CGAffineTransform")) { _ in value(.identity) })
      t.addInit(.binding(tx, ty, returns: .named("CGAffineTransform")) { c in value(.translation(try c[tx], try c[ty])) })
      t.addInit(.binding(sx, ty, returns: .named("CGAffineTransform")) { c in value(.scale(try c[sx], try c[ty])) })
      t.addInit(.binding(angle, returns: .named("CGAffineTransform")) { c in value(.rotation(try c[angle])) })
      t.addInit(.binding(a, b, c, d, mx, my, returns: .named("CGAffineTransform")) { call in
        value(SceneAffineTransform(a: try call[a], b: try call[b], c: try call[c], d: try call[d], tx: try call[mx], ty: try call[my]))
      })
      t.addMethod("translatedBy", .binding(x, ty, returns: .named("CGAffineTransform")) { c in
        value(SceneAffineTransform.translation(try c[x], try c[ty]).concatenating(try transform(c.receiver ?? .void)))
      })
      t.addMethod("scaledBy", .binding(x, ty, returns: .named("CGAffineTransform")) { c in
        value(SceneAffineTransform.scale(try c[x], try c[ty]).concatenating(try transform(c.receiver ?? .void)))
      })
      t.addMethod("rotated", .binding(by, returns: .named("CGAffineTransform")) { c in
        value(SceneAffineTransform.rotation(try c[by]).concatenating(try transform(c.receiver ?? .void)))
      })
      t.addMethod("concatenating", .binding(other, returns: .named("CGAffineTransform")) { c in
        value(try transform(c.receiver ?? .void).concatenating(try transform(try c[other])))
      })
      for (name, read) in [("a", \SceneAffineTransform.a), ("b", \.b), ("c", \.c), ("d", \.d), ("tx", \.tx), ("ty", \.ty)] {
        t.addProperty(name, HostProperty(type: .double) { v in .double(v.host(SceneAffineTransform.self)?[keyPath: read] ?? 0) })
      }
    }
    let affine = Param<Value>(nil, "m")
    modify("ProjectionTransform") { t in
      t.addInit(.binding(returns: .named("ProjectionTransform")) { _ in value(.identity, "ProjectionTransform") })
      t.addInit(.binding(affine, returns: .named("ProjectionTransform")) { c in value(try transform(try c[affine]), "ProjectionTransform") })
    }
  }
}
