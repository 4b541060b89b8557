import Foundation

/// `.clipped()`: clips the drawing to the view's frame.
/// https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
public struct ClippedModifier: ViewEffect, ResolvableEffect {
  public init() {}
  func resolve(_ r: EffectResolution) throws -> ResolvedView { ResolvedView(.clip(try r.content(), .rectangle)) }
}
