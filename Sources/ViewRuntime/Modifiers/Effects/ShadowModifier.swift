import Foundation
import Graphics

/// `.shadow(color:radius:x:y:)`: a drop shadow of the drawing. Colour and geometry animate apart
/// (`"shadow.color"`, `"shadow"`); a negative radius counts as 0.
/// https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:)
public struct ShadowModifier: ViewEffect, ResolvableEffect {
  public var color: Color
  public var radius: Double, x: Double, y: Double
  public init(color: Color, radius: Double, x: Double, y: Double) {
    self.color = color; self.radius = radius; self.x = x; self.y = y
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    // Colour first: the frame cache replays attribute reads in the order they were recorded.
    let c = r.animatedColor("shadow.color", color.resolved(r.environment.colorScheme))
    let v = r.animated("shadow", [radius, x, y])
    return ResolvedView(.layer(try r.content(), LayerEffect(shadow: Shadow(color: c, radius: max(0, v[0]), x: v[1], y: v[2]))))
  }
}
