import Foundation
import Graphics

/// SwiftUI's `Shape`: an outline that fills the space it is offered.
public protocol Shape: PrimitiveView {
  var kind: ShapeKind { get }
}

extension Shape {
  public var _node: ViewNode { .shape(ShapeNode(kind: kind)) }

  public func path(in rect: CGRect) -> Path { kind.path(in: rect) }

  /// Fills the shape with `style` (the foreground style if omitted).
  public func fill(_ style: some ShapeStyle = ForegroundStyle()) -> ShapeView {
    ShapeView(ShapeNode(kind: kind, fill: AnyShapeStyle(style)))
  }

  /// Strokes the outline, centred on it, with `style` (the foreground style if omitted).
  public func stroke(_ style: some ShapeStyle = ForegroundStyle(), lineWidth: Double = 1) -> ShapeView {
    ShapeView(ShapeNode(kind: kind, stroke: (AnyShapeStyle(style), lineWidth)))
  }
}

/// The geometry of a built-in shape; animatable parameters are stored values.
public enum ShapeKind: Hashable, Sendable {
  case rectangle
  case roundedRectangle(cornerRadius: Double)
  case circle
  case ellipse
  case capsule

  public var name: String {
    switch self {
    case .rectangle: "Rectangle"
    case .roundedRectangle: "RoundedRectangle"
    case .circle: "Circle"
    case .ellipse: "Ellipse"
    case .capsule: "Capsule"
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
}

public struct RoundedRectangle: Shape {
  public var cornerRadius: Double
  public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
  public init(cornerSize: CGSize) { self.cornerRadius = Double(min(cornerSize.width, cornerSize.height)) }
  public var kind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
}

public struct Circle: Shape {
  public init() {}
  public var kind: ShapeKind { .circle }
}

public struct Ellipse: Shape {
  public init() {}
  public var kind: ShapeKind { .ellipse }
}

public struct Capsule: Shape {
  public init() {}
  public var kind: ShapeKind { .capsule }
}
