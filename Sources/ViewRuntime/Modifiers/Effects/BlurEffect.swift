import Foundation
import Graphics

/// `.blur(radius:opaque:)`: a Gaussian blur of the view's layer, its radius animatable. The radius is
/// the Gaussian's standard deviation in points (CSS's `blur()` convention; the rasterizer's `BoxBlur`
/// approximates it with three box blurs). `opaque` keeps the result opaque inside the view: colours are
/// normalised by the blurred coverage, so the edges show no transparent fringe.
/// https://developer.apple.com/documentation/swiftui/view/blur(radius:opaque:)
public struct BlurEffect: ViewEffect, SlotEffect {
  public var radius: Double
  public var opaque: Bool
  public init(radius: Double, opaque: Bool = false) { self.radius = radius; self.opaque = opaque }

  var slot: (name: String, model: [Double]) { ("blur", [radius]) }

  func kind(_ content: ResolvedView, _ v: AnimatableVector) -> ResolvedView.Kind {
    .layer(content, LayerEffect(blurRadius: max(0, v[0]), opaqueBlur: opaque))
  }

  static func patch(_ kind: inout ResolvedView.Kind, _ v: AnimatableVector) -> Bool {
    switch consume kind {
    case .layer(let content, var layer):
      // Every other field is as `kind(_:_:)` made it, `opaqueBlur` included.
      layer.blurRadius = max(0, v[0])
      kind = .layer(content, layer)
      return true
    case let other:
      kind = other
      return false
    }
  }
}
