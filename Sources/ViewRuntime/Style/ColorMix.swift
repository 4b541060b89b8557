import Foundation
import Graphics

/// SwiftUI's `Color.mix(with:by:in:)` (https://developer.apple.com/documentation/swiftui/color/mix(with:by:in:)):
/// the colour `fraction` of the way to another, per appearance (an adaptive colour mixes its light and
/// dark values each with the other's). `perceptual` mixes in Oklab (Björn Ottosson's,
/// https://bottosson.github.io/posts/oklab/), so a mix of black and white at 0.5 has Oklab lightness
/// 0.5; otherwise the gamma-encoded sRGB components mix linearly. The accent colour mixes as its
/// default blue.
extension Color {
  public func mixed(with other: Color, by fraction: Double, perceptual: Bool) -> Color {
    let f = fraction.isFinite ? min(1, max(0, fraction)) : 0
    func mix(_ a: RGBAColor, _ b: RGBAColor) -> RGBAColor {
      perceptual ? Oklab.mix(a, b, f) : RGBAColor(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                                                 blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }
    var c = Color(rgba: mix(resolved(.light), other.resolved(.light)))
    let dark = mix(resolved(.dark), other.resolved(.dark))
    if dark != c.rgba { c.dark = dark }
    return c
  }
}

/// Conversions between gamma-encoded sRGB and Oklab.
enum Oklab {
  static func mix(_ a: RGBAColor, _ b: RGBAColor, _ f: Double) -> RGBAColor {
    let la = lab(a), lb = lab(b)
    let l = (0..<3).map { la[$0] + (lb[$0] - la[$0]) * f }
    var c = rgb(l)
    c.alpha = a.alpha + (b.alpha - a.alpha) * f
    return c
  }

  private static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
  private static func encoded(_ c: Double) -> Double {
    let v = min(1, max(0, c))
    return v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
  }

  static func lab(_ c: RGBAColor) -> [Double] {
    let r = linear(c.red), g = linear(c.green), b = linear(c.blue)
    let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    return [0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s]
  }

  static func rgb(_ lab: [Double]) -> RGBAColor {
    let l = pow(lab[0] + 0.3963377774 * lab[1] + 0.2158037573 * lab[2], 3)
    let m = pow(lab[0] - 0.1055613458 * lab[1] - 0.0638541728 * lab[2], 3)
    let s = pow(lab[0] - 0.0894841775 * lab[1] - 1.2914855480 * lab[2], 3)
    return RGBAColor(red: encoded(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                     green: encoded(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                     blue: encoded(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s))
  }
}
