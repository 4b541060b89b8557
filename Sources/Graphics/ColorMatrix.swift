import Foundation

/// A 4×5 colour matrix on straight (unpremultiplied) RGBA in 0…1, as SVG's `feColorMatrix` and Core
/// Image's `CIColorMatrix` define it: `out = M · (r, g, b, a, 1)`, each result clamped to 0…1.
///
/// SwiftUI's colour-effect modifiers (`hueRotation`, `saturation`, `brightness`, `contrast`,
/// `grayscale`, `colorInvert`, `colorMultiply`, `luminanceToAlpha`) are such matrices on the view's
/// layer; chained modifiers compose by matrix product. References:
/// https://www.w3.org/TR/filter-effects-1/#feColorMatrixElement (saturate, hueRotate, luminanceToAlpha)
/// https://www.w3.org/TR/filter-effects-1/#funcdef-filter-brightness (and contrast, invert, grayscale).
public struct ColorMatrix: Hashable, Sendable, Codable {
  /// Row-major, 4 rows (r, g, b, a out) × 5 columns (r, g, b, a in, constant).
  public var m: [Double]

  public init(_ m: [Double]) {
    precondition(m.count == 20, "a colour matrix has 20 entries")
    self.m = m
  }

  public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

  public var isIdentity: Bool { self == .identity }

  /// `self` applied first, then `next` (the outer modifier).
  public func concatenating(_ next: ColorMatrix) -> ColorMatrix {
    var out = [Double](repeating: 0, count: 20)
    for row in 0..<4 {
      for col in 0..<5 {
        var sum = col == 4 ? next.m[row * 5 + 4] : 0
        for k in 0..<4 { sum += next.m[row * 5 + k] * m[k * 5 + col] }
        out[row * 5 + col] = sum
      }
    }
    return ColorMatrix(out)
  }

  /// The matrix applied to one straight colour (clamped), for tests and flat colours.
  public func apply(_ c: RGBAColor) -> RGBAColor {
    let v = [c.red, c.green, c.blue, c.alpha, 1]
    func row(_ r: Int) -> Double { min(1, max(0, (0..<5).reduce(0) { $0 + m[r * 5 + $1] * v[$1] })) }
    return RGBAColor(red: row(0), green: row(1), blue: row(2), alpha: row(3))
  }

  // Rec. 709 luma weights, as SVG's saturate/hueRotate/luminanceToAlpha use them.
  private static let lr = 0.2126, lg = 0.7152, lb = 0.0722

  /// `saturation(_:)`: 0 grey, 1 unchanged, above 1 more saturated (SVG `saturate`).
  public static func saturation(_ s: Double) -> ColorMatrix {
    ColorMatrix([
      lr + (1 - lr) * s, lg - lg * s, lb - lb * s, 0, 0,
      lr - lr * s, lg + (1 - lg) * s, lb - lb * s, 0, 0,
      lr - lr * s, lg - lg * s, lb + (1 - lb) * s, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// `grayscale(_:)`: 0 unchanged, 1 fully grey; SwiftUI's amount is the fraction of desaturation.
  public static func grayscale(_ amount: Double) -> ColorMatrix { saturation(1 - min(1, max(0, amount))) }

  /// `hueRotation(_:)`: rotation of the hue around the luma axis (SVG `hueRotate`).
  public static func hueRotation(radians a: Double) -> ColorMatrix {
    let c = cos(a), s = sin(a)
    return ColorMatrix([
      lr + c * (1 - lr) - s * lr, lg - c * lg - s * lg, lb - c * lb + s * (1 - lb), 0, 0,
      lr - c * lr + s * 0.143, lg + c * (1 - lg) + s * 0.140, lb - c * lb - s * 0.283, 0, 0,
      lr - c * lr - s * (1 - lr), lg - c * lg + s * lg, lb + c * (1 - lb) + s * lb, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// `brightness(_:)`: adds the amount to each colour channel (SwiftUI: 0 unchanged, 1 white;
  /// Core Image's `CIColorControls` brightness is the same offset).
  public static func brightness(_ amount: Double) -> ColorMatrix {
    ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
  }

  /// `contrast(_:)`: scales each channel away from mid-grey (1 unchanged, 0 flat grey).
  public static func contrast(_ amount: Double) -> ColorMatrix {
    let t = 0.5 * (1 - amount)
    return ColorMatrix([amount, 0, 0, 0, t, 0, amount, 0, 0, t, 0, 0, amount, 0, t, 0, 0, 0, 1, 0])
  }

  /// `colorInvert()`: each colour channel becomes one minus itself, alpha kept.
  public static let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

  /// `colorMultiply(_:)`: every channel, alpha included, multiplied by the colour's.
  public static func multiply(_ c: RGBAColor) -> ColorMatrix {
    ColorMatrix([c.red, 0, 0, 0, 0, 0, c.green, 0, 0, 0, 0, 0, c.blue, 0, 0, 0, 0, 0, c.alpha, 0])
  }

  /// `luminanceToAlpha()`: black whose alpha is the colour's luminance (SVG `luminanceToAlpha`).
  public static let luminanceToAlpha = ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, lr, lg, lb, 0, 0])
}
