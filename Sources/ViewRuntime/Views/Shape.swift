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

  public var kind: ShapeKind { .custom(CustomShape(name: "\(Self.self)", path: { self.path(in: $0) })) }

  /// Fills the shape with `style` (the foreground style if omitted).
  public func fill(_ style: some ShapeStyle = ForegroundStyle()) -> ShapeView {
    ShapeView(ShapeNode(kind: kind, fill: AnyShapeStyle(style)))
  }

  /// Strokes the outline, centred on it, with `style` (the foreground style if omitted).
  public func stroke(_ style: some ShapeStyle = ForegroundStyle(), lineWidth: Double = 1) -> ShapeView {
    ShapeView(ShapeNode(kind: kind, stroke: (AnyShapeStyle(style), lineWidth)))
  }
}

/// A shape drawn by a closure (custom `Shape` types, `Path` views, an interpreter's shapes).
public struct CustomShape: @unchecked Sendable {
  // The closure is only called synchronously by the runtime that owns the view tree.
  public var name: String
  public var path: (CGRect) -> Path
  public init(name: String, path: @escaping (CGRect) -> Path) { self.name = name; self.path = path }
}

/// The geometry of a shape; built-in shapes' animatable parameters are stored values.
public enum ShapeKind: Sendable {
  case rectangle
  case roundedRectangle(cornerRadius: Double)
  case circle
  case ellipse
  case capsule
  case custom(CustomShape)

  public var name: String {
    switch self {
    case .rectangle: "Rectangle"
    case .roundedRectangle: "RoundedRectangle"
    case .circle: "Circle"
    case .ellipse: "Ellipse"
    case .capsule: "Capsule"
    case .custom(let c): c.name
    }
  }

  /// The outline within `rect`, as SwiftUI draws it (circles are centred squares' inscribed circles).
  public func path(in rect: CGRect) -> Path {
    var p = Path()
    switch self {
    case .rectangle: p.addRect(rect)
    case .roundedRectangle(let r): p.addRoundedRect(in: rect, cornerRadius: r)
    case .circle:
      let d = min(rect.width, rect.height)
      p.addEllipse(in: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    case .ellipse: p.addEllipse(in: rect)
    case .capsule: p.addRoundedRect(in: rect, cornerRadius: min(rect.width, rect.height) / 2)
    case .custom(let c):
      // Custom shapes see their frame at the origin, as in SwiftUI; the result is moved into place.
      p = c.path(CGRect(origin: .zero, size: rect.size)).applying(.translation(x: Double(rect.minX), y: Double(rect.minY)))
    }
    return p
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
  public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
  public init(cornerSize: CGSize) { self.cornerRadius = Double(min(cornerSize.width, cornerSize.height)) }
  public var kind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
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
  public init() {}
  public var kind: ShapeKind { .capsule }
  public func path(in rect: CGRect) -> Path { kind.path(in: rect) }
}

/// A `Path` is a shape drawn where it is, as in SwiftUI (it does not scale to the frame).
extension Path: Shape {
  public var kind: ShapeKind { let p = self; return .custom(CustomShape(name: "Path", path: { _ in p })) }
  public func path(in rect: CGRect) -> Path { self }
}
