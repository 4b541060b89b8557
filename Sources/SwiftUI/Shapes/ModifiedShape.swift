import Foundation
import ViewRuntime

/// A shape with its geometry changed by a shape modifier (`trim`, `rotation`, `scale`, `inset`,
/// `size`): still a shape, so `fill` and `stroke` follow, with the changed numbers animatable.
/// SwiftUI names these `RotatedShape`, `ScaledShape`, `_TrimmedShape`, `_Inset` …; one generic type
/// stands for them here behind `some Shape` (https://developer.apple.com/documentation/swiftui/shape).
public struct _ModifiedShape<Content: Shape> {
  enum Change {
    case trim(from: Double, to: Double)
    case modifier(ShapeModifier)
  }
  let content: Content
  let change: Change

  nonisolated init(_ content: Content, _ modifier: ShapeModifier) { self.content = content; change = .modifier(modifier) }
  nonisolated init(_ content: Content, trimFrom from: Double, to: Double) { self.content = content; change = .trim(from: from, to: to) }

  nonisolated func apply(_ kind: ShapeKind) -> ShapeKind {
    switch change {
    case .trim(let from, let to): return .trimmed(kind, from: from, to: to)
    case .modifier(let m): return .modified(kind, m)
    }
  }

}

// Conformed in an extension so the stored shape stays nonisolated (shape modifiers run anywhere).
extension _ModifiedShape: InsettableShape, _BuiltinShape {
  nonisolated public var _kind: ShapeKind { apply(_shapeKind(content)) }
  /// The content's node reshaped, so an animatable custom shape keeps animating underneath.
  @MainActor public var _node: ViewNode { let change = self; return _reshaped(_makeNode(content)) { change.apply($0) } }
  nonisolated public func path(in rect: CGRect) -> Path { Path(_runtime: _kind.path(in: rect)) }
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _ModifiedShape<Self>(self, .inset(Double(amount))) }
}

extension Shape {
  /// SwiftUI's `trim(from:to:)`: the part of the outline between two fractions of its length.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    _ModifiedShape(self, trimFrom: Double(startFraction), to: Double(endFraction))
  }

  /// SwiftUI's `rotation(_:anchor:)`.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape {
    _ModifiedShape(self, .rotation(radians: angle.radians, anchor: anchor))
  }

  /// SwiftUI's `scale(x:y:anchor:)`.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some Shape {
    _ModifiedShape(self, .scale(x: Double(x), y: Double(y), anchor: anchor))
  }

  /// SwiftUI's `scale(_:anchor:)`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape {
    _ModifiedShape(self, .scale(x: Double(scale), y: Double(scale), anchor: anchor))
  }

  /// SwiftUI's `size(width:height:)`: the path is made in a rect of this size at the frame's origin.
  public func size(width: CGFloat, height: CGFloat) -> some Shape {
    _ModifiedShape(self, .size(width: Double(width), height: Double(height)))
  }

  /// SwiftUI's `size(_:)`.
  public func size(_ size: CGSize) -> some Shape {
    _ModifiedShape(self, .size(width: Double(size.width), height: Double(size.height)))
  }
}
