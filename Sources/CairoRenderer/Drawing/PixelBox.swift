import Foundation

/// A half-open rectangle of whole pixels, [x0, x1) × [y0, y1): what a layer has touched.
struct PixelBox: Equatable {
  var x0: Int, y0: Int, x1: Int, y1: Int

  /// The pixels `rect` (device space) can touch, with `margin` pixels for antialiasing, clamped to
  /// a `width × height` image; nil when nothing of it is inside.
  static func enclosing(_ rect: CGRect, margin: Double = 2, width: Int, height: Int) -> PixelBox? {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
      return PixelBox(x0: 0, y0: 0, x1: width, y1: height)
    }
    let box = PixelBox(
      x0: max(0, Int(max(-1e9, (rect.minX - margin).rounded(.down)))),
      y0: max(0, Int(max(-1e9, (rect.minY - margin).rounded(.down)))),
      x1: min(width, Int(min(1e9, (rect.maxX + margin).rounded(.up)))),
      y1: min(height, Int(min(1e9, (rect.maxY + margin).rounded(.up)))))
    return box.isEmpty ? nil : box
  }

  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

  func union(_ other: PixelBox?) -> PixelBox {
    guard let other else { return self }
    return PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
  }

  func intersection(_ other: PixelBox?) -> PixelBox? {
    guard let other else { return self }
    let box = PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    return box.isEmpty ? nil : box
  }

  /// Grown by `d` pixels on every side, clamped to a `width × height` image.
  func expanded(by d: Int, width: Int, height: Int) -> PixelBox {
    PixelBox(x0: max(0, x0 - d), y0: max(0, y0 - d), x1: min(width, x1 + d), y1: min(height, y1 + d))
  }

  /// Moved by (dx, dy) pixels (rounded outward), clamped; nil if it leaves the image.
  func offset(dx: Double, dy: Double, width: Int, height: Int) -> PixelBox? {
    PixelBox.enclosing(
      CGRect(x: Double(x0) + dx, y: Double(y0) + dy, width: Double(x1 - x0), height: Double(y1 - y0)),
      margin: 1, width: width, height: height)
  }

  var rect: CGRect { CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) }
}
