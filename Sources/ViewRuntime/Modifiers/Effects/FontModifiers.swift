import Foundation

// The font environment modifiers: each sets one value the texts and symbol images below read
// (`EnvironmentValues.resolvedFont` combines them). A family in one file: each is one line.

/// `.font(_:)`: https://developer.apple.com/documentation/swiftui/view/font(_:)
public struct FontModifier: ViewEffect, ResolvableEffect {
  public var font: Font?
  public init(_ font: Font?) { self.font = font }
  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content { $0.environment.font = font } }
}

/// `.fontWeight(_:)`: https://developer.apple.com/documentation/swiftui/view/fontweight(_:)
public struct FontWeightModifier: ViewEffect, ResolvableEffect {
  public var weight: Font.Weight?
  public init(_ weight: Font.Weight?) { self.weight = weight }
  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content { $0.environment.fontWeight = weight } }
}

/// `.bold(_:)`: https://developer.apple.com/documentation/swiftui/view/bold(_:)
public struct BoldModifier: ViewEffect, ResolvableEffect {
  public var isActive: Bool
  public init(_ isActive: Bool) { self.isActive = isActive }
  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content { $0.environment.isBold = isActive } }
}

/// `.italic(_:)`: https://developer.apple.com/documentation/swiftui/view/italic(_:)
public struct ItalicModifier: ViewEffect, ResolvableEffect {
  public var isActive: Bool
  public init(_ isActive: Bool) { self.isActive = isActive }
  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content { $0.environment.isItalic = isActive } }
}

/// `.fontDesign(_:)`, `.monospaced(_:)`: https://developer.apple.com/documentation/swiftui/view/fontdesign(_:)
public struct FontDesignModifier: ViewEffect, ResolvableEffect {
  public var design: Font.Design?
  public init(_ design: Font.Design?) { self.design = design }
  func resolve(_ r: EffectResolution) throws -> ResolvedView { try r.content { $0.environment.fontDesign = design } }
}

/// `.tracking(_:)` and `.kerning(_:)`: points added between characters, on top of the font's own
/// tracking (the system font's size-dependent tracking stays). Kerning is drawn as tracking: both add
/// space after each character, and the two differ only in whether ligatures stay joined.
/// https://developer.apple.com/documentation/swiftui/view/tracking(_:)
public struct TrackingModifier: ViewEffect, ResolvableEffect {
  public var tracking: Double
  public init(_ tracking: Double) { self.tracking = tracking }
  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    try r.content { $0.environment.tracking = tracking.isFinite ? tracking : 0 }
  }
}
