import Foundation
import ViewRuntime

// The runtime's corner values have SwiftUI's shape and are not views: the module names them.
//
// SwiftUI documents `.continuous` as the default corner style of these shapes since iOS 17
// (https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)); the
// runtime and the interpreter draw `.circular` when no style is written, so the defaults here are
// `.circular` too until both front ends change together.
public typealias RoundedCornerStyle = Graphics.RoundedCornerStyle
public typealias RectangleCornerRadii = Graphics.RectangleCornerRadii

/// SwiftUI's `Rectangle`.
public struct Rectangle: InsettableShape, _BuiltinShape {
  nonisolated public init() {}
  nonisolated public var _kind: ShapeKind { .rectangle }
  nonisolated public func path(in rect: CGRect) -> Path { Path(_runtime: _kind.path(in: rect)) }
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _ModifiedShape(self, .inset(Double(amount))) }
}

/// SwiftUI's `RoundedRectangle` (https://developer.apple.com/documentation/swiftui/roundedrectangle).
public struct RoundedRectangle: InsettableShape, _BuiltinShape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) { self.cornerSize = cornerSize; self.style = style }
  nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  /// Circular corners keep the runtime's animatable `roundedRectangle` kind; continuous ones draw
  /// through `corners` (as the runtime's own `RoundedRectangle`). A corner size uses its smaller side.
  nonisolated public var _kind: ShapeKind {
    let r = Double(min(cornerSize.width, cornerSize.height))
    return style == .circular ? .roundedRectangle(cornerRadius: r)
      : .corners(name: "RoundedRectangle", radii: RectangleCornerRadii(all: r), style: style)
  }
  nonisolated public func path(in rect: CGRect) -> Path { Path(_runtime: _kind.path(in: rect)) }
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _ModifiedShape(self, .inset(Double(amount))) }
}

/// SwiftUI's `UnevenRoundedRectangle`: a radius per corner.
public struct UnevenRoundedRectangle: InsettableShape, _BuiltinShape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle
  nonisolated public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .circular) {
    self.cornerRadii = cornerRadii; self.style = style
  }
  nonisolated public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
              topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .circular) {
    self.init(cornerRadii: RectangleCornerRadii(topLeading: Double(topLeadingRadius), bottomLeading: Double(bottomLeadingRadius),
                                                bottomTrailing: Double(bottomTrailingRadius), topTrailing: Double(topTrailingRadius)),
              style: style)
  }
  nonisolated public var _kind: ShapeKind { .corners(name: "UnevenRoundedRectangle", radii: cornerRadii, style: style) }
  nonisolated public func path(in rect: CGRect) -> Path { Path(_runtime: _kind.path(in: rect)) }
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _ModifiedShape(self, .inset(Double(amount))) }
}

/// SwiftUI's `Circle`: the largest circle centred in the frame.
public struct Circle: InsettableShape, _BuiltinShape {
  nonisolated public init() {}
  nonisolated public var _kind: ShapeKind { .circle }
  nonisolated public func path(in rect: CGRect) -> Path { Path(_runtime: _kind.path(in: rect)) }
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _ModifiedShape(self, .inset(Double(amount))) }
}

/// SwiftUI's `Ellipse`.
public struct Ellipse: InsettableShape, _BuiltinShape {
  nonisolated public init() {}
  nonisolated public var _kind: ShapeKind { .ellipse }
  nonisolated public func path(in rect: CGRect) -> Path { Path(_runtime: _kind.path(in: rect)) }
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _ModifiedShape(self, .inset(Double(amount))) }
}

/// SwiftUI's `Capsule`.
public struct Capsule: InsettableShape, _BuiltinShape {
  public var style: RoundedCornerStyle
  nonisolated public init(style: RoundedCornerStyle = .circular) { self.style = style }
  nonisolated public var _kind: ShapeKind { style == .circular ? .capsule : .corners(name: "Capsule", radii: nil, style: style) }
  nonisolated public func path(in rect: CGRect) -> Path { Path(_runtime: _kind.path(in: rect)) }
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _ModifiedShape(self, .inset(Double(amount))) }
}

/// SwiftUI's `ContainerRelativeShape`
/// (https://developer.apple.com/documentation/swiftui/containerrelativeshape): the shape the nearest
/// `containerShape(_:)` above sets, a rectangle without one. The runtime puts the container's shape in
/// its place when the view resolves (`ContainerShapeEffect`); `path(in:)` called directly has no
/// environment and gives the rectangle.
public struct ContainerRelativeShape: InsettableShape, _BuiltinShape {
  nonisolated public init() {}
  nonisolated public var _kind: ShapeKind {
    .custom(CustomShape(name: ContainerShapeEffect.relativeShapeName, path: { ShapeKind.rectangle.path(in: $0) }))
  }
  nonisolated public func path(in rect: CGRect) -> Path { Path(_runtime: ShapeKind.rectangle.path(in: rect)) }
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _ModifiedShape(self, .inset(Double(amount))) }
}

extension Shape where Self == ContainerRelativeShape {
  /// `.containerRelative` where a shape is expected (iOS 17).
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension View {
  /// SwiftUI's `containerShape(_:)`: the shape `ContainerRelativeShape` takes in the views below.
  public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
    _modified(.effect(ContainerShapeEffect(shape: _shapeKind(shape))))
  }
}

// The shape shorthands where a shape is expected: `.clipShape(.rect(cornerRadius: 12))`, `.background(.red, in: .capsule)`.
extension Shape where Self == Rectangle {
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .circular) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .circular) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
  public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                          topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .circular) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                           bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }
}

extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
