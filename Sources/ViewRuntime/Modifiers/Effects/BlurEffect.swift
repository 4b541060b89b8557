import Foundation
import Graphics

/// `.blur(radius:opaque:)`: a Gaussian blur of the view's layer, its radius animatable. The radius is
/// the Gaussian's standard deviation in points (CSS's `blur()` convention; the rasterizer's `BoxBlur`
/// approximates it with three box blurs). `opaque` keeps the result opaque inside the view: colours are
/// normalised by the blurred coverage, so the edges show no transparent fringe.
/// https://developer.apple.com/documentation/swiftui/view/blur(radius:opaque:)
public struct BlurEffect: ViewEffect, ResolvableEffect {
  public var radius: Double
  public var opaque: Bool
  public init(radius: Double, opaque: Bool = false) { self.radius = radius; self.opaque = opaque }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let radius = r.animated("blur", [radius])[0]
    return ResolvedView(.layer(try r.content(), LayerEffect(blurRadius: max(0, radius), opaqueBlur: opaque)))
  }
}
