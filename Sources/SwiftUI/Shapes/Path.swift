import Foundation
import ViewRuntime

/// SwiftUI's `Path` (https://developer.apple.com/documentation/swiftui/path): an outline built with
/// Core Graphics' vocabulary, and a shape drawn where it is (it does not scale to its frame).
/// Wraps the runtime's path, which stores arcs and ellipses as cubic Béziers.
public struct Path: Equatable {
  @_spi(AnimRender) public var _path: Graphics.Path

  @_spi(AnimRender) public init(_runtime path: Graphics.Path) { _path = path }
  public init() { _path = Graphics.Path() }
  public init(_ rect: CGRect) { _path = Graphics.Path(rect) }
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.init(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
  }
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    _path = Graphics.Path(roundedRect: rect, cornerRadius: Double(cornerRadius), style: style)
  }
  public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    _path = Graphics.Path()
    _path.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }
  public init(ellipseIn rect: CGRect) { _path = Graphics.Path(ellipseIn: rect) }
  public init(_ callback: (inout Path) -> ()) {
    self.init()
    callback(&self)
  }

  public var isEmpty: Bool { _path.isEmpty }
  public var currentPoint: CGPoint? { _path.currentPoint }
  /// The bounds of every point, control points included (Core Graphics' `boundingBox` is tighter).
  public var boundingRect: CGRect { _path.controlPointBounds }

  public mutating func move(to end: CGPoint) { _path.move(to: end) }
  public mutating func addLine(to end: CGPoint) { _path.addLine(to: end) }
  public mutating func addLines(_ lines: [CGPoint]) { _path.addLines(lines) }
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { _path.addQuadCurve(to: end, control: control) }
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    _path.addCurve(to: end, control1: control1, control2: control2)
  }
  public mutating func closeSubpath() { _path.closeSubpath() }

  /// Adds what `build` draws, through `transform` when one is given (the identity keeps the
  /// connecting line from the current point that arcs draw).
  private mutating func adding(_ transform: CGAffineTransform, _ build: (inout Graphics.Path) -> Void) {
    guard !transform.isIdentity else { build(&_path); return }
    var part = Graphics.Path()
    build(&part)
    _path.addPath(part, transform: transform.transform2D)
  }

  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    adding(transform) { $0.addRect(rect) }
  }
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    adding(transform) { p in for r in rects { p.addRect(r) } }
  }
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                      transform: CGAffineTransform = .identity) {
    // Path draws circular corners from the smaller side of the corner size.
    let r = Double(min(cornerSize.width, cornerSize.height))
    adding(transform) { $0.addRoundedRect(in: rect, cornerRadii: RectangleCornerRadii(all: r), style: style) }
  }
  public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                      transform: CGAffineTransform = .identity) {
    adding(transform) { $0.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style) }
  }
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    adding(transform) { $0.addEllipse(in: rect) }
  }
  /// Angles as SwiftUI gives them (y down); `clockwise` refers to a y-up space, as in SwiftUI.
  public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                              transform: CGAffineTransform = .identity) {
    adding(transform) {
      $0.addArc(center: center, radius: Double(radius), startAngle: startAngle.radians, endAngle: endAngle.radians, clockwise: clockwise)
    }
  }
  public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
    adding(transform) { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: Double(radius)) }
  }
  public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                      transform: CGAffineTransform = .identity) {
    adding(transform) { $0.addRelativeArc(center: center, radius: Double(radius), startAngle: startAngle.radians, delta: delta.radians) }
  }
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    _path.addPath(path._path, transform: transform.transform2D)
  }

  public func applying(_ transform: CGAffineTransform) -> Path { Path(_runtime: _path.applying(transform.transform2D)) }
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }
  /// The part of the path between two fractions of its length, as the runtime's `trim`.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    Path(_runtime: ShapeKind.trimmed(.custom(CustomShape(name: "Path", path: { [_path] _ in _path })), from: Double(from), to: Double(to)).path(in: .zero))
  }

  @available(*, unavailable, message: "animrender: Path.contains(_:eoFill:) is not supported yet")
  public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool { fatalError() }
}

/// A path view draws the path where it is, named "Path" (the runtime's own `Path` shape).
extension Path: Shape, _BuiltinShape {
  nonisolated public func path(in rect: CGRect) -> Path { self }
  nonisolated public var _kind: ShapeKind { let p = _path; return .custom(CustomShape(name: "Path", path: { _ in p })) }
}
