import Foundation
import Graphics

/// SwiftUI's `Shape`: an outline that fills the space it is offered.
///
/// Custom shapes implement `path(in:)` as in SwiftUI; built-in shapes describe themselves as a
/// ``ShapeKind`` whose parameters (a corner radius) animate.
public protocol Shape: PrimitiveView {
  func path(in rect: CGRect) -> Path
  /// The shape as the runtime sees it (default: a custom shape drawing `path(in:)`).
  var kind: ShapeKind { get }
}

extension Shape {
  public var _node: ViewNode { .shape(ShapeNode(kind: kind)) }

  public var kind: ShapeKind {
    var shape = CustomShape(name: "\(Self.self)", path: { self.path(in: $0) })
    // A custom shape that is Animatable animates its data, as in SwiftUI.
    if let animatable = self as? any Animatable { animatableShape(animatable, into: &shape) }
    return .custom(shape)
  }

  /// Fills the shape with `style` (the foreground style if omitted).
  public func fill(_ style: some ShapeStyle = ForegroundStyle()) -> ShapeView {
    ShapeView(ShapeNode(kind: kind, fill: AnyShapeStyle(style)))
  }

  /// The part of the outline between two fractions of its length (SwiftUI's `trim(from:to:)`).
  public func trim(from start: Double = 0, to end: Double = 1) -> TrimmedShape {
    TrimmedShape(kind: .trimmed(kind, from: start, to: end))
  }

  /// Strokes the outline, centred on it, with `style` (the foreground style if omitted).
  public func stroke(_ style: some ShapeStyle = ForegroundStyle(), lineWidth: Double = 1) -> ShapeView {
    ShapeView(ShapeNode(kind: kind, stroke: (AnyShapeStyle(style), lineWidth)))
  }
}

/// A shape drawn by a closure (custom `Shape` types, `Path` views, an interpreter's shapes).
public struct CustomShape: @unchecked Sendable {
  // The closures are only called synchronously by the runtime that owns the view tree.
  public var name: String
  /// The outline in a frame at the origin; may throw (an interpreter's runtime error), which ends
  /// the render with its message.
  public var throwingPath: (CGRect) throws -> Path
  /// For shapes conforming to `Animatable`: their data, and the shape's path for other data.
  public var animatableData: (any VectorArithmetic)?
  public var pathWithData: ((any VectorArithmetic) -> (CGRect) -> Path)?

  /// The outline, for callers that cannot throw: an empty path where `throwingPath` throws.
  public var path: (CGRect) -> Path {
    get { { [throwingPath] rect in (try? throwingPath(rect)) ?? Path() } }
    set { throwingPath = newValue }
  }

  public init(name: String, path: @escaping (CGRect) throws -> Path,
              animatableData: (any VectorArithmetic)? = nil,
              pathWithData: ((any VectorArithmetic) -> (CGRect) -> Path)? = nil) {
    self.name = name; self.throwingPath = path; self.animatableData = animatableData; self.pathWithData = pathWithData
  }
}

