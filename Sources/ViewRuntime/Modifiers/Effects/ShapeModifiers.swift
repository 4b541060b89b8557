import AnimationEngine
import Foundation
import Graphics

/// SwiftUI's shape modifiers, which return shapes (so `fill` and `stroke` still follow):
/// `rotation(_:anchor:)` (`RotatedShape`), `offset(x:y:)` (`OffsetShape`), `scale(x:y:anchor:)`
/// (`ScaledShape`), `inset(by:)` (`InsettableShape`) and `size(width:height:)`. Each number animates.
/// https://developer.apple.com/documentation/swiftui/shape
public enum ShapeModifier: Hashable, Sendable {
  case rotation(radians: Double, anchor: UnitPoint)
  case offset(x: Double, y: Double)
  case scale(x: Double, y: Double, anchor: UnitPoint)
  /// Insets the frame on every side; rounded corners shrink by the same amount, as SwiftUI's.
  case inset(Double)
  /// The shape's path is made in a rect of this size at the frame's origin; layout is unchanged.
  case size(width: Double, height: Double)

  var name: String {
    switch self {
    case .rotation: "rotation"
    case .offset: "offset"
    case .scale: "scale"
    case .inset: "inset"
    case .size: "size"
    }
  }

  var values: [Double] {
    switch self {
    case .rotation(let r, _): [r]
    case .offset(let x, let y), .scale(let x, let y, _), .size(let x, let y): [x, y]
    case .inset(let a): [a]
    }
  }

  func with(_ v: [Double]) -> ShapeModifier {
    switch self {
    case .rotation(_, let a): .rotation(radians: v[0], anchor: a)
    case .offset: .offset(x: v[0], y: v[1])
    case .scale(_, _, let a): .scale(x: v[0], y: v[1], anchor: a)
    case .inset: .inset(v[0])
    case .size: .size(width: v[0], height: v[1])
    }
  }

  func outline(of base: ShapeKind, in rect: CGRect) throws -> Path {
    func around(_ anchor: UnitPoint, _ m: Transform2D) -> Transform2D {
      let ax = Double(rect.minX) + anchor.x * Double(rect.width), ay = Double(rect.minY) + anchor.y * Double(rect.height)
      return Transform2D.translation(x: -ax, y: -ay).concatenating(m).concatenating(.translation(x: ax, y: ay))
    }
    switch self {
    case .rotation(let r, let anchor):
      return try base.outline(in: rect).applying(around(anchor, .rotation(radians: r)))
    case .offset(let x, let y):
      return try base.outline(in: rect).applying(.translation(x: x, y: y))
    case .scale(let x, let y, let anchor):
      return try base.outline(in: rect).applying(around(anchor, .scale(x: x, y: y)))
    case .inset(let a):
      let w = max(0, Double(rect.width) - 2 * a), h = max(0, Double(rect.height) - 2 * a)
      let inner = CGRect(x: Double(rect.midX) - w / 2, y: Double(rect.midY) - h / 2, width: w, height: h)
      return try base.insetCorners(by: a).outline(in: inner)
    case .size(let w, let h):
      return try base.outline(in: CGRect(x: rect.minX, y: rect.minY, width: max(0, w), height: max(0, h)))
    }
  }
}

extension ShapeKind {
  /// The shape drawn in a frame inset by `a`: corner radii shrink with it.
  func insetCorners(by a: Double) -> ShapeKind {
    switch self {
    case .roundedRectangle(let r): return .roundedRectangle(cornerRadius: max(0, r - a))
    case .corners(let name, let radii, let style):
      guard let r = radii else { return self }
      return .corners(name: name, radii: RectangleCornerRadii(
        topLeading: max(0, r.topLeading - a), bottomLeading: max(0, r.bottomLeading - a),
        bottomTrailing: max(0, r.bottomTrailing - a), topTrailing: max(0, r.topTrailing - a)), style: style)
    case .trimmed(let base, let from, let to): return .trimmed(base.insetCorners(by: a), from: from, to: to)
    default: return self
    }
  }

  /// The shape with the animatable numbers of its corner radii and shape modifiers presented by
  /// `animate(name, model)`; `inner` presents a wrapped shape (under a name prefix).
  func presented(_ animate: (String, [Double]) -> [Double], _ inner: (ShapeKind, String) -> ShapeKind) -> ShapeKind {
    switch self {
    case .corners(let name, let radii, let style):
      guard let radii else { return self }
      let v = animate("cornerRadii", radii.values.map { sanitized($0) })
      return .corners(name: name, radii: RectangleCornerRadii(topLeading: v[0], bottomLeading: v[1], bottomTrailing: v[2], topTrailing: v[3]), style: style)
    case .modified(let base, let m):
      let v = animate("shape." + m.name, m.values.map { sanitized($0) })
      return .modified(inner(base, "modified."), m.with(v))
    default:
      return self
    }
  }
}

extension Shape {
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> TrimmedShape {
    TrimmedShape(kind: .modified(kind, .rotation(radians: angle.radians, anchor: anchor)))
  }
  public func offset(x: Double = 0, y: Double = 0) -> TrimmedShape { TrimmedShape(kind: .modified(kind, .offset(x: x, y: y))) }
  public func scale(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> TrimmedShape {
    TrimmedShape(kind: .modified(kind, .scale(x: x, y: y, anchor: anchor)))
  }
  public func inset(by amount: Double) -> TrimmedShape { TrimmedShape(kind: .modified(kind, .inset(amount))) }
  public func size(width: Double, height: Double) -> TrimmedShape { TrimmedShape(kind: .modified(kind, .size(width: width, height: height))) }
}
