import Foundation

// How the symbol images below are drawn: environment values read when a symbol is resolved.

/// `.symbolRenderingMode(_:)`: https://developer.apple.com/documentation/swiftui/view/symbolrenderingmode(_:)
public struct SymbolRenderingModeModifier: ViewEffect, ResolvableEffect {
  public var mode: SymbolRenderingMode
  public init(_ mode: SymbolRenderingMode) { self.mode = mode }
  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content { $0.environment.symbolRenderingMode = mode } }
}

/// `.imageScale(_:)`: https://developer.apple.com/documentation/swiftui/view/imagescale(_:)
public struct ImageScaleModifier: ViewEffect, ResolvableEffect {
  public var scale: Image.Scale
  public init(_ scale: Image.Scale) { self.scale = scale }
  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content { $0.environment.imageScale = scale } }
}