/// The geometry of a shape; built-in shapes' animatable parameters are stored values.
public indirect enum ShapeKind: Sendable {
  case rectangle
  case roundedRectangle(cornerRadius: Double)
  case circle
  case ellipse
  case capsule
  case custom(CustomShape)
  /// A fraction of the outline by length (`.trim(from:to:)`), both ends animatable.
  case trimmed(ShapeKind, from: Double, to: Double)
  /// `RoundedRectangle(cornerRadius:style: .continuous)`, `UnevenRoundedRectangle`, `Capsule(style:)`
  /// (`radii` nil: half the shorter side), radii animatable.
  case corners(name: String, radii: RectangleCornerRadii?, style: RoundedCornerStyle)
  /// A shape modifier (`.rotation`, `.offset`, `.scale`, `.inset(by:)`, `.size`), its numbers animatable.
  case modified(ShapeKind, ShapeModifier)

  public var name: String {
    switch self {
    case .rectangle: "Rectangle"
    case .roundedRectangle: "RoundedRectangle"
    case .circle: "Circle"
    case .ellipse: "Ellipse"
    case .capsule: "Capsule"
    case .custom(let c): c.name
    case .trimmed(let base, _, _): base.name
    case .corners(let name, _, _): name
    case .modified(let base, _): base.name
    }
  }

  /// The corner radius `inspect` reports (the largest, for uneven corners), looking through trims.
  public var cornerRadius: Double? {
    switch self {
    case .roundedRectangle(let r): r
    case .corners(_, let radii, _): radii.map { $0.values.max() ?? 0 }
    case .trimmed(let base, _, _), .modified(let base, _): base.cornerRadius
    default: nil
    }
  }

  /// The outline within `rect`, as SwiftUI draws it (circles are centred squares' inscribed circles);
  /// a custom shape whose path throws gives an empty path here (the renderer uses `outline(in:)`).
  public func path(in rect: CGRect) -> Path { (try? outline(in: rect)) ?? Path() }

  /// The outline within `rect`; throws what a custom shape's path closure throws.
  public func outline(in rect: CGRect) throws -> Path {
    var p = Path()
    switch self {
    case .rectangle: p.addRect(rect)
    case .roundedRectangle(let r): p.addRoundedRect(in: rect, cornerRadius: r)
    case .circle:
      let d = min(rect.width, rect.height)
      p.addEllipse(in: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    case .ellipse: p.addEllipse(in: rect)
    case .capsule: p.addRoundedRect(in: rect, cornerRadius: min(rect.width, rect.height) / 2)
    case .trimmed(let base, let from, let to):
      p = try base.outline(in: rect).trimmed(from: from, to: to)
    case .custom(let c):
      // Custom shapes see their frame at the origin, as in SwiftUI; the result is moved into place.
      p = try c.throwingPath(CGRect(origin: .zero, size: rect.size)).applying(.translation(x: Double(rect.minX), y: Double(rect.minY)))
    case .corners(_, let radii, let style):
      p.addRoundedRect(in: rect, cornerRadii: radii ?? RectangleCornerRadii(all: Double(min(rect.width, rect.height)) / 2), style: style)
    case .modified(let base, let modifier):
      p = try modifier.outline(of: base, in: rect)
    }
    return p
  }
}

private func animatableShape<A: Animatable>(_ value: A, into shape: inout CustomShape) {
  guard let original = value as? any Shape else { return }
  shape.animatableData = value.animatableData
  shape.pathWithData = { data in
    var v = value
    if let d = data as? A.AnimatableData { v.animatableData = d }
    let s = (v as? any Shape) ?? original
    return { s.path(in: $0) }
  }
}

/// A shape with a fill and/or a stroke applied (`Circle().fill(.red)`).
public struct ShapeView: PrimitiveView {
  public var shape: ShapeNode
  public init(_ shape: ShapeNode) { self.shape = shape }
  public var _node: ViewNode { .shape(shape) }

  /// Adds a stroke on top of the fill (iOS 17's `fill(_:).stroke(_:)`).
  public func stroke(_ style: some ShapeStyle = ForegroundStyle(), lineWidth: Double = 1) -> ShapeView {
    var s = shape
    if s.fill == nil { s.fill = AnyShapeStyle(ForegroundStyle()) }
    s.stroke = (AnyShapeStyle(style), lineWidth)
    return ShapeView(s)
  }
}

public struct Rectangle: Shape {
  public init() {}
  public var kind: ShapeKind { .rectangle }
  public func path(in rect: CGRect) -> Path { kind.path(in: rect) }
}

public struct RoundedRectangle: Shape {
  public var cornerRadius: Double
  public var style: RoundedCornerStyle
  public init(cornerRadius: Double, style: RoundedCornerStyle = .circular) { self.cornerRadius = cornerRadius; self.style = style }
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
    self.init(cornerRadius: Double(min(cornerSize.width, cornerSize.height)), style: style)
  }
  public var kind: ShapeKind {
    style == .circular ? .roundedRectangle(cornerRadius: cornerRadius)
      : .corners(name: "RoundedRectangle", radii: RectangleCornerRadii(all: cornerRadius), style: style)
  }
  public func path(in rect: CGRect) -> Path { kind.path(in: rect) }
}

/// SwiftUI's `UnevenRoundedRectangle`: a radius per corner.
public struct UnevenRoundedRectangle: Shape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .circular) { self.cornerRadii = cornerRadii; self.style = style }
  public var kind: ShapeKind { .corners(name: "UnevenRoundedRectangle", radii: cornerRadii, style: style) }
  public func path(in rect: CGRect) -> Path { kind.path(in: rect) }
}

public struct Circle: Shape {
  public init() {}
  public var kind: ShapeKind { .circle }
  public func path(in rect: CGRect) -> Path { kind.path(in: rect) }
}

public struct Ellipse: Shape {
  public init() {}
  public var kind: ShapeKind { .ellipse }
  public func path(in rect: CGRect) -> Path { kind.path(in: rect) }
}

public struct Capsule: Shape {
  public var style: RoundedCornerStyle
  public init(style: RoundedCornerStyle = .circular) { self.style = style }
  public var kind: ShapeKind { style == .circular ? .capsule : .corners(name: "Capsule", radii: nil, style: style) }
  public func path(in rect: CGRect) -> Path { kind.path(in: rect) }
}

/// A trimmed shape, still a shape (so `.stroke` can follow).
public struct TrimmedShape: Shape {
  public let kind: ShapeKind
  public func path(in rect: CGRect) -> Path { kind.path(in: rect) }
}

/// A `Path` is a shape drawn where it is, as in SwiftUI (it does not scale to the frame).
extension Path: Shape {
  public var kind: ShapeKind { let p = self; return .custom(CustomShape(name: "Path", path: { _ in p })) }
  public func path(in rect: CGRect) -> Path { self }
}
