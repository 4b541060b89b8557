import Foundation
import Graphics

/// Where the view an anchor was made from is drawn, in the frame being drawn: its size and the map
/// from its own coordinates to the canvas (its drawn origin, then the rotations and scales around it).
/// SwiftUI's `Anchor` is "an opaque value derived from an anchor source and a particular view", turned
/// into a value only by a `GeometryProxy` (https://developer.apple.com/documentation/swiftui/anchor);
/// this is the "particular view" half, and `convert` the proxy's half. As it is taken while the tree
/// is drawn (``AnchorPreferenceEffect``), it has the view's animated frame and offsets, so a reader
/// follows the view through an animation frame by frame.
public struct AnchorGeometry: Equatable, @unchecked Sendable {
  /// The view's drawn size: `Anchor.Source.bounds` is `CGRect(origin: .zero, size: size)`.
  public let size: CGSize
  /// The view's own coordinates to the canvas.
  let toCanvas: Transform2D

  init(frame: CGRect, ctm: Transform2D) {
    size = frame.size
    toCanvas = Transform2D.translation(x: Double(frame.minX), y: Double(frame.minY)).concatenating(ctm)
  }

  /// The view's own coordinates to `proxy`'s: to the canvas, then back through the reader's transform
  /// to its frame. Views under the same rotation or scale as the reader keep their exact shape.
  private func transform(to proxy: GeometryProxy) -> Transform2D {
    let origin = proxy.frame(in: .global).origin
    return toCanvas.concatenating(proxy.canvasTransform.inverted)
      .concatenating(.translation(x: -Double(origin.x), y: -Double(origin.y)))
  }

  /// `point`, in the view's coordinates, in `proxy`'s.
  public func convert(_ point: CGPoint, to proxy: GeometryProxy) -> CGPoint { transform(to: proxy).apply(point) }

  /// `rect`, in the view's coordinates, in `proxy`'s (its bounding box when a rotation lies between).
  public func convert(_ rect: CGRect, to proxy: GeometryProxy) -> CGRect { transform(to: proxy).apply(rect) }
}

extension Transform2D {
  /// The transform that undoes this one; a degenerate one (scaled to zero) undoes only its translation,
  /// as nothing drawn under it is visible anyway.
  var inverted: Transform2D {
    let det = determinant
    guard det != 0, det.isFinite else { return .translation(x: -tx, y: -ty) }
    let (ia, ib, ic, id) = (d / det, -b / det, -c / det, a / det)
    return Transform2D(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
  }
}
