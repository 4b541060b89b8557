import Foundation

/// `.opacity(_:)`: multiplies the drawing's alpha, clamped to 0…1 (a non-finite value counts as 1).
/// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
public struct OpacityModifier: ViewEffect, ResolvableEffect {
  public var opacity: Double
  public init(_ opacity: Double) { self.opacity = opacity }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let v = r.animated("opacity", [min(1, max(0, sanitized(opacity, 1)))])
    return ResolvedView(.opacity(try r.content(), v[0]))
  }
}
