import Foundation

/// The space in which colours are interpolated (SwiftUI's `Gradient.ColorSpace` plus the legacy
/// linear space). Conversions work on linear extended sRGB + opacity.
public enum ColorInterpolationSpace: Hashable, Sendable, CaseIterable {
  /// Gamma-encoded sRGB components, non-premultiplied (`Gradient.ColorSpace.device`).
  case device
  /// Linear sRGB components, non-premultiplied (SwiftUI before the iOS 18 SDK).
  case linear
  /// Premultiplied Oklab-LMS: `∛(M1·rgb) × opacity` (`Gradient.ColorSpace.perceptual`, iOS 18 SDK).
  case perceptual

  /// Linear sRGB + opacity → the space's four components.
  public func convertIn(linearRed r: Double, linearGreen g: Double, linearBlue b: Double, opacity a: Double)
    -> (Double, Double, Double, Double)
  {
    switch self {
    case .device:
      return (SRGB.encode(r), SRGB.encode(g), SRGB.encode(b), a)
    case .linear:
      return (r, g, b, a)
    case .perceptual:
      let l = 0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b
      let m = 0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b
      let s = 0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b
      return (cbrt(l) * a, cbrt(m) * a, cbrt(s) * a, a)
    }
  }

  /// The space's four components → linear sRGB + opacity.
  public func convertOut(_ c0: Double, _ c1: Double, _ c2: Double, _ c3: Double) -> (Double, Double, Double, Double) {
    switch self {
    case .device:
      return (SRGB.decode(c0), SRGB.decode(c1), SRGB.decode(c2), c3)
    case .linear:
      return (c0, c1, c2, c3)
    case .perceptual:
      // A fully transparent colour has lost its hue to premultiplication; it comes back as black.
      let inverse = c3 != 0 ? 1 / c3 : 0
      let l = pow3(c0 * inverse), m = pow3(c1 * inverse), s = pow3(c2 * inverse)
      let r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
      let g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
      let b = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
      return (r, g, b, c3)
    }
  }

  private func pow3(_ x: Double) -> Double { x * x * x }
}

/// The sRGB transfer function (IEC 61966-2-1), extended to negative and > 1 values by odd symmetry.
/// Display P3 shares it.
public enum SRGB {
  /// Linear → encoded.
  public static func encode(_ x: Double) -> Double {
    let a = abs(x)
    let e = a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055
    return x < 0 ? -e : e
  }

  /// Encoded → linear.
  public static func decode(_ x: Double) -> Double {
    let a = abs(x)
    let d = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
    return x < 0 ? -d : d
  }
}
