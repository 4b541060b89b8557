import Foundation
import Graphics

/// `.blur(radius:)`: a Gaussian blur of the view's layer, its radius animatable.
/// https://developer.apple.com/documentation/swiftui/view/blur(radius:opaque:)
public struct BlurEffect: ViewEffect, ResolvableEffect {
  public var radius: Double
  public init(radius: Double) { self.radius = radius }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let radius = r.animated("blur", [radius])[0]
    return ResolvedView(.layer(try r.content(), LayerEffect(blurRadius: max(0, radius))))
  }
}
